import { CANCELLATION_POLICIES, CANCELLATION_POLICY_IDS } from '@roamstead/contract/constants';
import { useTranslation } from '../../../i18n';
import { Page } from '../Page';

export default function CancellationPage() {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const duration = (unit: 'hour' | 'day', value: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  const notice = (hours: number) =>
    hours > 24 && hours % 24 === 0 ? duration('day', hours / 24) : duration('hour', hours);
  return (
    <Page title={t('help.cancellation.title')} lead={t('help.cancellation.lead')}>
      <ul className="grid gap-5 md:grid-cols-3">
        {CANCELLATION_POLICY_IDS.map((id) => (
          <li key={id} className="flex flex-col rounded-card border border-line p-5">
            <h2 className="text-xl font-semibold">{t(`help.cancellation.names.${id}`)}</h2>
            <p className="mt-1 text-sm text-muted">{t(`help.cancellation.summaries.${id}`)}</p>
            <ul className="mt-4 space-y-2 text-sm">
              {CANCELLATION_POLICIES[id].map((tier) => (
                <li key={tier.minHoursBeforeCheckIn} className="rounded-lg bg-success/5 p-2 text-success">
                  {t('help.cancellation.tier', {
                    notice: notice(tier.minHoursBeforeCheckIn),
                    percent: percent.format(tier.refundPercent / 100),
                  })}
                </li>
              ))}
              <li className="rounded-lg bg-brand-50 p-2 text-brand-700">{t('help.cancellation.otherwise')}</li>
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-3xl text-sm text-muted">{t('help.cancellation.checkIn')}</p>
      <p className="mt-2 max-w-3xl text-sm font-medium">{t('help.cancellation.hostCancels')}</p>
    </Page>
  );
}
