import { CalendarDays, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../preferences';
import { nightsBetween } from '../searchState';

const DateRangeCalendar = lazy(() => import('./DateRangeCalendar'));

export interface StayDates {
  checkin?: string;
  checkout?: string;
}

/** A local calendar day as YYYY-MM-DD. */
const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const fromIso = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

interface DatesFieldProps {
  value: StayDates;
  onChange: (value: StayDates) => void;
  className: string;
}

/** "When": check-in and check-out picked on a range calendar in a popover. */
export function DatesField({ value, onChange, className }: DatesFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const format = (iso: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(fromIso(iso));
  const label =
    value.checkin && value.checkout
      ? `${format(value.checkin)} – ${format(value.checkout)}`
      : value.checkin
        ? `${format(value.checkin)} – …`
        : t('listings.search.datesPlaceholder');
  const nights = value.checkin && value.checkout ? nightsBetween(value.checkin, value.checkout) : 0;
  const months = typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches ? 2 : 1;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <div className={className}>
        <CalendarDays className="size-4 shrink-0 text-muted" aria-hidden="true" />
        <Popover.Trigger
          className="min-w-0 flex-1 text-start focus-visible:outline-2"
          aria-label={t('listings.search.datesLabel', { dates: label })}
        >
          <span className="block text-xs font-semibold">{t('listings.search.dates')}</span>
          <span className={`block truncate text-sm ${value.checkin ? 'text-ink' : 'text-muted'}`}>{label}</span>
        </Popover.Trigger>
        {value.checkin && (
          <button
            type="button"
            className="rounded-full p-1 text-muted hover:bg-canvas hover:text-ink"
            aria-label={t('listings.search.clearDates')}
            onClick={() => onChange({})}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={12}
          collisionPadding={16}
          className="z-40 rounded-card border border-line bg-surface p-4 shadow-xl"
          aria-label={t('listings.search.dates')}
        >
          <Suspense
            fallback={
              <div
                role="status"
                aria-label={t('listings.search.datesLoading')}
                className="h-72 w-72 animate-pulse rounded-lg bg-canvas"
              />
            }
          >
            <DateRangeCalendar
              months={months}
              range={
                value.checkin
                  ? { from: fromIso(value.checkin), to: value.checkout ? fromIso(value.checkout) : undefined }
                  : undefined
              }
              onChange={(range) =>
                onChange({
                  checkin: range?.from ? toIso(range.from) : undefined,
                  checkout: range?.to ? toIso(range.to) : undefined,
                })
              }
            />
          </Suspense>
          <div className="mt-2 flex items-center justify-between gap-4 border-t border-line pt-3 text-sm">
            <p className="text-muted" aria-live="polite">
              {nights > 0 ? t('listings.search.nights', { count: nights }) : t('listings.search.pickDates')}
            </p>
            <button
              type="button"
              className="rounded-lg bg-ink px-4 py-2 font-semibold text-white disabled:opacity-50"
              onClick={() => setOpen(false)}
            >
              {t('listings.search.done')}
            </button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
