import type { ListingDetail } from '@roamstead/contract';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { useLocale } from '../../preferences';
import { useAvailability } from '../api';

const PAGE = 6;

/** The upcoming time slots of an experience; choosing one puts it in the booking card (`?slot=`). */
export function ExperienceSlots({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(PAGE);
  const availability = useAvailability(listing.id);
  const chosen = Number(params.get('slot')) || undefined;
  const slots = availability.data?.slots ?? [];
  const end = (startsAt: string) =>
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(
      new Date(Date.parse(startsAt) + (listing.duration_minutes ?? 0) * 60_000),
    );
  const choose = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('slot', String(id));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section aria-labelledby="slots-heading" className="flex flex-col gap-3 border-t border-line pt-6">
      <h2 id="slots-heading" className="text-xl font-semibold">
        {t('listings.experience.slots')}
      </h2>
      {availability.isPending && (
        <div role="status" aria-label={t('booking.loading')} className="h-32 animate-pulse rounded-lg bg-canvas" />
      )}
      {availability.isSuccess && slots.length === 0 && <p className="text-muted">{t('booking.widget.noSlots')}</p>}
      {slots.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2">
          {slots.slice(0, shown).map((slot) => {
            const full = slot.seats_left === 0;
            const selected = slot.id === chosen;
            return (
              <li key={slot.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  disabled={full}
                  onClick={() => choose(slot.id)}
                  className={`flex w-full items-center justify-between gap-3 rounded-lg border p-3 text-start text-sm disabled:opacity-50 ${
                    selected ? 'border-ink bg-canvas ring-1 ring-ink' : 'border-line hover:border-ink'
                  }`}
                >
                  <span>
                    <span className="block font-semibold">
                      {formatDateTime(slot.starts_at, locale)} – {end(slot.starts_at)}
                    </span>
                    <span className="text-muted">{t('booking.widget.seatsLeft', { count: slot.seats_left })}</span>
                  </span>
                  {selected && <Check className="size-4 shrink-0" aria-hidden="true" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {slots.length > shown && (
        <button
          type="button"
          onClick={() => setShown((n) => n + PAGE)}
          className="self-start rounded-lg border border-ink px-4 py-2 text-sm font-semibold hover:bg-canvas"
        >
          {t('listings.experience.moreSlots')}
        </button>
      )}
    </section>
  );
}
