import {
  FLEX_KINDS,
  FLEX_LIMITS,
  FLEX_NIGHTS,
  type FlexKind,
  flexibleMonths,
  todayUtc,
} from '@roamstead/contract/constants';
import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import { useLocale } from '../../preferences';
import { monthName } from './flexibleSummary';

export interface FlexibleChoice {
  flex: FlexKind;
  flexMonths: string[];
  flexNights?: number;
}

const chip =
  'rounded-full border px-3 py-1.5 text-sm font-medium aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white disabled:opacity-40 border-line hover:border-ink';

/** "I'm flexible": a weekend, a week or a month, in up to three of the next twelve months, and how many nights. */
export default function FlexibleDates({
  value,
  onChange,
}: {
  value: FlexibleChoice;
  onChange: (value: FlexibleChoice) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nightsId = useId();
  const today = todayUtc();
  const months = flexibleMonths(today);
  const thisYear = today.slice(0, 4);
  const full = value.flexMonths.length >= FLEX_LIMITS.months;
  const toggleMonth = (month: string) => {
    const chosen = value.flexMonths.includes(month)
      ? value.flexMonths.filter((m) => m !== month)
      : [...value.flexMonths, month].sort();
    onChange({ ...value, flexMonths: chosen });
  };
  const range = FLEX_NIGHTS[value.flex];
  const nights = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
  return (
    <div className="flex w-[min(22rem,calc(100vw-4rem))] flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('flexibleDates.stayFor')}</legend>
        <div className="flex flex-wrap gap-2">
          {FLEX_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              className={chip}
              aria-pressed={value.flex === kind}
              onClick={() => onChange({ ...value, flex: kind, flexNights: undefined })}
            >
              {t(`flexibleDates.kind.${kind}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t('flexibleDates.goIn')}</legend>
        <p className="mb-2 text-xs text-muted" aria-live="polite">
          {full ? t('flexibleDates.monthsFull') : t('flexibleDates.monthsHint')}
        </p>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {months.map((month) => {
            const pressed = value.flexMonths.includes(month);
            return (
              <button
                key={month}
                type="button"
                className={chip}
                aria-pressed={pressed}
                disabled={full && !pressed}
                onClick={() => toggleMonth(month)}
              >
                {monthName(locale, month, !month.startsWith(thisYear))}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={nightsId} className="text-sm font-semibold">
          {t('flexibleDates.nights')}
        </label>
        <select
          id={nightsId}
          className="rounded-lg border border-line bg-surface px-3 py-2 text-sm"
          value={value.flexNights ?? ''}
          onChange={(event) =>
            onChange({ ...value, flexNights: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">{t('flexibleDates.usualNights', { nights: range.default })}</option>
          {nights.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
