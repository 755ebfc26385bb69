import type { ListingCard } from '@roamstead/contract';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { useHydrated } from '../../ui/useHydrated';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useCurrency } from '../preferences';
import { useListingSearch } from './api';
import { CategoryBar } from './CategoryBar';
import type { ResultsLayout } from './layouts';
import { SearchBar } from './SearchBar';
import { SearchResults } from './SearchResults';
import { SearchToolbar } from './SearchToolbar';
import { CompactSearch } from './search/CompactSearch';
import { type SearchState, toSearchParams } from './searchState';
import { useSearchState } from './useSearchState';

// Not needed for the first paint: loaded when shown.
// The results map's styles (it imports none itself) come with the page, before it renders: added
// with the map, each stylesheet restyled the whole page of results (docs/adr/0039).
import './map/map.css';

const ResultsMap = lazy(() => import('./map/ResultsMap'));
const FiltersDialog = lazy(() => import('./search/FiltersDialog'));

interface SearchViewProps {
  layout: ResultsLayout;
  title: string;
  lead: string;
  /** A category fixed by the route (`/category/:slug`); the category bar then moves between routes. */
  category?: string;
}

/** A page of live search results: heading, search bar, category bar, filters, results and map, arranged by `layout`. */
export function SearchView({ layout, title, lead, category }: SearchViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearchState();
  const { update, reset } = search;
  const state: SearchState = useMemo(
    () => (category ? { ...search.state, category } : search.state),
    [search.state, category],
  );
  const wide = useMediaQuery('(min-width: 1024px)');
  const [mapToggled, setMapToggled] = useState<boolean | null>(null);
  const mapOpen = mapToggled ?? (wide && layout.map !== 'none');
  // The map's place is the layout's, applied by CSS on wide screens: the server, which cannot know
  // the screen's width, renders what a wide screen shows, and hydrating moves nothing.
  const beside = layout.map === 'start' || layout.map === 'end';
  // Until the visitor toggles it, the layout's map is a wide screen's only.
  const mapSlot = mapToggled ?? layout.map !== 'none';
  const mapSlotClass = mapToggled ? '' : 'hidden lg:block';
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [searchAsMove, setSearchAsMove] = useState(Boolean(state.bbox));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersLoaded, setFiltersLoaded] = useState(false);

  const showPage = useCallback(
    (page: number) => {
      update({ page });
      window.scrollTo({ top: 0 });
    },
    [update],
  );
  const chooseCategory = (slug: string | undefined) => {
    if (!category) return update({ category: slug });
    const params = toSearchParams({ ...state, category: undefined, page: 1 }).toString();
    navigate(`${slug ? `/category/${slug}` : '/'}${params ? `?${params}` : ''}`);
  };

  // On a phone, a search made folds into a one-line summary so that the results start on screen.
  // Both are rendered and CSS shows the one the screen's width calls for, as the server cannot know it.
  const searched = Boolean(state.place || state.checkin || state.guests || state.infants || state.pets);
  const [editing, setEditing] = useState(false);
  const folds = searched && !editing;
  /** Classes of what a phone's folded search leaves out. */
  const unfolded = folds ? 'max-sm:hidden' : '';
  const resultsQuery = useListingSearch(state);
  const total = resultsQuery.isPlaceholderData ? undefined : resultsQuery.data?.total;
  // After a search for a place, the heading says how many stays it has.
  const headingText =
    state.place && total !== undefined ? t('listings.results.inPlace', { count: total, place: state.place }) : title;

  // Remounted when the URL changes elsewhere (back button, reset), so its fields follow the URL.
  const searchBar = (variant: 'bar' | 'raised' | 'stacked') => (
    <>
      {folds && (
        <div className="sm:hidden">
          <CompactSearch state={state} onEdit={() => setEditing(true)} />
        </div>
      )}
      <div className={unfolded || 'contents'}>
        <SearchBar
          key={`${state.place}|${state.guests}|${state.children}|${state.infants}|${state.pets}|${state.checkin}|${state.checkout}|${state.flex}|${state.flexMonths}|${state.flexNights}`}
          state={state}
          onSearch={(change) => {
            update(change);
            setEditing(false);
          }}
          variant={variant}
        />
      </div>
    </>
  );
  const categories = <CategoryBar value={state.category} onChange={chooseCategory} />;
  const toolbar = (
    <SearchToolbar
      state={state}
      onFilters={() => {
        setFiltersLoaded(true);
        setFiltersOpen(true);
      }}
      onSort={(sort) => update({ sort })}
      mapOpen={mapOpen}
      onToggleMap={() => setMapToggled(!mapOpen)}
    />
  );
  const results = (
    <SearchResults
      state={state}
      layout={layout}
      onReset={category ? () => navigate(`/category/${category}`) : reset}
      onPage={showPage}
      highlightedId={selectedId ?? hoveredId}
      onHover={setHoveredId}
    />
  );
  const mapHeight = beside ? 'h-80 sm:h-96 lg:h-[calc(100dvh-6rem)] lg:min-h-96' : 'h-80 sm:h-96';
  const map = mapOpen ? (
    <SearchMap
      state={state}
      hoveredId={hoveredId}
      selectedId={selectedId}
      onHover={setHoveredId}
      onSelect={(id) => {
        setSelectedId(id);
        if (id !== null) document.getElementById(`result-${id}`)?.scrollIntoView({ block: 'nearest' });
      }}
      searchAsMove={searchAsMove}
      onSearchAsMoveChange={(on) => {
        setSearchAsMove(on);
        if (!on && state.bbox) update({ bbox: undefined }, { replace: true });
      }}
      onBoundsChange={(bbox) => update({ bbox, place: undefined }, { replace: true })}
      className={mapHeight}
    />
  ) : (
    // Where a wide screen's map goes, until the browser knows the screen is wide.
    <MapPlaceholder className={mapHeight} />
  );
  const filters = filtersLoaded ? (
    <Suspense fallback={null}>
      <FiltersDialog
        key={filtersOpen ? 'open' : 'closed'}
        state={state}
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        onApply={(change) => {
          update(change);
          setFiltersOpen(false);
        }}
      />
    </Suspense>
  ) : null;

  const heading = (
    <div>
      <h1 className="text-2xl font-bold sm:text-3xl" aria-live="polite">
        {headingText}
      </h1>
      <p className={`mt-1 text-muted ${unfolded}`}>{lead}</p>
    </div>
  );
  const container = layout.width === 'full' ? 'px-4 sm:px-6 lg:px-10' : 'mx-auto max-w-7xl px-4 sm:px-6';
  const body = (
    <div
      className={
        beside && mapSlot
          ? `flex flex-col gap-6 lg:grid ${layout.map === 'end' ? 'lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]' : 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)]'}`
          : 'contents'
      }
    >
      {mapSlot && !beside && <div className={mapSlotClass}>{map}</div>}
      <div
        className={
          beside && mapSlot ? `flex min-w-0 flex-col gap-6 ${layout.map === 'start' ? 'lg:order-2' : ''}` : 'contents'
        }
      >
        {results}
      </div>
      {mapSlot && beside && (
        <div className={`${mapSlotClass} order-first lg:sticky lg:top-20 lg:order-none lg:self-start`}>{map}</div>
      )}
    </div>
  );

  if (layout.search === 'side') {
    return (
      <div className={`${container} grid gap-8 py-8 lg:grid-cols-[18rem_1fr]`}>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
          {heading}
          {searchBar('stacked')}
        </aside>
        <div className="flex min-w-0 flex-col gap-6">
          {categories}
          {toolbar}
          {body}
        </div>
        {filters}
      </div>
    );
  }
  return (
    <>
      {layout.search === 'banner' ? (
        <section className="bg-gradient-to-br from-brand-600 to-brand-700 px-4 py-14 text-white sm:py-20">
          <div className="mx-auto flex max-w-3xl flex-col gap-6 text-center">
            <div>
              <h1 className="text-3xl font-bold sm:text-4xl" aria-live="polite">
                {headingText}
              </h1>
              <p className={`mt-2 text-brand-50 ${unfolded}`}>{lead}</p>
            </div>
            {searchBar('raised')}
          </div>
        </section>
      ) : (
        <div className={`${container} flex flex-col gap-5 pt-8 ${folds ? 'max-sm:gap-3 max-sm:pt-4' : ''}`}>
          {heading}
          {searchBar('bar')}
        </div>
      )}
      <div className={`${container} flex flex-col gap-6 pt-4 pb-12`}>
        {categories}
        {toolbar}
        {body}
      </div>
      {filters}
    </>
  );
}

interface SearchMapProps {
  state: SearchState;
  hoveredId: number | null;
  selectedId: number | null;
  onHover: (id: number | null) => void;
  onSelect: (id: number | null) => void;
  searchAsMove: boolean;
  onSearchAsMoveChange: (on: boolean) => void;
  onBoundsChange: (bbox: NonNullable<SearchState['bbox']>) => void;
  className: string;
}

/** The map of the page of results shown in the list (same query, so the same cache entry). */
function SearchMap({ state, className, ...props }: SearchMapProps) {
  const query = useListingSearch(state);
  const { formatMoney } = useCurrency();
  // The card's price rule (whole units in the visitor's currency), so a pin reads like its card.
  const priceOf = useCallback((l: ListingCard) => formatMoney(l.price.amount, l.price.currency), [formatMoney]);
  const searchKey = toSearchParams({ ...state, bbox: undefined }).toString();
  const placeholder = <MapPlaceholder className={className} />;
  const hydrated = useHydrated();
  // Leaflet loads in the browser once the results are in, so the list and its photos come first.
  if (query.isPending || !hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ResultsMap
        {...props}
        items={query.data?.items ?? []}
        priceOf={priceOf}
        bbox={state.bbox}
        searchKey={searchKey}
        className={className}
      />
    </Suspense>
  );
}

/** The map's place while it loads. */
function MapPlaceholder({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('listings.map.loading')}
      className={`animate-pulse rounded-card bg-canvas ${className}`}
    />
  );
}
