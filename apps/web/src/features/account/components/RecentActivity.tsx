import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { timeAgo } from '../../../lib/timeAgo';
import { QueryState } from '../../../ui/QueryState';
import { useNotifications } from '../../notifications';

/** The latest notifications, as the Today screens' recent activity. */
export function RecentActivity() {
  const { t, i18n } = useTranslation();
  const query = useNotifications('all');
  return (
    <QueryState query={query}>
      {(list) =>
        list.items.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Bell className="size-4" aria-hidden="true" />
            {t('account.today.noActivity')}
          </p>
        ) : (
          <ul className="divide-y divide-line">
            {list.items.slice(0, 5).map((n) => (
              <li key={n.id} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  {n.link ? (
                    <Link to={n.link} className="font-medium hover:underline">
                      {n.title}
                    </Link>
                  ) : (
                    <p className="font-medium">{n.title}</p>
                  )}
                  <p className="text-sm text-muted">{n.body}</p>
                </div>
                <time dateTime={n.created_at} className="shrink-0 text-xs text-muted">
                  {timeAgo(n.created_at, i18n.language)}
                </time>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
