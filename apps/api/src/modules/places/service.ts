import { type ContentLanguage, HOSTING_MESSAGES, type PlaceOption } from '@roamstead/contract';
import countryToCurrency from 'country-to-currency';
import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { CURRENCIES } from '../../db/reference';
import { places } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { type GazetteerMatch, type GazetteerPlace, gazetteer, normaliseName } from './gazetteer';

type PlaceRow = typeof places.$inferSelect;

const displays = new Map<string, Intl.DisplayNames>();
/** A country's name in `lang` (Intl's data), the code itself if it has none. */
export function countryName(code: string, lang: string) {
  let display = displays.get(lang);
  if (!display) {
    display = new Intl.DisplayNames([lang], { type: 'region' });
    displays.set(lang, display);
  }
  try {
    return display.of(code) ?? code;
  } catch {
    return code;
  }
}

const OUR_CURRENCIES = new Set<string>(CURRENCIES.map((c) => c.code));
/** The currency hosts in a country usually price in, when we offer it; US dollars otherwise. */
const currencyOf = (countryCode: string) => {
  const local = (countryToCurrency as Record<string, string>)[countryCode];
  return local && OUR_CURRENCIES.has(local) ? local : 'USD';
};

/** A found place's name in `lang`: Arabic script for Arabic where the data has it, else the name typed. */
export const nameIn = (match: GazetteerMatch, lang: ContentLanguage) =>
  lang === 'ar' && match.place.arabicName ? match.place.arabicName : match.label;

/** Whether a stored place is the gazetteer's `place` (reference places predate GeoNames ids). */
const isStored = (row: PlaceRow, place: GazetteerPlace) =>
  row.geonameId === place.geonameId ||
  (row.geonameId === null &&
    row.countryCode === place.countryCode &&
    normaliseName(row.name) === normaliseName(place.name) &&
    Math.abs(row.lat - place.lat) < 0.5 &&
    Math.abs(row.lng - place.lng) < 0.5);

const slugOf = (name: string) =>
  normaliseName(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A radius around a place that covers the town (wider for larger ones), as a latitude/longitude box. */
export function areaAround(place: Pick<GazetteerPlace, 'lat' | 'lng' | 'population'>) {
  const km = Math.min(40, 5 + Math.sqrt(place.population) / 60);
  const dLat = km / 111;
  const dLng = km / (111 * Math.max(Math.cos((place.lat * Math.PI) / 180), 0.05));
  const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  return {
    west: wrap(place.lng - dLng),
    east: wrap(place.lng + dLng),
    south: Math.max(-90, place.lat - dLat),
    north: Math.min(90, place.lat + dLat),
  };
}

/** The places hosts choose from (docs/adr/0072): stored ones first, then the world's. */
export function placesService(db: Db) {
  const option = (row: PlaceRow, lang: ContentLanguage): PlaceOption => ({
    id: row.id,
    geoname_id: row.geonameId,
    name: row.name,
    region: row.region,
    country: countryName(row.countryCode, lang),
    country_code: row.countryCode,
    lat: row.lat,
    lng: row.lng,
    time_zone: row.timezone,
    currency: row.currency,
  });

  return {
    option,

    /** Stored places whose city, region or country contains `q`, then the world's places named so. */
    async options(q: string, lang: ContentLanguage): Promise<PlaceOption[]> {
      const pattern = containsPattern(q);
      const rows = await db
        .select()
        .from(places)
        // A host may type the city, its region or its country.
        .where(
          q
            ? or(ilike(places.name, pattern), ilike(places.region, pattern), ilike(places.country, pattern))
            : undefined,
        )
        .orderBy(asc(places.name))
        .limit(q ? 10 : 50);
      const stored = rows.map((row) => option(row, lang));
      if (q.length < 2) return stored;
      const world = (await gazetteer())
        .search(q, 10)
        .filter((m) => !rows.some((row) => isStored(row, m.place)))
        .map(
          (m): PlaceOption => ({
            id: null,
            geoname_id: m.place.geonameId,
            name: nameIn(m, lang),
            region: m.place.region,
            country: countryName(m.place.countryCode, lang),
            country_code: m.place.countryCode,
            lat: m.place.lat,
            lng: m.place.lng,
            time_zone: m.place.timeZone,
            currency: currencyOf(m.place.countryCode),
          }),
        );
      return [...stored, ...world].slice(0, 10);
    },

    /** The stored place for a place of the world, stored on first choice. */
    async store(geonameId: number, lang: ContentLanguage): Promise<PlaceOption> {
      const place = (await gazetteer()).get(geonameId);
      if (!place) throw badRequest(HOSTING_MESSAGES.unknownPlace, { geoname_id: [HOSTING_MESSAGES.unknownPlace] });
      const candidates = await db
        .select()
        .from(places)
        .where(
          or(eq(places.geonameId, geonameId), and(isNull(places.geonameId), eq(places.countryCode, place.countryCode))),
        );
      const known =
        candidates.find((row) => row.geonameId === geonameId) ?? candidates.find((row) => isStored(row, place));
      if (known) {
        if (known.geonameId === null) {
          await db.update(places).set({ geonameId }).where(eq(places.id, known.id));
        }
        return option({ ...known, geonameId }, lang);
      }
      await db
        .insert(places)
        .values({
          slug: `${slugOf(place.name) || 'place'}-${geonameId}`,
          name: place.name,
          region: place.region,
          country: countryName(place.countryCode, 'en'),
          countryCode: place.countryCode,
          lat: place.lat,
          lng: place.lng,
          timezone: place.timeZone,
          currency: currencyOf(place.countryCode),
          geonameId,
        })
        // Two hosts choosing the same new place at once store it once.
        .onConflictDoNothing();
      const [row] = await db.select().from(places).where(eq(places.geonameId, geonameId));
      if (!row) throw badRequest(HOSTING_MESSAGES.unknownPlace, { geoname_id: [HOSTING_MESSAGES.unknownPlace] });
      return option(row, lang);
    },
  };
}

export type PlacesService = ReturnType<typeof placesService>;
