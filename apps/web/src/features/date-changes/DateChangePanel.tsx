import type { BookingDetail, DateChange, DateChangeQuote, Money } from '@roamstead/contract';
import { addDays } from '@roamstead/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarRange } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { ApiError } from '../../api/errors';
import { serverMessage } from '../../api/errors';
import { useTranslation } from '../../i18n';
import { formatDateTime, formatDay } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { notify } from '../../ui/toast';
import { formatMoneyWith, useLocale } from '../preferences';
import { changeKeys, dateChangeApi, useDateChanges } from './api';

const NO_CONVERSION = new Map<string, number>();

function useMoney() {
  const locale = useLocale();
  return useCallback((m: Money) => formatMoneyWith(m.amount, m.currency, m.currency, NO_CONVERSION, locale), [locale]);
}

/**
 * The trip page's date change part: the latest request's state, and a dialog to ask for new dates
 * or a new party with the new price and the difference. `onChanged` refreshes the trip.
 */
export function DateChangePanel({ booking, onChanged }: { booking: BookingDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const changeable =
    booking.viewer === 'guest' &&
    booking.state === 'accepted' &&
    booking.checkin !== null &&
    booking.actions.includes('cancel');
  const changes = useDateChanges(booking.id, booking.viewer === 'guest' && booking.checkin !== null);
  const [open, setOpen] = useState(false);
  const latest = changes.data?.[0];
  const pending = latest?.state === 'pending';
  if (!changeable && !latest) return null;

  return (
    <section
      aria-labelledby="date-change"
      className="rounded-card border border-line bg-surface p-5"
      data-testid="date-change"
    >
      <h2 id="date-change" className="mb-2 flex items-center gap-2 text-lg font-semibold">
        <CalendarRange className="size-5" aria-hidden="true" />
        {t('dateChanges.title')}
      </h2>
      {latest && <LatestChange change={latest} locale={locale} />}
      {pending && latest && <WithdrawButton change={latest} bookingId={booking.id} />}
      {changeable && !pending && (
        <>
          <p className="mt-1 text-sm text-muted">{t('dateChanges.intro')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => setOpen(true)}>
            {t('dateChanges.open')}
          </Button>
          <ChangeDialog
            open={open}
            onOpenChange={setOpen}
            booking={booking}
            onDone={() => {
              setOpen(false);
              onChanged();
            }}
          />
        </>
      )}
    </section>
  );
}

function WithdrawButton({ change, bookingId }: { change: DateChange; bookingId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const withdraw = async () => {
    setBusy(true);
    const [, err] = await dateChangeApi.withdraw(change.id);
    setBusy(false);
    if (err) notify.error(serverMessage(err));
    else notify.success(t('dateChanges.withdrawn'));
    await queryClient.invalidateQueries({ queryKey: changeKeys.list(bookingId) });
  };
  return (
    <Button variant="secondary" className="mt-3" onClick={() => void withdraw()} disabled={busy}>
      {t('dateChanges.withdraw')}
    </Button>
  );
}

function LatestChange({ change, locale }: { change: DateChange; locale: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const stay = t('dateChanges.stay', {
    from: formatDay(change.checkin, locale),
    to: formatDay(change.checkout, locale),
    count: change.guests,
  });
  return (
    <div className="text-sm" data-testid="latest-change" role="status">
      <p className="font-medium">{t(`dateChanges.state.${change.state}`, { stay })}</p>
      {change.state === 'pending' && (
        <p className="text-muted">{t('dateChanges.waiting', { time: formatDateTime(change.expires_at, locale) })}</p>
      )}
      {change.state === 'accepted' && change.difference.amount !== 0 && (
        <p className="text-muted">
          {change.difference.amount > 0
            ? t('dateChanges.charged', { amount: money(change.difference) })
            : t('dateChanges.refunded', { amount: money({ ...change.difference, amount: -change.difference.amount }) })}
        </p>
      )}
    </div>
  );
}

function ChangeDialog({
  open,
  onOpenChange,
  booking,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  booking: BookingDetail;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [checkin, setCheckin] = useState(booking.checkin ?? '');
  const [checkout, setCheckout] = useState(booking.checkout ?? '');
  const [guests, setGuests] = useState(String(booking.guests));
  const [card, setCard] = useState('');
  const [message, setMessage] = useState('');
  const [quote, setQuote] = useState<DateChangeQuote | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const body = () => ({
    checkin,
    checkout,
    guests: Number(guests),
    infants: booking.quote.infants,
    pets: booking.quote.pets,
  });
  const fieldError = (field: string) => error?.details?.[field]?.[0];
  const edited = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    setQuote(null);
  };

  const check = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const [data, err] = await dateChangeApi.quote(booking.id, body());
    setBusy(false);
    setQuote(data);
    setError(err);
  };

  const send = async () => {
    if (!quote) return;
    setBusy(true);
    setError(null);
    const [data, err] = await dateChangeApi.request(booking.id, {
      ...body(),
      quoted_difference: quote.difference,
      ...(quote.difference.amount > 0 ? { card_number: card } : {}),
      message,
    });
    setBusy(false);
    if (err) {
      setError(err);
      if (err.status === 409) setQuote(null);
      return;
    }
    notify.success(data.state === 'accepted' ? t('dateChanges.done') : t('dateChanges.sent'));
    await queryClient.invalidateQueries({ queryKey: changeKeys.list(booking.id) });
    onDone();
  };

  const diff = quote?.difference;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('dateChanges.dialogTitle')} width="max-w-lg">
      <form onSubmit={check} noValidate className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            type="date"
            label={t('dateChanges.checkin')}
            value={checkin}
            min={addDays(new Date().toISOString().slice(0, 10), 0)}
            onChange={edited(setCheckin)}
            error={fieldError('checkin')}
            required
          />
          <TextField
            type="date"
            label={t('dateChanges.checkout')}
            value={checkout}
            min={checkin}
            onChange={edited(setCheckout)}
            error={fieldError('checkout')}
            required
          />
          <TextField
            type="number"
            inputMode="numeric"
            label={t('dateChanges.guests')}
            value={guests}
            min={1}
            onChange={edited(setGuests)}
            error={fieldError('guests')}
            required
          />
        </div>
        {error && !error.details && (
          <p role="alert" className="text-sm text-danger">
            {serverMessage(error)}
          </p>
        )}
        {!quote && (
          <div className="flex justify-end">
            <Button type="submit" disabled={busy}>
              {t('dateChanges.check')}
            </Button>
          </div>
        )}
      </form>
      {quote && diff && (
        <div className="mt-4 space-y-4" data-testid="change-quote">
          <dl className="space-y-1 rounded-lg bg-canvas p-3 text-sm">
            <div className="flex justify-between gap-3">
              <dt>{t('dateChanges.newTotal', { count: quote.quote.nights })}</dt>
              <dd className="font-medium">{money(quote.quote.total)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>{t('dateChanges.paid')}</dt>
              <dd>{money(quote.previous_total)}</dd>
            </div>
            <div className="flex justify-between gap-3 border-t border-line pt-1 font-semibold">
              <dt>
                {diff.amount > 0
                  ? t('dateChanges.payMore')
                  : diff.amount < 0
                    ? t('dateChanges.getBack')
                    : t('dateChanges.same')}
              </dt>
              <dd data-testid="change-difference">{money({ ...diff, amount: Math.abs(diff.amount) })}</dd>
            </div>
          </dl>
          <p className="text-sm text-muted">{quote.instant ? t('dateChanges.instant') : t('dateChanges.byHost')}</p>
          {diff.amount > 0 && (
            <TextField
              label={t('dateChanges.card')}
              inputMode="numeric"
              autoComplete="cc-number"
              value={card}
              onChange={(e) => setCard(e.target.value)}
              error={fieldError('card_number')}
            />
          )}
          <TextAreaField
            label={t('dateChanges.message')}
            rows={2}
            maxLength={1000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setQuote(null)}>
              {t('dateChanges.edit')}
            </Button>
            <Button onClick={() => void send()} disabled={busy}>
              {quote.instant ? t('dateChanges.confirm') : t('dateChanges.request')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
