import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../i18n';

const SWATCHES = [
  ['available', 'bg-surface'],
  ['booked', 'bg-green-100'],
  ['pending', 'bg-amber-100'],
  ['blocked', 'bg-stripes'],
  ['imported', 'bg-sky-100'],
] as const;

/** What the colours of the multi-calendar mean. */
export function Legend() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('multiCalendar.legend')} className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-muted">
      {SWATCHES.map(([key, swatch]) => (
        <li key={key} className="flex items-center gap-2">
          <span className={`size-4 rounded border border-line ${swatch}`} aria-hidden="true" />
          {t(`multiCalendar.legendItems.${key}`)}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <TriangleAlert className="size-4 text-danger" aria-hidden="true" />
        {t('multiCalendar.legendItems.conflict')}
      </li>
    </ul>
  );
}
