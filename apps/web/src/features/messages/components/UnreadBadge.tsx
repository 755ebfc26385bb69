import { QueryClientContext } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useContext } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useIdle } from '../../../startup';
import { useAuth } from '../../auth';
import { useUnreadCounts } from '../api';
import { useMessagesLive } from '../live';

const STYLES = {
  /** Beside a sidebar label. */
  inline: 'ms-auto',
  /** On the corner of a tab-bar or header icon. */
  corner: 'absolute -top-0.5 end-[calc(50%-1.25rem)]',
  header: 'absolute top-0.5 end-0.5',
} as const;

type Placement = keyof typeof STYLES;

/**
 * Number of conversations with unread messages, kept current by the live stream; nothing when
 * there are none. The count is announced as text for screen readers. A decoration of menus: where
 * no query client is provided (isolated renders of a menu), it shows nothing; on a page's first
 * load it connects once the page is idle, after the screen's own requests (docs/adr/0041).
 */
export function MessagesUnreadBadge({ placement = 'inline' }: { placement?: Placement }) {
  const hasQueryClient = useContext(QueryClientContext) !== undefined;
  const started = useIdle();
  return hasQueryClient && started ? <LiveUnreadBadge placement={placement} /> : null;
}

function LiveUnreadBadge({ placement }: { placement: Placement }) {
  const { t } = useTranslation();
  useMessagesLive();
  const { data } = useUnreadCounts();
  const count = data?.conversations ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="messages-unread-badge"
      className={`${STYLES[placement]} inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-500 px-1.5 text-[11px] leading-none font-bold text-white`}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('conversations.unreadConversations', { count })}</span>
    </span>
  );
}

/** Header shortcut to the messages of the current role, with the unread badge. */
export function MessagesHeaderLink() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Link
      to={user.role === 'host' ? '/dashboard/host/messages' : '/dashboard/guest/messages'}
      className="relative rounded-full p-2 text-ink hover:bg-canvas"
      aria-label={t('conversations.title')}
      title={t('conversations.title')}
    >
      <MessageSquare className="size-6" aria-hidden="true" />
      <MessagesUnreadBadge placement="header" />
    </Link>
  );
}
