import type { CancellationPolicyId } from '@roamstead/contract';
import { CANCELLATION_POLICIES } from '@roamstead/contract/constants';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';

/** The listing's cancellation policy in words, from the same tiers the refunds are computed with. */
export function PolicyNote({ policy }: { policy: CancellationPolicyId }) {
  const { t } = useTranslation();
  const tiers = CANCELLATION_POLICIES[policy];
  return (
    <div className="text-sm">
      <p className="font-semibold">{t('booking.policy.title', { policy: t(`booking.policy.${policy}`) })}</p>
      <ul className="mt-1 list-disc ps-5 text-muted">
        {tiers.map((tier) => (
          <li key={tier.minHoursBeforeCheckIn}>
            {t('booking.policy.tier', {
              percent: tier.refundPercent,
              days: tier.minHoursBeforeCheckIn / 24,
              count: tier.minHoursBeforeCheckIn / 24,
            })}
          </li>
        ))}
        <li>{t('booking.policy.after')}</li>
      </ul>
      <Link to="/help/cancellation" className="mt-1 inline-block font-semibold underline">
        {t('booking.policy.more')}
      </Link>
    </div>
  );
}
