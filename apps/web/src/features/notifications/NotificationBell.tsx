import { Bell } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { useIdle } from '../../startup';
import { LoadWhenIdle } from '../../ui/LoadWhenIdle';
import { useNotifications } from './api';
import { BELL_CLASS } from './bell';

const loadPopover = () => import('./NotificationPopover');

/**
 * The header bell with the unread count. Its panel's code (Radix popover and tabs) is not part of
 * a page's first load: it comes once the page is idle, or when the bell is first pressed. The count
 * is asked for once the page is idle too, after the screen's own requests (docs/adr/0041).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data } = useNotifications('all', useIdle());
  const unread = data?.unread_count ?? 0;
  const label = unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  const face = (
    <>
      <Bell className="size-6" aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute end-0.5 top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-500 px-1 text-[11px] font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </>
  );
  return (
    <LoadWhenIdle
      load={loadPopover}
      standIn={(press) => (
        <button
          type="button"
          className={BELL_CLASS}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={false}
          onClick={press}
        >
          {face}
        </button>
      )}
    >
      {({ NotificationPopover }, open) => (
        <NotificationPopover label={label} unread={unread} defaultOpen={open}>
          {face}
        </NotificationPopover>
      )}
    </LoadWhenIdle>
  );
}
