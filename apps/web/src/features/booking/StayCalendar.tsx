import { listDays } from '@roamstead/contract/constants';
import { arSA, de, enUS, es, fr } from 'date-fns/locale';
import { type DateRange, DayPicker } from 'react-day-picker';
import { useTranslation } from '../../i18n';
import { isoDay } from '../../lib/dates';

const LOCALES = { en: enUS, es, fr, de, ar: arSA } as const;

interface StayCalendarProps {
  range: DateRange | undefined;
  onChange: (range: DateRange | undefined) => void;
  /** Nights (YYYY-MM-DD) already held or blocked. */
  unavailable: ReadonlySet<string>;
  months: number;
  /** The month shown first when nothing is chosen yet (by default the chosen check-in's, or today's). */
  month?: Date;
}

/**
 * The listing's range calendar (react-day-picker, loaded only when opened). Taken nights are
 * disabled, except that the first taken night after a chosen check-in can still be the checkout
 * day: back-to-back stays are allowed.
 */
export default function StayCalendar({ range, onChange, unavailable, months, month }: StayCalendarProps) {
  const { i18n } = useTranslation();
  const language = (i18n.language?.split('-')[0] ?? 'en') as keyof typeof LOCALES;
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const disabled = (date: Date) => {
    if (date < today) return true;
    const day = isoDay(date);
    if (!unavailable.has(day)) return false;
    if (range?.from && !range.to) {
      const from = isoDay(range.from);
      return !(day > from && listDays(from, day).every((n) => !unavailable.has(n)));
    }
    return true;
  };
  return (
    <DayPicker
      mode="range"
      locale={LOCALES[language] ?? enUS}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      numberOfMonths={months}
      selected={range}
      onSelect={onChange}
      defaultMonth={range?.from ?? month ?? today}
      startMonth={today}
      disabled={disabled}
      modifiers={{ taken: (date) => unavailable.has(isoDay(date)) }}
      modifiersClassNames={{ taken: 'line-through text-muted' }}
      min={1}
      className="text-sm"
    />
  );
}
