import { countDays, type FlexKind, monthOf, todayUtc } from '@roamstead/contract/constants';
import { CalendarDays, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useLocale } from '../../preferences';
import type { DatesMode } from './DatesPopover';
import { flexSummary } from './flexibleSummary';

// Radix Popover (with its positioning engine) and the calendar load on the first opening.
const DatesPopover = lazy(() => import('./DatesPopover'));

/** Exact dates, or flexible ones (a weekend, a week or a month in chosen months): never both. */
export interface StayDates {
  checkin?: string;
  checkout?: string;
  flex?: FlexKind;
  flexMonths?: string[];
  flexNights?: number;
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

/** "When": check-in and check-out picked on a range calendar in a popover, or "I'm flexible". */
export function DatesField({ value, onChange, className }: DatesFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // Once opened, the Radix popover stays mounted: its trigger takes over from the stand-in.
  const [used, setUsed] = useState(false);
  const [mode, setMode] = useState<DatesMode>(value.flex ? 'flexible' : 'dates');
  const flexible = value.flex && value.flexMonths?.length ? value : null;
  const format = (iso: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(fromIso(iso));
  const label = flexible?.flex
    ? flexSummary(t, locale, flexible.flex, flexible.flexMonths ?? [])
    : value.checkin && value.checkout
      ? `${format(value.checkin)} – ${format(value.checkout)}`
      : value.checkin
        ? `${format(value.checkin)} – …`
        : t('listings.search.datesPlaceholder');

  const trigger = {
    className: 'min-w-0 flex-1 text-start focus-visible:outline-2',
    children: (
      <>
        <span className="block text-xs font-semibold">{t('listings.search.dates')}</span>
        <span className={`block truncate text-sm ${value.checkin || flexible ? 'text-ink' : 'text-muted'}`}>
          {label}
        </span>
      </>
    ),
  };
  const field = (triggerElement: ReactNode) => (
    <div className={className}>
      <CalendarDays className="size-4 shrink-0 text-muted" aria-hidden="true" />
      {triggerElement}
      {(value.checkin || flexible) && (
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
  );
  // Until the popover has loaded, a plain button with the same look stands in for its trigger.
  const standIn = field(
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => {
        setUsed(true);
        setOpen(true);
      }}
      {...trigger}
    />,
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DatesPopover
        open={open}
        onOpenChange={setOpen}
        field={field}
        trigger={trigger}
        range={
          value.checkin
            ? { from: fromIso(value.checkin), to: value.checkout ? fromIso(value.checkout) : undefined }
            : undefined
        }
        onRangeChange={(range) =>
          onChange({
            checkin: range?.from ? toIso(range.from) : undefined,
            checkout: range?.to ? toIso(range.to) : undefined,
          })
        }
        nights={value.checkin && value.checkout ? countDays(value.checkin, value.checkout) : 0}
        mode={mode}
        onModeChange={(next) => {
          setMode(next);
          // Flexible starts from a weekend next month; the choice is kept until dates are picked.
          if (next === 'flexible' && !value.flex) onChange({ flex: 'weekend', flexMonths: [monthOf(todayUtc(), 1)] });
        }}
        flexible={{ flex: value.flex ?? 'weekend', flexMonths: value.flexMonths ?? [], flexNights: value.flexNights }}
        onFlexibleChange={(choice) => onChange(choice)}
      />
    </Suspense>
  );
}
