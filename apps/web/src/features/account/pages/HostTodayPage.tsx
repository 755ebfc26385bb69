import { CalendarCheck, Inbox, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { buttonClass } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryState } from '../../../ui/QueryState';
import { NotificationItem, useNotifications } from '../../notifications';
import { useHostListings } from '../api';
import { ListingHealth } from '../components/ListingHealth';

/** Host Today: today's check-ins and check-outs, requests waiting for an answer, and listing health. */
export default function HostTodayPage() {
  const { t } = useTranslation();
  const notifications = useNotifications('all');
  const listings = useHostListings();
  return (
    <DashboardPage
      title={t('dashboard.nav.today')}
      description={t('account.hostToday.description')}
      actions={
        <Link to="/dashboard/add-property" className={buttonClass('primary')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('dashboard.nav.addProperty')}
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t('account.hostToday.checkInsOuts')}>
          <p className="flex items-center gap-2 text-sm text-muted">
            <CalendarCheck className="size-4" aria-hidden="true" />
            {t('account.hostToday.noGuestsToday')}
          </p>
        </Card>
        <Card title={t('account.hostToday.pending')}>
          <QueryState query={notifications}>
            {(list) => {
              const pending = list.items.filter((n) => n.action_status === 'pending');
              return pending.length === 0 ? (
                <p className="flex items-center gap-2 text-sm text-muted">
                  <Inbox className="size-4" aria-hidden="true" />
                  {t('account.hostToday.noPending')}
                </p>
              ) : (
                <ul className="-mx-4 divide-y divide-line">
                  {pending.map((n) => (
                    <NotificationItem key={n.id} item={n} onOpen={() => undefined} />
                  ))}
                </ul>
              );
            }}
          </QueryState>
        </Card>
      </div>
      <Card title={t('account.hostToday.listingHealth')}>
        <QueryState query={listings}>
          {(rows) =>
            rows.length === 0 ? (
              <p className="text-sm text-muted">{t('account.listings.none')}</p>
            ) : (
              <ul className="divide-y divide-line">
                {rows.map((l) => (
                  <ListingHealth key={l.id} listing={l} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </Card>
    </DashboardPage>
  );
}
