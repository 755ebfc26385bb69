import type { BulkRulesBody, MultiCalendarRow } from '@roamstead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { minorDigits } from '../../preferences';
import { invalidateCalendars, multiCalendarApi } from '../api';

const FIELDS = [
  'min_nights',
  'weekend_price',
  'weekly_discount_percent',
  'monthly_discount_percent',
  'advance_notice_days',
  'preparation_nights',
] as const;
type Field = (typeof FIELDS)[number];

/** The same pricing and stay rules for many listings at once; a field left empty keeps each listing's own. */
export function RulesDialog({
  open,
  onOpenChange,
  listings,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  listings: MultiCalendarRow[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Set<number>>(() => new Set(listings.map((l) => l.id)));
  const [values, setValues] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>,
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const titleOf = (id: number) => listings.find((l) => l.id === id)?.title || t('booking.calendar.untitled', { id });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const rules: BulkRulesBody['rules'] = {};
    for (const f of FIELDS) {
      const raw = values[f].trim();
      if (raw === '') continue;
      const n = Number(raw);
      if (f === 'weekend_price') {
        const currency = listings.find((l) => picked.has(l.id))?.currency ?? 'USD';
        rules.weekend_price = Math.round(n * 10 ** minorDigits(currency));
      } else rules[f] = n;
    }
    setBusy(true);
    const [edit, err] = await multiCalendarApi.editRules({ listing_ids: [...picked], rules });
    setBusy(false);
    if (err) {
      setErrors(err.details ?? { _: [err.message] });
      return;
    }
    setErrors({});
    onOpenChange(false);
    void invalidateCalendars(queryClient);
    notify.undoable(t('multiCalendar.done.rules'), t('multiCalendar.undo'), async () => {
      const [, undoErr] = await multiCalendarApi.undo(edit.edit_id);
      if (undoErr) notify.error(undoErr.message);
      else notify.success(t('multiCalendar.undone'));
      void invalidateCalendars(queryClient);
    });
  };

  const fieldError = (f: Field) => errors[`rules.${f}`]?.join(' ');
  const other = Object.entries(errors).filter(
    ([k]) => !k.startsWith('rules.') || !FIELDS.includes(k.slice(6) as Field),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('multiCalendar.rules.title')}
      description={t('multiCalendar.rules.description')}
      width="max-w-xl"
    >
      <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">{t('multiCalendar.rules.listings')}</legend>
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              checked={picked.size === listings.length}
              onChange={(e) => setPicked(new Set(e.target.checked ? listings.map((l) => l.id) : []))}
            />
            {t('multiCalendar.rules.all')}
          </label>
          <div className="max-h-40 space-y-1 overflow-y-auto rounded-lg border border-line p-2">
            {listings.map((l) => (
              <label key={l.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={picked.has(l.id)}
                  onChange={(e) => {
                    const next = new Set(picked);
                    if (e.target.checked) next.add(l.id);
                    else next.delete(l.id);
                    setPicked(next);
                  }}
                />
                {titleOf(l.id)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          {FIELDS.map((f) => (
            <TextField
              key={f}
              label={t(`multiCalendar.rules.fields.${f}`)}
              inputMode={f === 'weekend_price' ? 'decimal' : 'numeric'}
              value={values[f]}
              error={fieldError(f)}
              onChange={(e) => setValues({ ...values, [f]: e.target.value })}
            />
          ))}
        </div>
        {other.length > 0 && (
          <Alert title={t('multiCalendar.refusedTitle')}>
            <ul className="mt-1 list-disc space-y-0.5 ps-5">
              {other.map(([key, messages]) => (
                <li key={key}>
                  {/^\d+$/.test(key) ? `${titleOf(Number(key))}: ` : ''}
                  {messages.join(' ')}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('multiCalendar.rules.cancel')}
          </Button>
          <Button type="submit" disabled={busy || picked.size === 0}>
            {t('multiCalendar.rules.apply', { count: picked.size })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
