import { MAX_SEARCH_NIGHTS } from '@roamstead/contract/constants';
import { arSA, de, enUS, es, fr } from 'date-fns/locale';
import { type DateRange, DayPicker } from 'react-day-picker';
import { useTranslation } from '../../../i18n';

const LOCALES = { en: enUS, es, fr, de, ar: arSA } as const;

interface DateRangeCalendarProps {
  range: DateRange | undefined;
  onChange: (range: DateRange | undefined) => void;
  months: number;
}

/** The stay's nights on a two-month range calendar (react-day-picker), loaded only when opened. */
export default function DateRangeCalendar({ range, onChange, months }: DateRangeCalendarProps) {
  const { i18n } = useTranslation();
  const language = (i18n.language?.split('-')[0] ?? 'en') as keyof typeof LOCALES;
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return (
    <DayPicker
      mode="range"
      locale={LOCALES[language] ?? enUS}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      numberOfMonths={months}
      selected={range}
      onSelect={onChange}
      defaultMonth={range?.from ?? today}
      startMonth={today}
      disabled={{ before: today }}
      excludeDisabled
      min={1}
      max={MAX_SEARCH_NIGHTS}
      className="text-sm"
    />
  );
}
