import { Copy, Gift, Users } from 'lucide-react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryState } from '../../../ui/QueryState';
import { inputClass } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useAccountQuery } from '../api';

/** The personal referral link and how many sign-ups came through it. */
export default function ReferralsPage() {
  const { t } = useTranslation();
  const referrals = useAccountQuery<{ code: string; link: string; signups: number }>(
    ['referrals'],
    '/account/referrals',
  );
  return (
    <DashboardPage title={t('account.referrals.title')} description={t('account.referrals.description')}>
      <QueryState query={referrals} rows={2}>
        {(r) => (
          <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
            <Card title={t('account.referrals.yourLink')}>
              <div className="flex flex-col gap-2 sm:flex-row">
                <input
                  readOnly
                  value={r.link}
                  aria-label={t('account.referrals.yourLink')}
                  className={inputClass}
                  onFocus={(e) => e.target.select()}
                />
                <Button
                  onClick={() =>
                    navigator.clipboard.writeText(r.link).then(
                      () => notify.success(t('account.referrals.copied')),
                      () => notify.error(t('account.referrals.copyFailed')),
                    )
                  }
                >
                  <Copy className="size-4" aria-hidden="true" />
                  {t('account.referrals.copy')}
                </Button>
              </div>
              <p className="mt-3 flex items-center gap-2 text-sm text-muted">
                <Gift className="size-4" aria-hidden="true" />
                {t('account.referrals.how')}
              </p>
            </Card>
            <Card>
              <p className="flex items-center gap-2 text-sm text-muted">
                <Users className="size-4" aria-hidden="true" />
                {t('account.referrals.signups')}
              </p>
              <p className="mt-1 text-4xl font-bold" data-testid="referral-signups">
                {r.signups}
              </p>
            </Card>
          </div>
        )}
      </QueryState>
    </DashboardPage>
  );
}
