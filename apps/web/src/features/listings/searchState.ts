import {
  COMPANION_LIMITS,
  countDays,
  FLEX_KINDS,
  FLEX_LIMITS,
  FLEX_NIGHTS,
  type FlexKind,
  flexibleMonths,
  isIsoDay,
  LISTING_SORTS,
  type ListingSort,
  MAX_SEARCH_NIGHTS,
  monthOf,
  PETS_AMENITY,
  PROPERTY_TYPES,
  type PropertyType,
  SEARCH_LIMITS,
  todayUtc,
} from '@roamstead/contract/constants';
import type { Party } from '../../ui/GuestCounts';

/** Map bounds in degrees. */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The guest's search as it lives in the URL query, so a search can be shared and reloaded. */
export interface SearchState {
  place?: string;
  /** ISO dates (YYYY-MM-DD): the first night and the departure day. */
  checkin?: string;
  checkout?: string;
  /** "I'm flexible" instead of dates: a weekend, a week or a month in up to three months (YYYY-MM). */
  flex?: FlexKind;
  flexMonths?: string[];
  /** Nights of the flexible stay; its usual length when unset. */
  flexNights?: number;
  /** Adults and children, as the API counts guests. */
  guests?: number;
  /** Of `guests`, how many are children (the rest are adults). */
  children?: number;
  /** Not counted in `guests`. */
  infants?: number;
  /** Only pet-friendly listings match. */
  pets?: number;
  category?: string;
  /** Nightly price range in major units of `currency`. */
  priceMin?: number;
  priceMax?: number;
  currency?: string;
  types?: PropertyType[];
  bedrooms?: number;
  beds?: number;
  bathrooms?: number;
  amenities?: string[];
  instant?: boolean;
  /** Set by 'search as I move the map'. */
  bbox?: Bounds;
  sort?: ListingSort;
  page: number;
}

const int = (value: string | null, min: number, max: number) => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};
const positiveInt = (value: string | null, max: number) => int(value, 1, max);

const text = (value: string | null, max: number) => {
  const trimmed = value?.trim().slice(0, max);
  return trimmed ? trimmed : undefined;
};

const isoDate = (value: string | null) => (value && isIsoDay(value) ? value : undefined);

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const round = (n: number) => Math.round(n * 1e5) / 1e5;

function bounds(value: string | null): Bounds | undefined {
  const parts = list(value).map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [west, south, east, north] = parts as [number, number, number, number];
  const lng = (n: number) => n >= -180 && n <= 180;
  const lat = (n: number) => n >= -90 && n <= 90;
  if (!lng(west) || !lng(east) || !lat(south) || !lat(north) || south > north) return undefined;
  return { west, south, east, north };
}

const formatBounds = (b: Bounds) => [b.west, b.south, b.east, b.north].map(round).join(',');

/** Reads the search from the query; anything malformed is dropped rather than sent to the API. */
export function parseSearch(params: URLSearchParams): SearchState {
  let checkin = isoDate(params.get('checkin'));
  let checkout = isoDate(params.get('checkout'));
  const nights = checkin && checkout ? countDays(checkin, checkout) : 0;
  if (nights < 1 || nights > MAX_SEARCH_NIGHTS) {
    checkin = undefined;
    checkout = undefined;
  }
  // Exact dates win over flexible ones; months no longer offered are dropped.
  const flexKind = params.get('flex');
  const offered = new Set([monthOf(todayUtc(), -1), ...flexibleMonths(todayUtc())]);
  const flexMonths = [...new Set(list(params.get('flex_months')).filter((m) => offered.has(m)))]
    .sort()
    .slice(0, FLEX_LIMITS.months);
  const flex =
    !checkin && flexMonths.length && (FLEX_KINDS as readonly string[]).includes(flexKind ?? '')
      ? (flexKind as FlexKind)
      : undefined;
  // Major units here: no amount above the limit in minor units can be within it.
  let priceMin = int(params.get('price_min'), 0, SEARCH_LIMITS.price);
  let priceMax = int(params.get('price_max'), 0, SEARCH_LIMITS.price);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  const currency = params.get('currency')?.toUpperCase();
  const types = list(params.get('type')).filter((t): t is PropertyType =>
    (PROPERTY_TYPES as readonly string[]).includes(t),
  );
  const amenities = list(params.get('amenities'))
    .filter((a) => /^[a-z0-9-]+$/.test(a) && a.length <= SEARCH_LIMITS.slugLength)
    .slice(0, SEARCH_LIMITS.listFilter);
  const sort = params.get('sort');
  const guests = positiveInt(params.get('guests'), SEARCH_LIMITS.guests);
  const state: SearchState = {
    place: text(params.get('place'), SEARCH_LIMITS.placeLength),
    checkin,
    checkout,
    flex,
    flexMonths: flex ? flexMonths : undefined,
    flexNights: flex ? int(params.get('flex_nights'), FLEX_NIGHTS[flex].min, FLEX_NIGHTS[flex].max) : undefined,
    guests,
    children: guests ? positiveInt(params.get('children'), guests) : undefined,
    infants: positiveInt(params.get('infants'), COMPANION_LIMITS.maxInfants),
    pets: positiveInt(params.get('pets'), COMPANION_LIMITS.maxPets),
    category: text(params.get('category'), SEARCH_LIMITS.slugLength),
    priceMin,
    priceMax,
    currency:
      (priceMin !== undefined || priceMax !== undefined) && currency && /^[A-Z]{3}$/.test(currency)
        ? currency
        : undefined,
    types: types.length ? [...new Set(types)] : undefined,
    bedrooms: positiveInt(params.get('bedrooms'), SEARCH_LIMITS.rooms),
    beds: positiveInt(params.get('beds'), SEARCH_LIMITS.rooms),
    bathrooms: positiveInt(params.get('bathrooms'), SEARCH_LIMITS.rooms),
    amenities: amenities.length ? [...new Set(amenities)] : undefined,
    instant: params.get('instant') === '1' ? true : undefined,
    bbox: bounds(params.get('bbox')),
    sort:
      sort && sort !== 'recommended' && (LISTING_SORTS as readonly string[]).includes(sort)
        ? (sort as ListingSort)
        : undefined,
    page: positiveInt(params.get('page'), SEARCH_LIMITS.page) ?? 1,
  };
  return Object.fromEntries(Object.entries(state).filter(([, v]) => v !== undefined)) as SearchState;
}

/** The query of a search, without empty values or the first page. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  set('place', state.place);
  if (state.checkin && state.checkout) {
    set('checkin', state.checkin);
    set('checkout', state.checkout);
  } else if (state.flex && state.flexMonths?.length) {
    set('flex', state.flex);
    set('flex_months', state.flexMonths.join(','));
    set('flex_nights', state.flexNights);
  }
  set('guests', state.guests);
  set('children', state.children);
  set('infants', state.infants);
  set('pets', state.pets);
  set('category', state.category);
  set('price_min', state.priceMin);
  set('price_max', state.priceMax);
  if (state.priceMin !== undefined || state.priceMax !== undefined) set('currency', state.currency);
  set('type', state.types?.join(','));
  set('bedrooms', state.bedrooms);
  set('beds', state.beds);
  set('bathrooms', state.bathrooms);
  set('amenities', state.amenities?.join(','));
  if (state.instant) params.set('instant', '1');
  if (state.bbox) params.set('bbox', formatBounds(state.bbox));
  if (state.sort && state.sort !== 'recommended') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * A listing's page with the search's dates and party, so its booking card starts from them; with
 * flexible dates, the dates of the listing's best stay (`stay`).
 */
export function listingPath(
  id: number,
  state: Pick<SearchState, 'checkin' | 'checkout' | 'guests' | 'children' | 'infants' | 'pets'>,
  stay?: { checkin: string; checkout: string } | null,
) {
  const params = new URLSearchParams();
  const checkin = stay?.checkin ?? state.checkin;
  const checkout = stay?.checkout ?? state.checkout;
  if (checkin && checkout) {
    params.set('checkin', checkin);
    params.set('checkout', checkout);
  }
  for (const key of ['guests', 'children', 'infants', 'pets'] as const) {
    if (state[key]) params.set(key, String(state[key]));
  }
  const query = params.toString();
  return `/listings/${id}${query ? `?${query}` : ''}`;
}

/** A changed search starts again on the first page unless the change is the page itself. */
export const changeSearch = (state: SearchState, change: Partial<SearchState>): SearchState => ({
  ...state,
  page: 1,
  ...change,
});

/** How many of the filters dialog's filters are set (shown on its button). */
export const countFilters = (state: SearchState) =>
  [
    state.priceMin !== undefined || state.priceMax !== undefined,
    Boolean(state.types?.length),
    Boolean(state.bedrooms),
    Boolean(state.beds),
    Boolean(state.bathrooms),
    Boolean(state.instant),
  ].filter(Boolean).length + (state.amenities?.length ?? 0);

/** The listings query of a search: list filters comma-joined, prices in minor units of `currency`. */
export function toApiParams(state: SearchState, currency: string, digitsOf: (code: string) => number) {
  const priceCurrency = state.currency ?? currency;
  // Only a price filter needs the currency's digits (the first Intl lookup costs a moment).
  const minor = (major: number | undefined) =>
    major === undefined ? undefined : Math.min(Math.round(major * 10 ** digitsOf(priceCurrency)), SEARCH_LIMITS.price);
  return {
    place: state.place,
    checkin: state.checkin,
    checkout: state.checkout,
    flex: state.flex,
    flex_months: state.flex ? state.flexMonths?.join(',') : undefined,
    flex_nights: state.flex ? state.flexNights : undefined,
    guests: state.guests,
    category: state.category,
    property_type: state.types?.join(','),
    bedrooms: state.bedrooms,
    beds: state.beds,
    bathrooms: state.bathrooms,
    // Pets narrow the search to listings that allow them.
    amenities: [...new Set([...(state.amenities ?? []), ...(state.pets ? [PETS_AMENITY] : [])])].join(',') || undefined,
    instant_book: state.instant ? 'true' : undefined,
    price_min: minor(state.priceMin),
    price_max: minor(state.priceMax),
    currency: priceCurrency,
    bbox: state.bbox ? formatBounds(state.bbox) : undefined,
    sort: state.sort,
  };
}

/** The search's party for the guests picker. */
export const partyOf = (state: SearchState): Party => ({
  adults: (state.guests ?? 0) - (state.children ?? 0),
  children: state.children ?? 0,
  infants: state.infants ?? 0,
  pets: state.pets ?? 0,
});

/** The search fields of a party: empty counts are left out of the URL. */
export const partyFields = (party: Party): Pick<SearchState, 'guests' | 'children' | 'infants' | 'pets'> => {
  const guests = party.adults + party.children;
  return {
    guests: guests || undefined,
    children: party.children || undefined,
    infants: party.infants || undefined,
    pets: party.pets || undefined,
  };
};
