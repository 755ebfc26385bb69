import { Search } from 'lucide-react';
import { useTranslation } from '../../../i18n';
import { partySummary } from '../../../ui/GuestCounts';
import { useLocale } from '../../preferences';
import { partyOf, type SearchState } from '../searchState';
import { flexSummary } from './flexibleSummary';

const fromIso = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/** A phone's search after searching: one line summing it up, which opens the full form. */
export function CompactSearch({ state, onEdit }: { state: SearchState; onEdit: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const dates =
    state.checkin && state.checkout
      ? `${day.format(fromIso(state.checkin))} – ${day.format(fromIso(state.checkout))}`
      : state.flex && state.flexMonths
        ? flexSummary(t, locale, state.flex, state.flexMonths)
        : t('listings.search.anyWeek');
  const guests = partySummary(t, partyOf(state)) || t('listings.search.guestsPlaceholder');
  const place = state.place ?? t('listings.search.anywhere');
  return (
    <search aria-label={t('listings.search.label')}>
      <button
        type="button"
        onClick={onEdit}
        className="flex w-full items-center gap-3 rounded-full border border-line bg-surface px-4 py-2.5 text-start shadow-sm"
      >
        <Search className="size-4 shrink-0 text-ink" aria-hidden="true" />
        <span className="sr-only">{t('listings.search.edit')}</span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold">{place}</span>
          <span className="block truncate text-xs text-muted">
            {dates} · {guests}
          </span>
        </span>
      </button>
    </search>
  );
}
