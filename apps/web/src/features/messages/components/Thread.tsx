import type { ConversationDetail, ConversationMessage } from '@roamstead/contract';
import { ArrowLeft, Info } from 'lucide-react';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ApiError } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Dialog } from '../../../ui/Dialog';
import { useAuth } from '../../auth';
import { useLocale } from '../../preferences';
import { ReportButton } from '../../reports';
import { useConversation, useMarkRead, useMessages } from '../api';
import { dayLabel, participantName, timeOf } from '../format';
import { useTyping } from '../live';
import { Composer } from './Composer';
import { PersonAvatar } from './PersonAvatar';
import { SidePanel } from './SidePanel';

const isNotFound = (error: unknown) => (error as ApiError | null)?.status === 404;

/** One conversation: header, messages grouped by day, read receipt, typing, composer, details. */
export function Thread({ id, base }: { id: number; base: string }) {
  const { t } = useTranslation();
  const conversation = useConversation(id);
  const [details, setDetails] = useState(false);

  if (conversation.isPending) return <ThreadSkeleton />;
  if (conversation.isError) {
    return (
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
        <p>{isNotFound(conversation.error) ? t('conversations.notFound') : t('conversations.errorThread')}</p>
        <div className="flex gap-4">
          {!isNotFound(conversation.error) && (
            <button
              type="button"
              className="font-semibold text-brand-600 underline"
              onClick={() => void conversation.refetch()}
            >
              {t('conversations.retry')}
            </button>
          )}
          <Link to={base} className="font-semibold text-brand-600 underline">
            {t('conversations.back')}
          </Link>
        </div>
      </div>
    );
  }
  const c = conversation.data;
  const name = participantName(t, c.other);
  return (
    <div className="flex min-h-0 flex-1">
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-3 border-b border-line px-3 py-2.5">
          <Link
            to={base}
            className="rounded-full p-2 hover:bg-canvas min-[761px]:hidden"
            aria-label={t('conversations.back')}
          >
            <ArrowLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
          </Link>
          <PersonAvatar name={c.other.name} picture={c.other.picture} former={c.other.former} size="sm" />
          <div className="min-w-0 flex-1">
            <h2 className="truncate font-semibold">{name}</h2>
            {c.listing && <p className="truncate text-xs text-muted">{c.listing.title}</p>}
            {c.cohosts.length > 0 && (
              <p className="truncate text-xs text-muted" data-testid="thread-cohosts">
                {c.cohosts.map((p) => t('cohosts.inThread', { name: p.name })).join(', ')}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => setDetails(true)}
            className="rounded-full p-2 hover:bg-canvas xl:hidden"
            aria-label={t('conversations.panel.title')}
          >
            <Info className="size-5" aria-hidden="true" />
          </button>
        </header>
        <MessageLog conversation={c} />
        {c.other.former ? (
          <p className="border-t border-line p-4 text-center text-sm text-muted">{t('conversations.formerGone')}</p>
        ) : c.blocked_by_me ? (
          <p className="border-t border-line p-4 text-center text-sm text-muted">
            {t('conversations.blockedByMe', { name })}
          </p>
        ) : c.blocked_me ? (
          <p className="border-t border-line p-4 text-center text-sm text-muted">{t('conversations.blockedMe')}</p>
        ) : (
          <Composer conversationId={c.id} asHost={c.role === 'host'} />
        )}
      </div>
      <aside
        aria-label={t('conversations.panel.title')}
        className="hidden w-72 shrink-0 overflow-y-auto border-s border-line xl:block"
      >
        <SidePanel conversation={c} />
      </aside>
      <Dialog open={details} onOpenChange={setDetails} title={t('conversations.panel.title')}>
        <SidePanel conversation={c} onDone={() => setDetails(false)} />
      </Dialog>
    </div>
  );
}

function MessageLog({ conversation: c }: { conversation: ConversationDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user } = useAuth();
  const messages = useMessages(c.id);
  const markRead = useMarkRead(c.id);
  const typingUser = useTyping(c.id);
  const scroller = useRef<HTMLDivElement>(null);
  const name = participantName(t, c.other);

  const items = useMemo(() => [...(messages.data?.pages ?? [])].reverse().flatMap((p) => p.items), [messages.data]);
  const newest = items.at(-1);
  const mine = (m: ConversationMessage) => m.sender_id !== null && m.sender_id === user?.id;

  // Read receipts: whatever arrives while the thread is on screen is read.
  const unreadFromOther = newest && !mine(newest) && newest.id > c.my_last_read_id;
  const { mutate: markReadNow, isPending: marking } = markRead;
  useEffect(() => {
    if (!unreadFromOther || marking) return;
    const mark = () => {
      if (document.visibilityState === 'visible') markReadNow();
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [unreadFromOther, marking, markReadNow]);

  // Stay at the bottom as messages come in (unless the reader scrolled up to older ones).
  const stick = useRef(true);
  useEffect(() => {
    const el = scroller.current;
    if (el && (stick.current || (newest && mine(newest)))) el.scrollTop = el.scrollHeight;
  });

  if (messages.isPending)
    return (
      <div className="flex-1">
        <MessagesSkeleton />
      </div>
    );
  if (messages.isError) {
    return (
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-sm">
        <p>{t('conversations.errorThread')}</p>
        <button
          type="button"
          className="font-semibold text-brand-600 underline"
          onClick={() => void messages.refetch()}
        >
          {t('conversations.retry')}
        </button>
      </div>
    );
  }

  const lastMine = [...items].reverse().find(mine);
  let previousDay = '';
  return (
    <div
      ref={scroller}
      onScroll={(e) => {
        const el = e.currentTarget;
        stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
      }}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5"
    >
      {messages.hasNextPage && (
        <div className="mb-4 text-center">
          <button
            type="button"
            onClick={() => void messages.fetchNextPage()}
            disabled={messages.isFetchingNextPage}
            className="rounded-full border border-line px-3 py-1 text-sm hover:bg-canvas"
          >
            {t('conversations.olderMessages')}
          </button>
        </div>
      )}
      <div role="log" aria-label={t('conversations.logLabel', { name })} aria-live="polite">
        <ol className="flex flex-col gap-1">
          {items.map((m, index) => {
            const day = new Date(m.created_at).toDateString();
            const newDay = day !== previousDay;
            previousDay = day;
            const own = mine(m);
            const previous = items[index - 1];
            const firstOfRun = newDay || !previous || previous.sender_id !== m.sender_id;
            const cohost = c.cohosts.find((p) => p.id === m.sender_id);
            // Besides the other person, the host and co-hosts write in a guest thread.
            const senderName = own
              ? t('conversations.you')
              : cohost
                ? t('cohosts.inThread', { name: cohost.name })
                : m.sender_id === c.other.id || c.other.former
                  ? name
                  : t('cohosts.host');
            return (
              <Fragment key={m.id}>
                {newDay && (
                  <li className="my-3 flex items-center gap-3 text-xs font-medium text-muted">
                    <span className="h-px flex-1 bg-line" />
                    <h3>{dayLabel(t, m.created_at, locale)}</h3>
                    <span className="h-px flex-1 bg-line" />
                  </li>
                )}
                <li className={`flex items-end gap-2 ${own ? 'flex-row-reverse' : ''} ${firstOfRun ? 'mt-2' : ''}`}>
                  <span className="w-8 shrink-0">
                    {firstOfRun &&
                      (own ? (
                        <PersonAvatar
                          name={user?.user_metadata.name ?? ''}
                          email={user?.email}
                          picture={user?.user_metadata.picture ?? null}
                          size="sm"
                        />
                      ) : (
                        <PersonAvatar name={c.other.name} picture={c.other.picture} former={c.other.former} size="sm" />
                      ))}
                  </span>
                  <div className={`flex max-w-[78%] flex-col ${own ? 'items-end' : 'items-start'}`}>
                    {!own && senderName !== name && firstOfRun ? (
                      <span className="mb-0.5 text-[11px] font-medium text-muted">{senderName}</span>
                    ) : (
                      <span className="sr-only">{senderName}:</span>
                    )}
                    {m.attachment && (
                      <a href={m.attachment.url} target="_blank" rel="noreferrer" className="mb-1 block">
                        <img
                          src={m.attachment.url}
                          alt={t('conversations.attachmentAlt', { name: senderName })}
                          width={m.attachment.width}
                          height={m.attachment.height}
                          loading="lazy"
                          className="h-auto max-h-72 w-auto max-w-full rounded-2xl border border-line object-contain"
                        />
                      </a>
                    )}
                    {m.body && (
                      <p
                        className={`rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap ${
                          own ? 'bg-brand-500 text-white' : 'bg-canvas text-ink'
                        }`}
                      >
                        {m.body}
                      </p>
                    )}
                    <span className="mt-0.5 text-[11px] text-muted">
                      <time dateTime={m.created_at}>{timeOf(m.created_at, locale)}</time>
                      {m.id === lastMine?.id && (
                        <span data-testid="read-receipt">
                          {' · '}
                          {c.other_last_read_id >= m.id ? t('conversations.seen') : t('conversations.sent')}
                        </span>
                      )}
                    </span>
                    {!own && m.sender_id !== null && (
                      <ReportButton subject="message" id={m.id} name={senderName} className="text-[11px]" />
                    )}
                  </div>
                </li>
              </Fragment>
            );
          })}
        </ol>
      </div>
      {items.length === 0 && <p className="text-center text-sm text-muted">{t('conversations.noMessages')}</p>}
      <p aria-live="polite" className="mt-2 h-5 text-xs text-muted italic">
        {typingUser !== undefined && typingUser !== user?.id ? t('conversations.typing', { name }) : ''}
      </p>
    </div>
  );
}

function ThreadSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col" role="status" aria-busy="true" aria-label={t('conversations.loadingThread')}>
      <div className="flex items-center gap-3 border-b border-line p-3">
        <span className="size-8 animate-pulse rounded-full bg-canvas" />
        <span className="h-4 w-40 animate-pulse rounded bg-canvas" />
      </div>
      <MessagesSkeleton />
    </div>
  );
}

function MessagesSkeleton() {
  return (
    <div className="flex flex-col gap-3 p-5">
      {['w-1/2', 'ms-auto w-1/3', 'w-2/3', 'ms-auto w-1/2'].map((w) => (
        <span key={w} className={`h-9 animate-pulse rounded-2xl bg-canvas ${w}`} />
      ))}
    </div>
  );
}
