import { LISTING_SORTS, type ListingSort } from '@roamstead/contract/constants';
import { List, Map as MapIcon, SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../i18n';
import { SaveSearchButton } from '../saved-searches';
import { countFilters, type SearchState } from './searchState';

interface SearchToolbarProps {
  state: SearchState;
  onFilters: () => void;
  onSort: (sort: ListingSort) => void;
  mapOpen: boolean;
  onToggleMap: () => void;
}

/** Filters button (with how many are set), sort order and the map toggle. */
export function SearchToolbar({ state, onFilters, onSort, mapOpen, onToggleMap }: SearchToolbarProps) {
  const { t } = useTranslation();
  const id = useId();
  const active = countFilters(state);
  const pill =
    'inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-semibold hover:border-ink';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={pill} onClick={onFilters} aria-haspopup="dialog">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {t('listings.filters.button')}
        {active > 0 && (
          <span className="rounded-full bg-ink px-1.5 text-xs text-white">
            <span aria-hidden="true">{active}</span>
            <span className="sr-only">{t('listings.filters.active', { count: active })}</span>
          </span>
        )}
      </button>
      <SaveSearchButton className={pill} suggestedName={state.place || t('listings.savedSearchName')} />
      <label htmlFor={`${id}-sort`} className="ms-auto text-sm text-muted max-sm:sr-only">
        {t('listings.sort.label')}
      </label>
      <select
        id={`${id}-sort`}
        className="rounded-full border border-line bg-surface px-3 py-2 text-sm font-semibold"
        value={state.sort ?? 'recommended'}
        onChange={(e) => onSort(e.target.value as ListingSort)}
      >
        {LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`listings.sort.${sort}`)}
          </option>
        ))}
      </select>
      <button type="button" className={pill} onClick={onToggleMap} aria-pressed={mapOpen}>
        {mapOpen ? <List className="size-4" aria-hidden="true" /> : <MapIcon className="size-4" aria-hidden="true" />}
        {mapOpen ? t('listings.map.hide') : t('listings.map.show')}
      </button>
    </div>
  );
}
