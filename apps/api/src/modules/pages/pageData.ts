import { eq, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { categories, currencies, listingPhotos, listings, places, users } from '../../db/schema';

/** How long a page's data is reused: a changed title shows in previews within a minute. */
const TTL_MS = 60_000;

export interface PagePhoto {
  storageKey: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * A column of the outer query, named with its table: inside a subquery drizzle writes a column
 * bare, and a bare "id" would mean the subquery's own table.
 */
const outer = (table: string, column: string) => sql.raw(`"${table}"."${column}"`);

/** The photos of a listing, cover first, at most `limit`; JSON built in the same statement. */
const photosOf = (listingId: SQL, limit: number) => sql<PagePhoto[]>`(
  select coalesce(json_agg(json_build_object(
    'storageKey', p.storage_key, 'width', p.width, 'height', p.height, 'alt', p.alt)), '[]'::json)
  from (select * from ${listingPhotos} ph where ph.listing_id = ${listingId}
        order by ph.is_cover desc, ph.position, ph.id limit ${limit}) p)`;

/** The cover of the best-rated published listing among those `where` selects (a place's or a category's picture). */
const coverAmong = (where: SQL) => sql<PagePhoto | null>`(
  select json_build_object('storageKey', ph.storage_key, 'width', ph.width, 'height', ph.height, 'alt', ph.alt)
  from ${listings} l join ${listingPhotos} ph on ph.listing_id = l.id and ph.is_cover
  where l.status = 'published' and ${where}
  order by l.recommended_score desc nulls last, l.id limit 1)`;

/** What the head of each kind of public page shows, one statement per page, cached briefly. */
export function pageData(db: Db) {
  // Prepared once: the most asked-for page skips planning (PostgreSQL keeps it per connection).
  const listingQuery = db
    .select({
      id: listings.id,
      status: listings.status,
      kind: listings.kind,
      title: listings.title,
      description: listings.description,
      propertyType: listings.propertyType,
      lat: listings.lat,
      lng: listings.lng,
      maxGuests: listings.maxGuests,
      bedrooms: listings.bedrooms,
      beds: listings.beds,
      bathrooms: listings.bathrooms,
      nightlyPrice: listings.nightlyPrice,
      currency: listings.currency,
      currencyDigits: currencies.minorDigits,
      durationMinutes: listings.durationMinutes,
      checkInTime: listings.checkInTime,
      checkOutTime: listings.checkOutTime,
      ratingAvg: listings.ratingAvg,
      reviewCount: listings.reviewCount,
      updatedAt: listings.updatedAt,
      place: {
        name: places.name,
        region: places.region,
        country: places.country,
        countryCode: places.countryCode,
        lat: places.lat,
        lng: places.lng,
      },
      category: { slug: categories.slug, name: categories.name },
      hostName: users.firstName,
      amenities: sql<string[]>`(select coalesce(json_agg(a.name order by a.position, a.slug), '[]'::json)
          from amenities a where a.slug = any(${outer('listings', 'amenities')}))`,
      photos: photosOf(outer('listings', 'id'), 6),
    })
    .from(listings)
    .leftJoin(places, eq(places.id, listings.placeId))
    .leftJoin(categories, eq(categories.id, listings.categoryId))
    .innerJoin(users, eq(users.id, listings.hostId))
    .innerJoin(currencies, eq(currencies.code, listings.currency))
    .where(eq(listings.id, sql.placeholder('id')))
    .prepare('page_listing');
  async function listing(id: number) {
    const [row] = await listingQuery.execute({ id });
    return row ?? null;
  }

  async function category(slug: string) {
    const [row] = await db
      .select({
        slug: categories.slug,
        name: categories.name,
        total: sql<number>`(select count(*) from ${listings} l
          where l.category_id = ${outer('categories', 'id')} and l.status = 'published')`.mapWith(Number),
        cover: coverAmong(sql`l.category_id = ${outer('categories', 'id')}`),
      })
      .from(categories)
      .where(eq(categories.slug, slug));
    return row ?? null;
  }

  /**
   * The places a typed name means, as the search reads it: the cities of that name, else the
   * region, else the country; with their published listings' count and a cover.
   */
  async function place(text: string) {
    const result = await db.execute(sql`
      with hits as (
        select id, name, region, country, country_code, lat, lng,
               case when lower(name) = ${text} then 0 when lower(region) = ${text} then 1 else 2 end as level
          from ${places}
         where lower(name) = ${text} or lower(region) = ${text} or lower(country) = ${text}
      ), best as (select * from hits where level = (select min(level) from hits))
      select (select json_agg(best order by id) from best) as places,
             (select count(*) from ${listings} l
               where l.status = 'published' and l.place_id in (select id from best))::int as total,
             ${coverAmong(sql`l.place_id in (select id from best)`)} as cover`);
    const [row] = (result as unknown as { rows: PlaceRow[] }).rows;
    if (!row?.places?.length) return null;
    const [first] = row.places;
    const level = first?.level ?? 0;
    return {
      name: level === 0 ? first?.name : level === 1 ? first?.region : first?.country,
      region: level === 0 ? first?.region : '',
      country: first?.country ?? '',
      level,
      total: Number(row.total),
      cover: row.cover,
    };
  }

  async function host(id: number) {
    const [row] = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        about: users.about,
        pictureUrl: users.pictureUrl,
        listingCount: sql<number>`(select count(*) from ${listings} l
          where l.host_id = ${outer('users', 'id')} and l.status = 'published')`.mapWith(Number),
      })
      .from(users)
      .where(eq(users.id, id));
    return row ?? null;
  }

  return {
    listing: cached(listing),
    category: cached(category),
    place: cached((text: string) => place(text.trim().toLowerCase())),
    host: cached(host),
  };
}

type PlaceRow = {
  places: { name: string; region: string; country: string; level: number }[] | null;
  total: number | string;
  cover: PagePhoto | null;
};

/** A lookup whose answers (found or not) are shared for TTL_MS; concurrent callers share one query. */
function cached<K extends string | number, V>(load: (key: K) => Promise<V>) {
  const cache = new LRUCache<K, { value: Promise<V> }>({ max: 5_000, ttl: TTL_MS });
  return (key: K) => {
    const hit = cache.get(key);
    if (hit) return hit.value;
    const value = load(key);
    cache.set(key, { value });
    value.catch(() => cache.delete(key));
    return value;
  };
}

export type PageData = ReturnType<typeof pageData>;
