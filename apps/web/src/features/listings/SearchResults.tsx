import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { NotAvailableOffline, waitingOffline } from '../../ui/offlineState';
import { RESULTS_PER_PAGE, useListingSearch } from './api';
import { ListingCard, ListingCardSkeleton } from './ListingCard';
import type { ResultsLayout } from './layouts';
import type { SearchState } from './searchState';

interface SearchResultsProps {
  state: SearchState;
  layout: ResultsLayout;
  onPage: (page: number) => void;
  onReset: () => void;
  /** The card whose pin is hovered or selected on the map. */
  highlightedId?: number | null;
  onHover?: (id: number | null) => void;
}

/** The live results of a search: skeletons, then cards and pages, or an empty or error state. */
export function SearchResults({ state, layout, onPage, onReset, highlightedId, onHover }: SearchResultsProps) {
  const { t } = useTranslation();
  const query = useListingSearch(state);
  // A page past the end (an old link, fewer results since) moves to the last page.
  const lastPage = query.data && !query.isPlaceholderData && query.data.items.length === 0 ? query.data.total_pages : 0;
  useEffect(() => {
    if (lastPage > 0) onPage(lastPage);
  }, [lastPage, onPage]);
  const grid = `grid ${layout.card === 'row' ? 'gap-4' : 'gap-x-6 gap-y-8'} ${layout.grid}`;

  if (waitingOffline(query))
    return (
      <div className="mx-auto max-w-md py-12">
        <NotAvailableOffline onRetry={() => void query.refetch()} />
      </div>
    );
  if (query.isError) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12">
        <Alert title={t('listings.results.errorTitle')}>
          <p>{t('listings.results.errorText')}</p>
        </Alert>
        <Button variant="secondary" onClick={() => query.refetch()}>
          {t('listings.results.retry')}
        </Button>
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <div role="status" aria-label={t('listings.results.loading')} className={grid}>
        {Array.from({ length: RESULTS_PER_PAGE }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ListingCardSkeleton key={i} variant={layout.card} />
        ))}
      </div>
    );
  }
  const { items, total, total_capped: capped, total_pages: pages } = query.data;
  if (total === 0) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
        <SearchX className="size-10 text-muted" aria-hidden="true" />
        <h2 className="text-xl font-semibold">{t('listings.results.emptyTitle')}</h2>
        <p className="text-muted">{t('listings.results.emptyText')}</p>
        <Button className="mt-2" onClick={onReset}>
          {t('listings.results.reset')}
        </Button>
      </div>
    );
  }

  return (
    <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={query.isFetching}>
      <p className="mb-4 text-sm text-muted" aria-live="polite">
        {t(capped ? 'listings.results.countCapped' : 'listings.results.count', { count: total })}
      </p>
      <ul className={grid}>
        {items.map((listing, index) => (
          <li key={listing.id} id={`result-${listing.id}`} className="scroll-mt-24">
            <ListingCard
              listing={listing}
              variant={layout.card}
              priority={index === 0}
              highlighted={listing.id === highlightedId}
              onHover={onHover}
            />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="mt-10 flex items-center justify-center gap-4" aria-label={t('listings.results.pages')}>
          <Button variant="secondary" disabled={state.page <= 1} onClick={() => onPage(state.page - 1)}>
            {t('listings.results.previous')}
          </Button>
          <p className="text-sm text-muted">{t('listings.results.pageOf', { page: state.page, pages })}</p>
          <Button variant="secondary" disabled={state.page >= pages} onClick={() => onPage(state.page + 1)}>
            {t('listings.results.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
