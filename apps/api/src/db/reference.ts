import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { AMENITIES } from './reference-amenities';
import { PLACES } from './reference-places';
import { amenities, categories, contentRemovals, currencies, languages, places } from './schema';

/**
 * Reference data every installation needs, on every database (not demo content): currencies,
 * languages, categories, amenities and places. Applied idempotently on every start, so a fresh
 * PostgreSQL server can publish a listing without `npm run seed`.
 */
export const CURRENCIES = [
  { code: 'USD', name: 'US Dollar', symbol: '$', rate: 1, minorDigits: 2 },
  { code: 'EUR', name: 'Euro', symbol: '€', rate: 0.92, minorDigits: 2 },
  { code: 'GBP', name: 'British Pound', symbol: '£', rate: 0.79, minorDigits: 2 },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', rate: 151.4, minorDigits: 0 },
  { code: 'CAD', name: 'Canadian Dollar', symbol: 'CA$', rate: 1.37, minorDigits: 2 },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$', rate: 1.52, minorDigits: 2 },
  { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF', rate: 0.9, minorDigits: 2 },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', rate: 83.3, minorDigits: 2 },
  { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', rate: 5.05, minorDigits: 2 },
  { code: 'MXN', name: 'Mexican Peso', symbol: 'MX$', rate: 17.1, minorDigits: 2 },
  { code: 'ZAR', name: 'South African Rand', symbol: 'R', rate: 18.6, minorDigits: 2 },
  { code: 'ZMW', name: 'Zambian Kwacha', symbol: 'ZK', rate: 26.5, minorDigits: 2 },
] as const;

export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', dir: 'ltr' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', dir: 'ltr' },
  { code: 'fr', name: 'French', nativeName: 'Français', dir: 'ltr' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', dir: 'ltr' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', dir: 'rtl' },
] as const;

export const CATEGORIES = [
  { slug: 'beachfront', name: 'Beachfront', icon: 'umbrella' },
  { slug: 'cabins', name: 'Cabins', icon: 'trees' },
  { slug: 'countryside', name: 'Countryside', icon: 'wheat' },
  { slug: 'amazing-pools', name: 'Amazing pools', icon: 'waves' },
  { slug: 'tiny-homes', name: 'Tiny homes', icon: 'house' },
  { slug: 'castles', name: 'Castles', icon: 'castle' },
  { slug: 'city-apartments', name: 'City apartments', icon: 'building-2' },
  { slug: 'lakefront', name: 'Lakefront', icon: 'sailboat' },
  { slug: 'mountain-views', name: 'Mountain views', icon: 'mountain' },
  { slug: 'tropical', name: 'Tropical', icon: 'palmtree' },
  { slug: 'design', name: 'Design', icon: 'gem' },
  { slug: 'camping', name: 'Camping', icon: 'tent' },
];

export async function applyReferenceData(db: Db) {
  await db
    .insert(currencies)
    .values([...CURRENCIES])
    .onConflictDoUpdate({
      target: currencies.code,
      set: { name: sql`excluded.name`, symbol: sql`excluded.symbol`, minorDigits: sql`excluded.minor_digits` },
    });
  await db
    .insert(languages)
    .values([...LANGUAGES])
    .onConflictDoNothing();
  // Categories and amenities are edited in the operator console (docs/adr/0076): shipped ones are
  // added when missing, never renamed back, and one an operator deleted is not brought back.
  const removed = await db.select().from(contentRemovals);
  const isRemoved = (kind: string, slug: string) => removed.some((r) => r.kind === kind && r.slug === slug);
  const newCategories = CATEGORIES.map((c, position) => ({ ...c, position })).filter(
    (c) => !isRemoved('category', c.slug),
  );
  if (newCategories.length) await db.insert(categories).values(newCategories).onConflictDoNothing();
  const newAmenities = AMENITIES.map((a, position) => ({ ...a, position })).filter(
    (a) => !isRemoved('amenity', a.slug),
  );
  if (newAmenities.length) await db.insert(amenities).values(newAmenities).onConflictDoNothing();
  // Existing ids are kept (listings point at them); corrected names and coordinates reach old installations.
  await db
    .insert(places)
    .values(PLACES.map((p) => ({ ...p, kind: 'city' as const })))
    .onConflictDoUpdate({
      target: places.slug,
      set: { name: sql`excluded.name`, region: sql`excluded.region`, lat: sql`excluded.lat`, lng: sql`excluded.lng` },
    });
}
