import { TAX_SUMMARY_FIRST_YEAR } from '@roamstead/contract';
import { useState } from 'react';
import { errorText } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { QueryState } from '../../../ui/QueryState';
import { notify } from '../../../ui/toast';
import { formatMoneyWith, useCurrency, useLocale } from '../../preferences';
import { downloadEarningsCsv, useTaxSummary } from '../hostMoneyApi';

const NO_CONVERSION = new Map<string, number>();

/** `/dashboard/host/taxes`: a calendar year of earnings per listing and month, and its CSV. */
export function TaxSummaryCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency } = useCurrency();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const summary = useTaxSummary(year, currency);
  const money = (amount: number) => formatMoneyWith(amount, currency, currency, NO_CONVERSION, locale);
  const years = Array.from({ length: thisYear + 1 - TAX_SUMMARY_FIRST_YEAR + 1 }, (_, i) => thisYear + 1 - i);
  const download = () =>
    downloadEarningsCsv(`${year}-01-01`, `${year}-12-31`, currency).catch((err) => notify.error(errorText(err)));
  return (
    <section aria-labelledby="tax-summary-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="tax-summary-heading" className="text-lg font-semibold">
            {t('booking.taxSummary.title')}
          </h2>
          <p className="text-sm text-muted">{t('booking.taxSummary.help', { currency })}</p>
        </div>
        <div className="flex items-end gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('booking.taxSummary.year')}
            <select
              className="rounded-lg border border-line bg-surface px-3 py-2.5"
              value={year}
              onChange={(e) => setYear(Number(e.target.value))}
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <Button variant="secondary" onClick={download}>
            {t('booking.taxSummary.download')}
          </Button>
        </div>
      </div>
      <QueryState query={summary} rows={3}>
        {(s) => (
          <>
            <dl className="grid gap-3 sm:grid-cols-4">
              {(
                [
                  ['gross', s.totals.gross],
                  ['fees', s.totals.host_fee],
                  ['net', s.totals.net],
                  ['upcoming', s.totals.upcoming],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="rounded-lg border border-line p-3">
                  <dt className="text-sm text-muted">{t(`booking.taxSummary.${key}`)}</dt>
                  <dd className="text-xl font-bold" data-testid={`tax-${key}`}>
                    {money(value)}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-muted">
              {t('booking.taxSummary.stays', { count: s.totals.bookings, nights: s.totals.nights })}
            </p>
            {s.by_listing.length === 0 ? (
              <p className="text-sm text-muted">{t('booking.taxSummary.none', { year: s.year })}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full min-w-[32rem] text-sm">
                  <caption className="sr-only">{t('booking.taxSummary.byListing')}</caption>
                  <thead>
                    <tr className="border-b border-line text-muted">
                      <th scope="col" className="py-2 text-start font-medium">
                        {t('booking.taxSummary.listing')}
                      </th>
                      <th scope="col" className="py-2 text-end font-medium">
                        {t('booking.taxSummary.nights')}
                      </th>
                      <th scope="col" className="py-2 text-end font-medium">
                        {t('booking.taxSummary.gross')}
                      </th>
                      <th scope="col" className="py-2 text-end font-medium">
                        {t('booking.taxSummary.fees')}
                      </th>
                      <th scope="col" className="py-2 text-end font-medium">
                        {t('booking.taxSummary.net')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {s.by_listing.map((l) => (
                      <tr key={l.listing_title} className="border-b border-line last:border-0">
                        <th scope="row" className="py-2 text-start font-normal">
                          {l.listing_title}
                        </th>
                        <td className="py-2 text-end">{l.nights}</td>
                        <td className="py-2 text-end">{money(l.gross)}</td>
                        <td className="py-2 text-end">{money(l.host_fee)}</td>
                        <td className="py-2 text-end font-medium">{money(l.net)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
