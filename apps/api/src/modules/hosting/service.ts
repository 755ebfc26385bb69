import {
  convertMinor,
  HOSTING_MESSAGES,
  type ListingAction,
  type ListingDraftBody,
  type ListingKind,
  type OwnListing,
  type OwnListingRow,
  PRICING_RULE_MESSAGES,
} from '@roamstead/contract';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  amenities,
  categories,
  currencies,
  experienceSlots,
  listingCohosts,
  listingHolds,
  listingModeration,
  listingPhotos,
  listings,
  places,
  users,
} from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { readSettings } from '../admin';
import { managedBy, mayOnListing } from '../cohosts';
import { toPhoto } from '../listings';
import { asDetails, missingForPublish } from './completeness';
import { removeListingPhoto } from './photoFiles';

type ListingRow = typeof listings.$inferSelect;

/** Column values of a draft body (only the fields it carries). */
function columnsOf(body: ListingDraftBody): Partial<typeof listings.$inferInsert> {
  const map: Partial<typeof listings.$inferInsert> = {
    categoryId: body.category_id,
    propertyType: body.property_type,
    placeId: body.place_id,
    address: body.address,
    lat: body.lat,
    lng: body.lng,
    maxGuests: body.max_guests,
    bedrooms: body.bedrooms,
    beds: body.beds,
    bathrooms: body.bathrooms,
    amenities: body.amenities ? [...new Set(body.amenities)] : undefined,
    title: body.title,
    description: body.description,
    nightlyPrice: body.nightly_price,
    cleaningFee: body.cleaning_fee,
    currency: body.currency,
    minNights: body.min_nights,
    maxNights: body.max_nights,
    durationMinutes: body.duration_minutes,
    instantBook: body.instant_book,
    cancellationPolicy: body.cancellation_policy,
    houseRules: body.house_rules,
    checkInTime: body.check_in_time,
    checkOutTime: body.check_out_time,
    weekendPrice: body.weekend_price,
    weeklyDiscountPercent: body.weekly_discount_percent,
    monthlyDiscountPercent: body.monthly_discount_percent,
    advanceNoticeDays: body.advance_notice_days,
    preparationNights: body.preparation_nights,
    bookingWindowMonths: body.booking_window_months,
  };
  return Object.fromEntries(Object.entries(map).filter(([, v]) => v !== undefined));
}

/** New drafts: experiences start with the fields that make sense for them. */
const draftDefaults = (kind: ListingKind): Partial<typeof listings.$inferInsert> =>
  kind === 'experience'
    ? { propertyType: 'experience', bedrooms: 0, beds: 0, bathrooms: 0, maxGuests: 6, durationMinutes: 120 }
    : { propertyType: 'apartment', bedrooms: 1, beds: 1, bathrooms: 1, maxGuests: 2 };

export function hostingService(db: Db) {
  /** Hosting is for hosts: the role is read from the account, so a switch counts at once. */
  async function requireHost(userId: number) {
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound();
    if (user.role !== 'host') throw forbidden(HOSTING_MESSAGES.hostOnly);
  }

  /**
   * The listing when `userId` may do `action` on it (by default: edit it, as its owner or a full
   * co-host): 404 for unknown ids, 403 for anyone else.
   */
  async function owned(userId: number, id: number, action: ListingAction = 'manage') {
    const [row] = await db.select().from(listings).where(eq(listings.id, id));
    if (!row) throw notFound();
    if (row.hostId !== userId && !(await mayOnListing(db, userId, id, action))) throw forbidden();
    return row;
  }

  async function photosOf(listingId: number) {
    return db
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listingId))
      .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));
  }

  async function rateOf(code: string) {
    const [row] = await db.select().from(currencies).where(eq(currencies.code, code));
    return row ? { rate: row.rate, minorDigits: row.minorDigits } : undefined;
  }

  async function view(row: ListingRow): Promise<OwnListing> {
    const [photos, slots, placeRows] = await Promise.all([
      photosOf(row.id),
      db
        .select()
        .from(experienceSlots)
        .where(and(eq(experienceSlots.listingId, row.id), gt(experienceSlots.startsAt, new Date())))
        .orderBy(asc(experienceSlots.startsAt)),
      row.placeId === null ? [] : db.select().from(places).where(eq(places.id, row.placeId)),
    ]);
    const place = placeRows[0];
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      title: row.title,
      description: row.description,
      category_id: row.categoryId,
      property_type: row.propertyType,
      place_id: row.placeId,
      place: place
        ? {
            id: place.id,
            geoname_id: place.geonameId,
            name: place.name,
            region: place.region,
            country: place.country,
            country_code: place.countryCode,
            lat: place.lat,
            lng: place.lng,
            time_zone: place.timezone,
            currency: place.currency,
          }
        : null,
      address: row.address,
      lat: row.lat,
      lng: row.lng,
      max_guests: row.maxGuests,
      bedrooms: row.bedrooms,
      beds: row.beds,
      bathrooms: row.bathrooms,
      amenities: row.amenities,
      nightly_price: row.nightlyPrice,
      cleaning_fee: row.cleaningFee,
      currency: row.currency,
      min_nights: row.minNights,
      max_nights: row.maxNights,
      duration_minutes: row.durationMinutes,
      instant_book: row.instantBook,
      cancellation_policy: row.cancellationPolicy,
      house_rules: row.houseRules,
      check_in_time: row.checkInTime,
      check_out_time: row.checkOutTime,
      weekend_price: row.weekendPrice,
      weekly_discount_percent: row.weeklyDiscountPercent,
      monthly_discount_percent: row.monthlyDiscountPercent,
      advance_notice_days: row.advanceNoticeDays,
      preparation_nights: row.preparationNights,
      booking_window_months: row.bookingWindowMonths,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      published_at: row.publishedAt?.toISOString() ?? null,
      photos: photos.map(toPhoto),
      slots: slots.map((s) => ({
        id: s.id,
        starts_at: s.startsAt.toISOString(),
        capacity: s.capacity,
        seats_taken: s.seatsTaken,
      })),
      missing: missingForPublish(row, photos.length),
    };
  }

  /** Rejects references to things that do not exist, so the database never has to. */
  async function checkReferences(body: ListingDraftBody) {
    const details: Record<string, string[]> = {};
    if (body.category_id) {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, body.category_id));
      if (!row) details.category_id = [HOSTING_MESSAGES.unknownCategory];
    }
    if (body.place_id) {
      const [row] = await db.select({ id: places.id }).from(places).where(eq(places.id, body.place_id));
      if (!row) details.place_id = [HOSTING_MESSAGES.unknownPlace];
    }
    if (body.currency && !(await rateOf(body.currency))) details.currency = [HOSTING_MESSAGES.unknownCurrency];
    if (body.amenities?.length) {
      const known = await db
        .select({ slug: amenities.slug })
        .from(amenities)
        .where(inArray(amenities.slug, body.amenities));
      if (known.length !== new Set(body.amenities).size) details.amenities = [HOSTING_MESSAGES.unknownAmenity];
    }
    if (Object.keys(details).length) throw badRequest(Object.values(details)[0]?.[0] ?? '', details);
  }

  return {
    requireHost,
    owned,
    view,

    async list(userId: number, kind?: ListingKind): Promise<OwnListingRow[]> {
      const rows = await db
        .select({ listing: listings, placeName: places.name, cohostLevel: listingCohosts.level })
        .from(listings)
        .leftJoin(places, eq(places.id, listings.placeId))
        .leftJoin(
          listingCohosts,
          and(
            eq(listingCohosts.listingId, listings.id),
            eq(listingCohosts.userId, userId),
            eq(listingCohosts.status, 'active'),
          ),
        )
        .where(and(managedBy(userId, 'calendar'), kind ? eq(listings.kind, kind) : undefined))
        .orderBy(sql`${listings.updatedAt} desc`, sql`${listings.id} desc`);
      const ids = rows.map((r) => r.listing.id);
      if (ids.length === 0) return [];
      const [photos, slots] = await Promise.all([
        db
          .select()
          .from(listingPhotos)
          .where(inArray(listingPhotos.listingId, ids))
          .orderBy(asc(listingPhotos.position), asc(listingPhotos.id)),
        db
          .select({ listingId: experienceSlots.listingId, n: count() })
          .from(experienceSlots)
          .where(and(inArray(experienceSlots.listingId, ids), gt(experienceSlots.startsAt, new Date())))
          .groupBy(experienceSlots.listingId),
      ]);
      return rows.map(({ listing, placeName, cohostLevel }) => {
        const own = photos.filter((p) => p.listingId === listing.id);
        const cover = own.find((p) => p.isCover) ?? own[0];
        return {
          id: listing.id,
          kind: listing.kind,
          status: listing.status,
          title: listing.title,
          place_name: placeName,
          cover: cover ? toPhoto(cover) : null,
          nightly_price: listing.nightlyPrice,
          currency: listing.currency,
          photo_count: own.length,
          upcoming_slots: slots.find((s) => s.listingId === listing.id)?.n ?? 0,
          updated_at: listing.updatedAt.toISOString(),
          cohost_level: listing.hostId === userId ? null : cohostLevel,
        };
      });
    },

    async create(userId: number, kind: ListingKind) {
      await requireHost(userId);
      const [row] = await db
        .insert(listings)
        .values({ hostId: userId, kind, status: 'draft', ...draftDefaults(kind) })
        .returning();
      if (!row) throw new Error('listing not inserted');
      return view(row);
    },

    async update(userId: number, id: number, body: ListingDraftBody) {
      await requireHost(userId);
      const current = await owned(userId, id);
      await checkReferences(body);
      const changes = columnsOf(body);
      const merged = { ...current, ...changes } as ListingRow;
      if (merged.kind === 'home' && merged.propertyType === 'experience') {
        throw badRequest(HOSTING_MESSAGES.homeType, { property_type: [HOSTING_MESSAGES.homeType] });
      }
      if (merged.maxNights < merged.minNights) {
        throw badRequest(HOSTING_MESSAGES.nightsOrder, { max_nights: [HOSTING_MESSAGES.nightsOrder] });
      }
      if (merged.monthlyDiscountPercent > 0 && merged.monthlyDiscountPercent < merged.weeklyDiscountPercent) {
        const message = PRICING_RULE_MESSAGES.monthlyBelowWeekly;
        throw badRequest(message, { monthly_discount_percent: [message] });
      }
      if (current.status === 'published') {
        const missing = missingForPublish(merged, (await photosOf(id)).length);
        if (Object.keys(missing).length) throw badRequest(HOSTING_MESSAGES.publishedIncomplete, asDetails(missing));
      }
      if (changes.nightlyPrice !== undefined || changes.currency !== undefined) {
        const from = await rateOf(merged.currency);
        const usd = await rateOf('USD');
        if (from && usd) changes.nightlyPriceUsd = convertMinor(merged.nightlyPrice, from, usd);
      }
      const [row] = await db
        .update(listings)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(listings.id, id))
        .returning();
      return view(row as ListingRow);
    },

    /** Publishes (or relists) a complete listing. Returns the listing and whether it just went live. */
    async publish(userId: number, id: number) {
      await requireHost(userId);
      const current = await owned(userId, id);
      const missing = missingForPublish(current, (await photosOf(id)).length);
      if (Object.keys(missing).length) throw badRequest(HOSTING_MESSAGES.notPublishable, asDetails(missing));
      const now = new Date();
      if (current.status === 'pending_review')
        return { listing: await view(current), wentLive: false, submitted: true };
      // A first publication waits for an operator when the marketplace asks for approval; a
      // listing an operator refused or took down always does (docs/adr/0074).
      const review =
        current.status === 'rejected' ||
        (current.publishedAt === null && (await readSettings(db)).listings_need_approval);
      if (review && current.status !== 'published') {
        const row = await db.transaction(async (tx) => {
          await tx
            .insert(listingModeration)
            .values({ listingId: id, submittedAt: now })
            .onConflictDoUpdate({ target: listingModeration.listingId, set: { submittedAt: now } });
          const [updated] = await tx
            .update(listings)
            .set({ status: 'pending_review', updatedAt: now })
            .where(eq(listings.id, id))
            .returning();
          return updated;
        });
        return { listing: await view(row as ListingRow), wentLive: false, submitted: true };
      }
      const [row] = await db
        .update(listings)
        .set({ status: 'published', publishedAt: current.publishedAt ?? now, updatedAt: now })
        .where(eq(listings.id, id))
        .returning();
      return { listing: await view(row as ListingRow), wentLive: current.status !== 'published', submitted: false };
    },

    async unlist(userId: number, id: number) {
      await requireHost(userId);
      const current = await owned(userId, id);
      if (current.status !== 'published') throw conflict(HOSTING_MESSAGES.unlistDraft);
      const [row] = await db
        .update(listings)
        .set({ status: 'unlisted', updatedAt: new Date() })
        .where(eq(listings.id, id))
        .returning();
      return view(row as ListingRow);
    },

    /**
     * Deletes a listing unless guests hold upcoming nights (listing_holds with reason 'booking',
     * which pending and accepted bookings write) or seats on an upcoming slot.
     */
    async remove(userId: number, id: number, storage: Storage) {
      await requireHost(userId);
      await owned(userId, id, 'owner');
      const [hold] = await db
        .select({ id: listingHolds.id })
        .from(listingHolds)
        .where(
          and(
            eq(listingHolds.listingId, id),
            eq(listingHolds.reason, 'booking'),
            sql`upper(${listingHolds.stay}) > current_date`,
          ),
        )
        .limit(1);
      const [seat] = await db
        .select({ id: experienceSlots.id })
        .from(experienceSlots)
        .where(
          and(
            eq(experienceSlots.listingId, id),
            gt(experienceSlots.seatsTaken, 0),
            gt(experienceSlots.startsAt, new Date()),
          ),
        )
        .limit(1);
      if (hold || seat) throw conflict(HOSTING_MESSAGES.deleteWithBookings);
      const photos = await photosOf(id);
      await db.delete(listings).where(eq(listings.id, id));
      await Promise.all(photos.map((p) => removeListingPhoto(storage, p.storageKey)));
    },

    async amenities() {
      return db
        .select({
          slug: amenities.slug,
          name: amenities.name,
          icon: amenities.icon,
          group: amenities.group,
          names: amenities.names,
        })
        .from(amenities)
        .orderBy(asc(amenities.position), asc(amenities.slug));
    },
  };
}

export type HostingService = ReturnType<typeof hostingService>;
