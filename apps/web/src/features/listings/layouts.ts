import type { DemoLayoutPath } from '@roamstead/contract/constants';
import type { CardVariant } from './ListingCard';

/** How a page shows the live search: card style, column count, and where the search bar sits. */
export interface ResultsLayout {
  card: CardVariant;
  /** Grid classes of the result list (responsive from 375px). */
  grid: string;
  /** 'banner': the search bar sits on a hero photo above the results. */
  search: 'top' | 'banner' | 'side';
  /** Page width. */
  width: 'contained' | 'full';
  /** Where the results map sits on wide screens ('none': behind a 'Show map' button). */
  map: 'none' | 'start' | 'end' | 'top';
}

const GRID = {
  auto: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
  rows: 'grid-cols-1',
  rows2: 'grid-cols-1 xl:grid-cols-2',
  /** Beside a map: fewer columns. */
  map: 'grid-cols-1 sm:grid-cols-2 2xl:grid-cols-3',
} as const;

const layout = (grid: keyof typeof GRID, options: Partial<Omit<ResultsLayout, 'grid'>> = {}): ResultsLayout => ({
  card: grid === 'rows' || grid === 'rows2' ? 'row' : 'tile',
  search: 'top',
  width: 'contained',
  map: 'none',
  ...options,
  grid: GRID[grid],
});

/** Home (Explore): results beside the map. */
export const EXPLORE_LAYOUT = layout('map', { width: 'full', map: 'end' });

/** SPEC §2 listing-layout demo routes: the same live search in its own layout. */
export const DEMO_LAYOUTS: Record<DemoLayoutPath, ResultsLayout> = {
  '/grid-default': layout('auto'),
  '/grid-full-2-col': layout(2, { width: 'full' }),
  '/grid-full-3-col': layout(3, { width: 'full' }),
  '/grid-full-4-col': layout(4, { width: 'full' }),
  '/grid-full-1-col-v1': layout('rows', { width: 'full' }),
  '/grid-full-1-col-v2': layout('rows', { width: 'full', search: 'side' }),
  '/banner-search-v1': layout('auto', { search: 'banner' }),
  '/banner-search-v2': layout('rows2', { search: 'banner' }),
  '/list-all-style': layout('rows2'),
  '/list-v1': layout('rows'),
  '/header-map-style': layout(4, { width: 'full', map: 'top' }),
  '/map-v1': layout('map', { width: 'full', map: 'end' }),
  '/map-v2': layout('rows', { width: 'full', map: 'start' }),
  '/map-v3': layout(3, { map: 'top' }),
  '/map-v4': layout('rows', { width: 'full', map: 'end', search: 'banner' }),
};
