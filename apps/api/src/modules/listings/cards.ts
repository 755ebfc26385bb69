import type { ListingSummary, Photo } from '@roamstead/contract';
import { type CurrencyRate, convertMinor } from '@roamstead/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, currencies, listingPhotos, listings, places } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { nightPrices, priceBooking, stayDiscount } from '../bookings';
import { toPhoto } from './photos';
import type { ListingRow } from './search-sql';

/** The nights of a search's stay (`listDays` of its dates) and the hosts' per-night prices in them, by listing. */
export interface CardStay {
  nights: readonly string[];
  overrides: ReadonlyMap<number, ReadonlyMap<string, number>>;
}

/** How long currency rates are reused before they are read again. */
const RATES_TTL_MS = 30_000;

/** Listings as cards: the rows a card needs, their photos, and prices in the visitor's currency. */
export function listingCards(db: Db) {
  // Rates are reference data that change rarely: read at most every RATES_TTL_MS, not per search.
  let rateCache: { at: number; table: Promise<Map<string, CurrencyRate>> } | null = null;
  async function rates() {
    if (!rateCache || Date.now() - rateCache.at > RATES_TTL_MS) {
      const table = db
        .select()
        .from(currencies)
        .then((rows) => new Map(rows.map((c) => [c.code, { rate: c.rate, minorDigits: c.minorDigits }])));
      rateCache = { at: Date.now(), table };
      table.catch(() => {
        rateCache = null;
      });
    }
    return rateCache.table;
  }

  const selectListings = () =>
    db
      .select({
        listing: listings,
        place: places,
        category: { slug: categories.slug, name: categories.name },
      })
      .from(listings)
      .innerJoin(places, eq(places.id, listings.placeId))
      .innerJoin(categories, eq(categories.id, listings.categoryId));

  async function photosOf(listingIds: number[]) {
    if (listingIds.length === 0) return new Map<number, Photo[]>();
    const rows = await db
      .select()
      .from(listingPhotos)
      .where(inArray(listingPhotos.listingId, listingIds))
      .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position), asc(listingPhotos.id));
    const byListing = new Map<number, Photo[]>();
    for (const row of rows) byListing.set(row.listingId, [...(byListing.get(row.listingId) ?? []), toPhoto(row)]);
    return byListing;
  }

  /**
   * A card's stay total: priced exactly as the quote and checkout price it (per-night prices,
   * weekend price, stay discount, cleaning fee, service fee and taxes), so the card, the listing
   * and the checkout show the same total.
   */
  function stayTotal(l: ListingRow['listing'], stay: CardStay, from: CurrencyRate, to: CurrencyRate) {
    const { nights } = stay;
    const perNight = nightPrices(nights, l, stay.overrides.get(l.id) ?? new Map());
    const priced = priceBooking({
      unitPrices: perNight.map((n) => n.price),
      quantity: 1,
      cleaningFee: l.cleaningFee,
      listingRate: from,
      guestRate: to,
      discountPercent: stayDiscount(nights.length, l)?.percent ?? 0,
    });
    return { nights: nights.length, total: priced.total };
  }

  /** Everything of a card but its photos (a search card and a listing's page show them differently). */
  function toCard(
    row: ListingRow,
    rateTable: Map<string, CurrencyRate>,
    currency: string,
    stay: CardStay | null = null,
  ): ListingSummary {
    const l = row.listing;
    const from = rateTable.get(l.currency);
    const to = rateTable.get(currency);
    if (!from || !to) throw new Error(`No rate for ${l.currency} or ${currency}`);
    return {
      id: l.id,
      kind: l.kind,
      title: l.title,
      category: row.category,
      property_type: l.propertyType,
      place: {
        id: row.place.id,
        slug: row.place.slug,
        name: row.place.name,
        region: row.place.region,
        country: row.place.country,
        country_code: row.place.countryCode,
      },
      lat: l.lat ?? row.place.lat,
      lng: l.lng ?? row.place.lng,
      max_guests: l.maxGuests,
      bedrooms: l.bedrooms,
      beds: l.beds,
      bathrooms: l.bathrooms,
      instant_book: l.instantBook,
      price: { amount: l.nightlyPrice, currency: l.currency },
      display_price: { amount: convertMinor(l.nightlyPrice, from, to), currency },
      rating_avg: l.ratingAvg,
      review_count: l.reviewCount,
      stay: (() => {
        if (!stay || l.kind !== 'home') return null;
        const { nights, total } = stayTotal(l, stay, from, to);
        return { nights, total: { amount: total, currency } };
      })(),
    };
  }

  async function currencyPair(currency: string) {
    const rateTable = await rates();
    const requested = rateTable.get(currency);
    const usd = rateTable.get('USD');
    if (!requested || !usd) throw badRequest('Unknown currency.', { currency: ['Unknown currency.'] });
    return { rateTable, requested, usd };
  }

  return { rates, selectListings, photosOf, toCard, currencyPair };
}

export type ListingCards = ReturnType<typeof listingCards>;
