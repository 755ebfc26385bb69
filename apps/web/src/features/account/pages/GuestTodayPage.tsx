import { Plane } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { buttonClass } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { newAccount, useAuth } from '../../auth';
import { MENUS } from '../../dashboard';
import { EmptyState } from '../components/EmptyState';
import { RecentActivity } from '../components/RecentActivity';
import { Shortcuts } from '../components/Shortcuts';

/** Guest Today: next trip, recent activity and shortcuts. */
export default function GuestTodayPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const name = user?.first_name || user?.user_metadata.name || '';
  // A brand-new account is welcomed; a returning one is welcomed back.
  const greeting = newAccount.is(user?.id) ? 'account.today.welcome' : 'account.today.greeting';
  return (
    <DashboardPage title={t('dashboard.nav.today')} description={t(greeting, { name })}>
      <Card title={t('account.today.nextTrip')}>
        <EmptyState
          icon={Plane}
          title={t('account.today.noTrip')}
          text={t('account.today.noTripText')}
          action={
            <Link to="/" className={buttonClass('primary')}>
              {t('account.today.startSearching')}
            </Link>
          }
        />
      </Card>
      <div>
        <h2 className="mb-3 text-lg font-semibold">{t('account.today.shortcuts')}</h2>
        <Shortcuts items={MENUS.guest.filter((i) => i.key !== 'today').slice(0, 4)} />
      </div>
      <Card title={t('account.today.recentActivity')}>
        <RecentActivity />
      </Card>
    </DashboardPage>
  );
}
