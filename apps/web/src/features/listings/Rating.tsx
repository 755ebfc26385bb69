import { Star } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { useLocale } from '../preferences';

/** One rating format per language, built once: a page of cards renders a rating each. */
const formats = new Map<string, Intl.NumberFormat>();
function ratingFormat(locale: string) {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
}

/** "★ 4.85 (12)", or "New" without reviews; read out in full by screen readers. */
export function Rating({ average, count }: { average: number | null; count: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (average === null || count === 0) {
    return <span className="text-sm font-medium">{t('listings.card.new')}</span>;
  }
  const rating = ratingFormat(locale).format(average);
  return (
    <span className="inline-flex shrink-0 items-center gap-1 text-sm whitespace-nowrap">
      <Star className="size-3.5 fill-current" aria-hidden="true" />
      <span aria-hidden="true">
        {rating} <span className="text-muted">({count})</span>
      </span>
      <span className="sr-only">{t('listings.card.rating', { rating, count })}</span>
    </span>
  );
}
