import { MessagesSquare } from 'lucide-react';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../ui/usePageTitle';
import { ConversationList } from '../components/ConversationList';
import { Thread } from '../components/Thread';
import { useLiveStatus, useMessagesLive } from '../live';

/**
 * /dashboard/guest/messages and /dashboard/host/messages (one screen, SPEC §2), with the thread at
 * …/messages/:conversationId. On phones (≤760px) the list and the thread are separate views.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const { conversationId } = useParams();
  const { pathname } = useLocation();
  const base = pathname.startsWith('/dashboard/host') ? '/dashboard/host/messages' : '/dashboard/guest/messages';
  const parsed = Number(conversationId);
  const id = conversationId && Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
  useMessagesLive();
  const live = useLiveStatus();
  usePageTitle(t('conversations.title'));

  return (
    <div className="flex flex-col gap-2">
      {live === 'retrying' && (
        <p role="status" className="rounded-lg bg-canvas px-3 py-2 text-sm text-muted">
          {t('conversations.reconnecting')}
        </p>
      )}
      <div className="flex h-[calc(100dvh-11rem)] min-h-[26rem] overflow-hidden rounded-card border border-line bg-surface max-[760px]:h-[calc(100dvh-12.5rem)]">
        <section
          aria-label={t('conversations.listLabel')}
          className={`flex w-full shrink-0 flex-col border-line min-[761px]:w-80 min-[761px]:border-e ${
            id ? 'max-[760px]:hidden' : ''
          }`}
        >
          <ConversationList base={base} activeId={id} />
        </section>
        <section className={`flex min-w-0 flex-1 flex-col ${id ? '' : 'max-[760px]:hidden'}`}>
          {id ? (
            <Thread key={id} id={id} base={base} />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-muted">
              <MessagesSquare className="size-10" aria-hidden="true" />
              <p>{t('conversations.selectConversation')}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
