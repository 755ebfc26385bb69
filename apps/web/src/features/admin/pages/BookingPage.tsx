import { type AdminBookingDetail, minorDigits } from '@roamstead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { showSaveError } from '../../../api/formErrors';
import { useTranslation } from '../../../i18n';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { Dialog } from '../../../ui/Dialog';
import { TextAreaField } from '../../../ui/FormFields';
import { QueryState } from '../../../ui/QueryState';
import { StateBadge } from '../../../ui/StateBadge';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useExactMoney } from '../../booking';
import { useLocale } from '../../preferences';
import { adminKey, useAuditLog } from '../api';
import { AuditEntryItem } from '../components/AuditEntryItem';
import { ReasonAction } from '../components/ReasonAction';
import { moneyApi, useAdminBooking } from '../moneyApi';

/** One booking as support and finance see it: its moves, its money, its conversation, and cancelling or declining it. */
export default function BookingPage() {
  const { t } = useTranslation();
  const id = Number(useParams().bookingId);
  const booking = useAdminBooking(id);
  return (
    <QueryState query={booking} rows={6}>
      {(data) => (
        <DashboardPage
          title={`${data.code} · ${data.listing.title}`}
          description={
            <Link to="/admin/bookings" className="inline-flex items-center gap-1 text-brand-700 hover:underline">
              <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              {t('adminMoney.booking.back')}
            </Link>
          }
          actions={
            data.state === 'accepted' ? (
              <CancelAction booking={data} />
            ) : data.state === 'pending' ? (
              <ReasonAction
                label={t('adminMoney.decline.open')}
                title={t('adminMoney.decline.title')}
                description={t('adminMoney.decline.body')}
                confirm={t('adminMoney.decline.confirm')}
                done={t('adminMoney.decline.done')}
                run={(reason) => moneyApi.decline(data.id, { reason })}
              />
            ) : null
          }
        >
          <Details booking={data} />
        </DashboardPage>
      )}
    </QueryState>
  );
}

function Details({ booking: b }: { booking: AdminBookingDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useExactMoney();
  const trail = useAuditLog({ subject_type: 'booking', subject_id: String(b.id) });
  const person = (p: AdminBookingDetail['guest']) =>
    p ? (
      <Link to={`/admin/users/${p.id}`} className="text-brand-700 hover:underline">
        {p.name || p.email}
      </Link>
    ) : (
      t('booking.formerUser')
    );
  return (
    <div className="space-y-6">
      <Card title={t('adminMoney.booking.summary')}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t('adminMoney.booking.state')}</dt>
          <dd>
            <StateBadge state={b.state} />
          </dd>
          <dt className="text-muted">{t('adminMoney.bookings.guest')}</dt>
          <dd className="break-words">{person(b.guest)}</dd>
          <dt className="text-muted">{t('adminMoney.bookings.host')}</dt>
          <dd className="break-words">{person(b.host)}</dd>
          <dt className="text-muted">{t('adminMoney.booking.dates')}</dt>
          <dd>
            {b.checkin && b.checkout ? `${formatDay(b.checkin, locale)} – ${formatDay(b.checkout, locale)}` : '—'}
          </dd>
          <dt className="text-muted">{t('adminMoney.booking.total')}</dt>
          <dd>{money(b.total)}</dd>
          <dt className="text-muted">{t('adminMoney.booking.paid')}</dt>
          <dd>{money(b.paid)}</dd>
          <dt className="text-muted">{t('adminMoney.booking.refunded')}</dt>
          <dd>{money(b.refunded)}</dd>
          <dt className="text-muted">{t('adminMoney.booking.policy')}</dt>
          <dd>{b.cancellation_policy}</dd>
        </dl>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t('adminMoney.booking.history')} className="min-w-0">
          {b.history.length === 0 ? (
            <p className="text-sm text-muted">
              {t('adminMoney.booking.noHistory', { date: formatDateTime(b.state_changed_at, locale) })}
            </p>
          ) : (
            <ol className="divide-y divide-line text-sm">
              {b.history.map((h) => (
                <li key={`${h.event}-${h.at}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <StateBadge state={h.to} /> <span className="text-muted">{t(`adminMoney.actor.${h.actor}`)}</span>
                  </span>
                  <time dateTime={h.at} className="text-muted">
                    {formatDateTime(h.at, locale)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card title={t('adminMoney.booking.payout')} className="min-w-0">
          {b.payout ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-muted">{t('adminMoney.booking.payoutStatus')}</dt>
              <dd>{t(`adminMoney.payoutStatus.${b.payout.status}`, b.payout.status)}</dd>
              <dt className="text-muted">{t('adminMoney.payouts.gross')}</dt>
              <dd>{money(b.payout.gross)}</dd>
              <dt className="text-muted">{t('adminMoney.payouts.hostFee')}</dt>
              <dd>{money(b.payout.host_fee)}</dd>
              <dt className="text-muted">{t('adminMoney.payouts.amount')}</dt>
              <dd className="font-semibold">{money(b.payout.amount)}</dd>
            </dl>
          ) : (
            <p className="text-sm text-muted">{t('adminMoney.booking.noPayout')}</p>
          )}
        </Card>
      </div>
      <Card title={t('adminMoney.booking.ledger')}>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('adminMoney.booking.ledger')}</caption>
            <thead className="text-start text-muted">
              <tr>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('adminMoney.booking.kind')}
                </th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">
                  {t('adminMoney.booking.amount')}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('adminMoney.booking.reference')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('adminMoney.booking.when')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {b.payments.map((p) => (
                <tr key={p.id}>
                  <td className="py-2 pe-3">{t(`adminMoney.paymentKind.${p.kind}`, p.kind)}</td>
                  <td className="py-2 pe-3 text-end tabular-nums">{money(p.amount)}</td>
                  <td className="break-all py-2 pe-3 text-muted">{p.reference}</td>
                  <td className="py-2 whitespace-nowrap">{formatDateTime(p.created_at, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <Card title={t('adminMoney.booking.conversation')}>
        {b.conversation && b.conversation.messages.length > 0 ? (
          <ol className="space-y-3 text-sm">
            {b.conversation.messages.map((m) => (
              <li key={m.id} className="rounded-lg bg-canvas px-3 py-2">
                <p className="text-xs text-muted">
                  {m.sender ? t(`adminMoney.actor.${m.sender}`) : t('booking.formerUser')} ·{' '}
                  {formatDateTime(m.created_at, locale)}
                </p>
                <p className="whitespace-pre-wrap break-words">{m.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">{t('adminMoney.booking.noConversation')}</p>
        )}
      </Card>
      <Card title={t('adminMoney.booking.trail')}>
        <QueryState query={trail}>
          {(data) => {
            const entries = data.pages.flatMap((page) => page.entries);
            return entries.length === 0 ? (
              <p className="text-sm text-muted">{t('adminMoney.booking.noTrail')}</p>
            ) : (
              <ol className="divide-y divide-line">
                {entries.map((entry) => (
                  <AuditEntryItem key={entry.id} entry={entry} />
                ))}
              </ol>
            );
          }}
        </QueryState>
      </Card>
    </div>
  );
}

/** Cancel for support with a full or partial refund (a reason is required), asked in a dialog. */
function CancelAction({ booking }: { booking: AdminBookingDetail }) {
  const { t } = useTranslation();
  const money = useExactMoney();
  const queryClient = useQueryClient();
  const digits = minorDigits(booking.paid.currency);
  const major = (minor: number) => (minor / 10 ** digits).toFixed(digits);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(major(booking.refundable.amount));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.replace(',', '.'));
    if (!amount.trim() || !Number.isFinite(value) || value < 0) {
      setErrors({ amount: t('adminMoney.cancel.amountInvalid') });
      return;
    }
    setBusy(true);
    const [, err] = await moneyApi.cancel(booking.id, {
      refund_amount: Math.round(value * 10 ** digits),
      reason,
    });
    setBusy(false);
    if (err) {
      const next = { amount: err.details?.refund_amount?.[0], reason: err.details?.reason?.[0] };
      if (next.amount || next.reason) setErrors(next);
      else showSaveError(err);
      return;
    }
    setOpen(false);
    setErrors({});
    notify.success(t('adminMoney.cancel.done'));
    await queryClient.invalidateQueries({ queryKey: adminKey });
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('adminMoney.cancel.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('adminMoney.cancel.title')}
        description={t('adminMoney.cancel.body', { paid: money(booking.paid) })}
      >
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <TextField
            label={t('adminMoney.cancel.amount', { currency: booking.paid.currency })}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.amount}
            hint={t('adminMoney.cancel.amountHint', { paid: money(booking.refundable) })}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" onClick={() => setAmount(major(booking.refundable.amount))}>
              {t('adminMoney.cancel.full')}
            </Button>
            <Button variant="ghost" onClick={() => setAmount(major(0))}>
              {t('adminMoney.cancel.none')}
            </Button>
          </div>
          <TextAreaField
            label={t('adminMoney.cancel.reason')}
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errors.reason}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('adminMoney.cancel.keep')}
            </Button>
            <Button type="submit" disabled={busy}>
              {t('adminMoney.cancel.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
