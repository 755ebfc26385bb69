import { PRODUCT_NAME } from '@roamstead/contract/constants';
import { Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { Button } from '../../../ui/Button';
import { QueryState, Skeleton } from '../../../ui/QueryState';
import { StateBadge } from '../../../ui/StateBadge';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useOptionalAuth, useOptionalLoginModal } from '../../auth';
import { useLocale } from '../../preferences';
import { useBooking, useTrips } from '../api';
import { PriceBreakdown } from '../components/PriceBreakdown';
import { useExactMoney } from '../money';

/** `/invoice?booking=ID`: a printable receipt of one booking; without an id, the trips to choose from. */
export default function InvoicePage() {
  const { t } = useTranslation();
  usePageTitle(t('booking.invoice.title'));
  const auth = useOptionalAuth();
  const loginModal = useOptionalLoginModal();
  const id = Number(useSearchParams()[0].get('booking')) || 0;

  if (!auth || auth.status === 'loading') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Skeleton rows={4} label={t('booking.loading')} />
      </div>
    );
  }
  if (auth.status === 'signed-out') {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{t('booking.invoice.title')}</h1>
        <p className="text-muted">{t('booking.invoice.signIn')}</p>
        <Button onClick={() => loginModal?.open()}>{t('booking.checkout.signIn')}</Button>
      </section>
    );
  }
  return <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">{id ? <Invoice id={id} /> : <InvoiceChooser />}</div>;
}

function InvoiceChooser() {
  const { t } = useTranslation();
  const trips = useTrips();
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{t('booking.invoice.title')}</h1>
      <p className="text-muted">{t('booking.invoice.choose')}</p>
      <QueryState query={trips}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-sm text-muted">{t('booking.trips.empty.upcoming')}</p>
          ) : (
            <ul className="space-y-2">
              {items.map((b) => (
                <li key={b.id}>
                  <Link to={`/invoice?booking=${b.id}`} className="font-semibold underline">
                    {b.code} · {b.listing.title}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

function Invoice({ id }: { id: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useExactMoney();
  const query = useBooking(id);
  return (
    <QueryState query={query} rows={6}>
      {(b) => (
        <article className="space-y-6 rounded-card border border-line bg-surface p-6 print:border-0 print:p-0">
          <header className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <p className="text-sm font-semibold text-brand-600">{PRODUCT_NAME}</p>
              <h1 className="text-2xl font-bold">{t('booking.invoice.receipt')}</h1>
              <p className="text-sm text-muted">
                {t('booking.checkout.code')}: <span className="font-mono">{b.code}</span> ·{' '}
                {formatDateTime(b.created_at, locale)}
              </p>
            </div>
            <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
              <Printer className="size-4" aria-hidden="true" />
              {t('booking.invoice.print')}
            </Button>
          </header>
          <section className="grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <h2 className="font-semibold">{b.listing.title}</h2>
              <p className="text-muted">{b.listing.place}</p>
              <p className="mt-1">
                <StateBadge state={b.state} />
              </p>
            </div>
            <div>
              {b.checkin && b.checkout && (
                <p>
                  {formatDay(b.checkin, locale)} – {formatDay(b.checkout, locale)}
                </p>
              )}
              {b.starts_at && !b.checkin && <p>{formatDateTime(b.starts_at, locale)}</p>}
              <p>{t('booking.checkout.guests', { count: b.guests })}</p>
              <p>{t('booking.invoice.guest', { name: b.guest?.first_name ?? t('booking.formerUser') })}</p>
            </div>
          </section>
          <PriceBreakdown quote={b.quote} />
          <section>
            <h2 className="text-sm font-semibold">{t('booking.trip.payments')}</h2>
            <table className="mt-2 w-full text-sm">
              <caption className="sr-only">{t('booking.trip.payments')}</caption>
              <tbody>
                {b.payments.map((p) => (
                  <tr key={p.id} className="border-b border-line/60">
                    <td className="py-1.5">{t(`booking.payment.${p.kind}`)}</td>
                    <td className="py-1.5 text-muted">{formatDateTime(p.created_at, locale)}</td>
                    <td className="py-1.5 font-mono text-xs text-muted">{p.reference}</td>
                    <td className="py-1.5 text-end font-medium">{money(p.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {b.refunded.amount > 0 && (
              <p className="mt-3 font-semibold" data-testid="invoice-refund">
                {t('booking.trip.refunded', { amount: money(b.refunded) })}
              </p>
            )}
          </section>
          <p className="text-xs text-muted">{t('booking.invoice.testMode')}</p>
        </article>
      )}
    </QueryState>
  );
}
