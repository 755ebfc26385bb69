import type { Notification } from '@roamstead/contract';
import { initials } from '@roamstead/contract/constants';
import { Bell, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/errors';
import { useTranslation } from '../../i18n';
import { timeAgo } from '../../lib/timeAgo';
import { Button } from '../../ui/Button';
import { DeclineRequestDialog } from '../../ui/ConfirmDialog';
import { notify } from '../../ui/toast';
import { useAnswerNotification, useDeleteNotification, useMarkRead } from './api';

/** One notification: opening it marks it read; pending requests show Approve and Decline. */
export function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const answer = useAnswerNotification();
  const [confirming, setConfirming] = useState(false);
  const respond = (action: 'approve' | 'decline') =>
    answer.mutate(
      { id: item.id, action },
      {
        onSuccess: () =>
          notify.success(t(action === 'approve' ? 'notifications.approvedToast' : 'notifications.declinedToast')),
        onError: (err) => notify.error(errorText(err)),
      },
    );
  const open = () => {
    if (!item.read) markRead.mutate(item.id);
    if (item.link) {
      onOpen();
      navigate(item.link);
    }
  };
  return (
    <li className={`group relative flex gap-3 px-4 py-3 ${item.read ? '' : 'bg-brand-50/60'}`}>
      {item.actor_picture ? (
        <img src={item.actor_picture} alt="" className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
        >
          {item.actor_name ? initials(item.actor_name, null) : <Bell className="size-5" />}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <button type="button" onClick={open} className="block w-full text-start focus-visible:outline-offset-4">
          <span className="block text-sm font-semibold text-ink">{item.title}</span>
          <span className="block text-sm text-muted">{item.body}</span>
          <span className="mt-1 flex items-center gap-2 text-xs text-muted">
            {!item.read && (
              <>
                <span className="size-2 rounded-full bg-brand-500" aria-hidden="true" />
                <span className="sr-only">{t('notifications.unreadItem')}</span>
              </>
            )}
            <time dateTime={item.created_at}>{timeAgo(item.created_at, i18n.language)}</time>
          </span>
        </button>
        {item.action_status === 'pending' && (
          <div className="mt-2 flex gap-2">
            <Button className="px-3 py-1.5" disabled={answer.isPending} onClick={() => respond('approve')}>
              {t('notifications.approve')}
            </Button>
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              disabled={answer.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('notifications.decline')}
            </Button>
            <DeclineRequestDialog open={confirming} onOpenChange={setConfirming} onConfirm={() => respond('decline')} />
          </div>
        )}
        {(item.action_status === 'approved' || item.action_status === 'declined') && (
          <p className="mt-1 text-xs font-semibold text-muted">{t(`notifications.${item.action_status}`)}</p>
        )}
      </div>
      <button
        type="button"
        onClick={() => remove.mutate(item.id)}
        disabled={remove.isPending}
        aria-label={t('notifications.delete', { title: item.title })}
        className="self-start rounded-full p-1.5 text-muted hover:bg-canvas hover:text-danger"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
