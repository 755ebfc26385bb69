import type { Earnings } from '@roamstead/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { QueryState } from '../../../ui/QueryState';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useEarnings } from '../api';
import { PayoutTable } from './PayoutTable';

interface PayoutsScreenProps {
  title: string;
  lead?: string;
  /** Skeleton rows while the earnings load. */
  rows: number;
  /** The days shown (by default from the first payout to the last). */
  range?: { from: string; to: string };
  /** What the screen shows above the list of the payouts. */
  children: (earnings: Earnings) => ReactNode;
}

/** The host's earnings and payments screens: the same data, every payout listed at the end. */
export function PayoutsScreen({ title, lead, rows, range, children }: PayoutsScreenProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  const earnings = useEarnings(range);
  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {lead && <p className="mt-1 text-muted">{lead}</p>}
      </div>
      <QueryState query={earnings} rows={rows}>
        {(e) => (
          <>
            {children(e)}
            <section aria-labelledby="payout-list" className="rounded-card border border-line bg-surface p-5">
              <h2 id="payout-list" className="mb-3 text-lg font-semibold">
                {t('booking.earnings.history')}
              </h2>
              <PayoutTable payouts={e.payouts} />
            </section>
          </>
        )}
      </QueryState>
    </section>
  );
}
