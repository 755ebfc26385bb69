import type { Payout } from '@roamstead/contract';
import { useTranslation } from '../../../i18n';
import { formatDay } from '../../../lib/dates';
import { useLocale } from '../../preferences';
import { useExactMoney } from '../money';

/** Payout history: what each stay pays the host, the host fee deducted, and when. */
export function PayoutTable({ payouts }: { payouts: Payout[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useExactMoney();
  if (payouts.length === 0) return <p className="text-sm text-muted">{t('booking.earnings.noPayouts')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{t('booking.earnings.history')}</caption>
        <thead>
          <tr className="border-b border-line text-start text-muted">
            <th scope="col" className="py-2 text-start font-medium">
              {t('booking.earnings.stay')}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t('booking.earnings.date')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('booking.earnings.gross')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('booking.earnings.fee')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('booking.earnings.payout')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('booking.earnings.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((p) => (
            <tr key={p.id} className="border-b border-line/60">
              <td className="py-2">
                <span className="font-medium">{p.listing_title}</span>
                <span className="block text-xs text-muted">{p.guest_name ?? t('booking.formerUser')}</span>
                {p.role === 'cohost' ? (
                  <span className="block text-xs text-muted">{t('cohosts.payoutShare')}</span>
                ) : p.cohost_share.amount > 0 ? (
                  <span className="block text-xs text-muted">
                    {t('cohosts.payoutGiven', { amount: money(p.cohost_share) })}
                  </span>
                ) : null}
              </td>
              <td className="py-2">{formatDay((p.paid_at ?? p.scheduled_for).slice(0, 10), locale)}</td>
              <td className="py-2 text-end">{money(p.gross)}</td>
              <td className="py-2 text-end">−{money(p.host_fee)}</td>
              <td className="py-2 text-end font-semibold">{money(p.amount)}</td>
              <td className="py-2 text-end">{t(`booking.earnings.payoutStatus.${p.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
