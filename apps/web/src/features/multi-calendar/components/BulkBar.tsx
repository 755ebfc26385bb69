import type { BulkNightAction } from '@roamstead/contract';
import { countDays } from '@roamstead/contract/constants';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { inputClass } from '../../../ui/TextField';

/** What can be done with the selected nights: block, open, price or reset them, all at once. */
export function BulkBar({
  ranges,
  currency,
  busy,
  onAction,
  onClear,
}: {
  ranges: { listing_id: number; from: string; to: string }[];
  currency: string;
  busy: boolean;
  onAction: (action: BulkNightAction, price?: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const priceId = useId();
  const [price, setPrice] = useState('');
  const nights = ranges.reduce((n, r) => n + countDays(r.from, r.to), 0);
  const listings = new Set(ranges.map((r) => r.listing_id)).size;
  const value = Number(price);
  const priceValid = price.trim() !== '' && Number.isFinite(value) && value > 0;

  return (
    <section
      aria-label={t('multiCalendar.bulk.label')}
      className="sticky bottom-20 z-30 space-y-3 rounded-card border border-line bg-surface p-4 shadow-lg md:bottom-4"
    >
      <p className="font-semibold" aria-live="polite">
        {t('multiCalendar.bulk.selected', {
          nights: t('multiCalendar.bulk.nights', { count: nights }),
          listings: t('multiCalendar.bulk.listings', { count: listings }),
        })}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Button disabled={busy} onClick={() => onAction('block')}>
          {t('multiCalendar.bulk.block')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onAction('unblock')}>
          {t('multiCalendar.bulk.unblock')}
        </Button>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (priceValid) onAction('price', value);
          }}
        >
          <div className="w-36">
            <label htmlFor={priceId} className="mb-1 block text-sm font-medium">
              {t('multiCalendar.bulk.price', { currency })}
            </label>
            <input
              id={priceId}
              className={inputClass}
              inputMode="decimal"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={busy || !priceValid}>
            {t('multiCalendar.bulk.setPrice')}
          </Button>
        </form>
        <Button variant="ghost" disabled={busy} onClick={() => onAction('reset_price')}>
          {t('multiCalendar.bulk.resetPrice')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onClear}>
          {t('multiCalendar.bulk.clear')}
        </Button>
      </div>
    </section>
  );
}
