import {
  ARRIVAL_RELEASE_DAYS,
  type ArrivalGuide,
  type ArrivalGuideTexts,
  type ArrivalStay,
  CONTENT_LANGUAGES,
  type ContentLanguage,
  DEFAULT_LANGUAGE,
  type HostArrivalGuide,
  type WriteArrivalGuide,
  writeArrivalGuideSchema,
} from '@roamstead/contract';
import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arrivalGuides, bookingArrivals, bookings, listings, places, users } from '../../db/schema';
import { AppError, forbidden, notFound, unprocessable } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import { localToday } from '../bookings';
import { listingRole, mayOnListing, roleAllows } from '../cohosts';
import { contentLanguage } from '../content';
import { notify } from '../notifications';
import { guideWindow } from './times';

type Texts = Partial<Record<ContentLanguage, ArrivalGuideTexts>>;

/** States whose guest may read the guide (within its window): confirmed, or stayed and just left. */
const READABLE_STATES = ['accepted', 'completed'] as const;

const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const ARRIVAL_MESSAGES = {
  homesOnly: 'Arrival guides are for homes.',
  notWritten: 'The host has not written an arrival guide for this stay yet.',
  notYet: (day: string) => `The arrival guide opens on ${formatDay(day)}.`,
  closed: 'The arrival guide closed the day after checkout.',
  notConfirmed: 'The arrival guide is for confirmed stays.',
  hostOnly: 'Only the host sets the door code of a stay.',
} as const;

/**
 * The language of the guide a guest reads: the one they asked for when the host wrote it, else
 * English, else the first language the host wrote.
 */
export function pickLanguage(texts: Texts, wanted: ContentLanguage): ContentLanguage | undefined {
  const written = CONTENT_LANGUAGES.filter((lang) => texts[lang]);
  if (written.includes(wanted)) return wanted;
  if (written.includes(DEFAULT_LANGUAGE)) return DEFAULT_LANGUAGE;
  return written[0];
}

export interface ArrivalDeps {
  db: Db;
  outbox: Outbox;
  now?: () => Date;
}

export function arrivalGuidesService({ db, outbox, now = () => new Date() }: ArrivalDeps) {
  /** The home when `userId` hosts it: 404 for unknown ids, 403 for someone else's, 422 for experiences. */
  async function ownedHome(userId: number, listingId: number) {
    const [row] = await db
      .select({ hostId: listings.hostId, kind: listings.kind })
      .from(listings)
      .where(eq(listings.id, listingId));
    if (!row) throw notFound();
    if (!(await mayOnListing(db, userId, listingId, 'manage'))) throw forbidden();
    if (row.kind !== 'home') throw unprocessable(ARRIVAL_MESSAGES.homesOnly, 'id');
  }

  async function guideOf(listingId: number) {
    const [row] = await db.select().from(arrivalGuides).where(eq(arrivalGuides.listingId, listingId));
    return row;
  }

  /** A booking with what its guide needs: the listing's times and zone, the guide and the stay's code. */
  async function stayOf(bookingId: number) {
    const [row] = await db
      .select({
        booking: bookings,
        address: listings.address,
        checkInTime: listings.checkInTime,
        checkOutTime: listings.checkOutTime,
        timeZone: places.timezone,
        guide: arrivalGuides,
        stayCode: bookingArrivals.doorCode,
      })
      .from(bookings)
      .leftJoin(listings, eq(listings.id, bookings.listingId))
      .leftJoin(places, eq(places.id, listings.placeId))
      .leftJoin(arrivalGuides, eq(arrivalGuides.listingId, bookings.listingId))
      .leftJoin(bookingArrivals, eq(bookingArrivals.bookingId, bookings.id))
      .where(eq(bookings.id, bookingId));
    return row;
  }

  return {
    async hostGuide(userId: number, listingId: number): Promise<HostArrivalGuide> {
      await ownedHome(userId, listingId);
      const row = await guideOf(listingId);
      if (!row) {
        return {
          release_days: ARRIVAL_RELEASE_DAYS.default,
          checkin_method: 'lockbox',
          door_code: '',
          wifi_name: '',
          wifi_password: '',
          texts: {},
          written: false,
          updated_at: null,
        };
      }
      return {
        release_days: row.releaseDays,
        checkin_method: row.checkinMethod,
        door_code: row.doorCode,
        wifi_name: row.wifiName,
        wifi_password: row.wifiPassword,
        texts: row.texts as Texts,
        written: true,
        updated_at: row.updatedAt.toISOString(),
      };
    },

    async write(userId: number, listingId: number, body: WriteArrivalGuide) {
      await ownedHome(userId, listingId);
      const parsed = writeArrivalGuideSchema.parse(body);
      // A language whose parts are all empty is not written in.
      const texts = Object.fromEntries(
        Object.entries(parsed.texts).filter(([, parts]) => parts && Object.values(parts).some((v) => v !== '')),
      );
      const values = {
        releaseDays: parsed.release_days,
        checkinMethod: parsed.checkin_method,
        doorCode: parsed.door_code,
        wifiName: parsed.wifi_name,
        wifiPassword: parsed.wifi_password,
        texts,
        updatedAt: now(),
      };
      await db
        .insert(arrivalGuides)
        .values({ listingId, ...values })
        .onConflictDoUpdate({ target: arrivalGuides.listingId, set: values });
      return this.hostGuide(userId, listingId);
    },

    /** The listing's confirmed stays that have not ended, soonest first, with their own codes. */
    async stays(userId: number, listingId: number): Promise<ArrivalStay[]> {
      await ownedHome(userId, listingId);
      const guide = await guideOf(listingId);
      const [place] = await db
        .select({ timeZone: places.timezone, checkOutTime: listings.checkOutTime })
        .from(listings)
        .leftJoin(places, eq(places.id, listings.placeId))
        .where(eq(listings.id, listingId));
      const rows = await db
        .select({ booking: bookings, guestName: users.firstName, code: bookingArrivals.doorCode })
        .from(bookings)
        .leftJoin(users, eq(users.id, bookings.guestId))
        .leftJoin(bookingArrivals, eq(bookingArrivals.bookingId, bookings.id))
        .where(
          and(
            eq(bookings.listingId, listingId),
            eq(bookings.state, 'accepted'),
            gte(bookings.checkout, localToday(now(), place?.timeZone ?? null)),
          ),
        )
        .orderBy(asc(bookings.checkin))
        .limit(100);
      const releaseDays = guide?.releaseDays ?? 3;
      return rows.map(({ booking, guestName, code }) => {
        const { releaseAt } = guideWindow(
          {
            startsAt: booking.startsAt,
            checkout: booking.checkout ?? '',
            checkOutTime: place?.checkOutTime ?? '11:00',
            timeZone: place?.timeZone ?? null,
          },
          releaseDays,
        );
        return {
          booking_id: booking.id,
          guest_name: guestName ?? '',
          checkin: booking.checkin ?? '',
          checkout: booking.checkout ?? '',
          door_code: code ?? null,
          release_at: releaseAt.toISOString(),
          released: guide !== undefined && releaseAt <= now(),
        };
      });
    },

    /** Sets (or with null, clears) a stay's own door code: the booking's host (or a full co-host) only. */
    async setDoorCode(userId: number, bookingId: number, doorCode: string | null) {
      const [row] = await db
        .select({
          hostId: bookings.hostId,
          guestId: bookings.guestId,
          listingId: bookings.listingId,
          state: bookings.state,
          checkin: bookings.checkin,
        })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      const role = row?.listingId ? (await listingRole(db, userId, row.listingId)).role : null;
      if (!row || (row.hostId !== userId && row.guestId !== userId && role === null)) throw notFound();
      if (row.hostId !== userId && !roleAllows(role, 'manage')) throw forbidden(ARRIVAL_MESSAGES.hostOnly);
      if (row.checkin === null || !READABLE_STATES.includes(row.state as (typeof READABLE_STATES)[number]))
        throw unprocessable(ARRIVAL_MESSAGES.notConfirmed, 'id');
      await db
        .insert(bookingArrivals)
        .values({ bookingId, doorCode })
        .onConflictDoUpdate({ target: bookingArrivals.bookingId, set: { doorCode } });
      return { booking_id: bookingId, door_code: doorCode };
    },

    /**
     * The guide as the booking's guest reads it, only inside its window: 404 to anyone but the
     * booking's guest and host, 403 to the host, before the release, after the close, and for
     * stays that are not confirmed.
     */
    async forGuest(
      userId: number,
      bookingId: number,
      language: { lang?: string; acceptLanguage?: string },
    ): Promise<ArrivalGuide> {
      const row = await stayOf(bookingId);
      if (!row || (row.booking.guestId !== userId && row.booking.hostId !== userId)) throw notFound();
      const { booking, guide } = row;
      if (booking.guestId !== userId) throw forbidden();
      if (!READABLE_STATES.includes(booking.state as (typeof READABLE_STATES)[number]) || booking.checkout === null)
        throw forbidden(ARRIVAL_MESSAGES.notConfirmed);
      if (!guide) throw notFound(ARRIVAL_MESSAGES.notWritten);
      const window = guideWindow(
        {
          startsAt: booking.startsAt,
          checkout: booking.checkout,
          checkOutTime: row.checkOutTime ?? '11:00',
          timeZone: row.timeZone,
        },
        guide.releaseDays,
      );
      const at = now();
      if (at < window.releaseAt) {
        const opens = localToday(window.releaseAt, row.timeZone);
        throw new AppError(403, 'FORBIDDEN', ARRIVAL_MESSAGES.notYet(opens), {
          release_at: [window.releaseAt.toISOString()],
        });
      }
      if (at >= window.closesAt) throw forbidden(ARRIVAL_MESSAGES.closed);
      const texts = guide.texts as Texts;
      const chosen = pickLanguage(texts, contentLanguage(language.lang, language.acceptLanguage));
      if (!chosen) throw notFound(ARRIVAL_MESSAGES.notWritten);
      const parts = texts[chosen];
      if (!parts) throw notFound(ARRIVAL_MESSAGES.notWritten);
      return {
        booking_id: booking.id,
        language: chosen,
        languages: CONTENT_LANGUAGES.filter((lang) => texts[lang]),
        checkin_method: guide.checkinMethod,
        door_code: row.stayCode ?? guide.doorCode,
        wifi_name: guide.wifiName,
        wifi_password: guide.wifiPassword,
        texts: parts,
        address: row.address,
        check_in_time: row.checkInTime ?? '15:00',
        check_out_time: row.checkOutTime ?? '11:00',
        release_at: window.releaseAt.toISOString(),
        closes_at: window.closesAt.toISOString(),
      };
    },

    /**
     * Tells each guest whose guide opened (and has not closed) that it is ready, once: the upsert
     * that stamps `released_at` succeeds for one caller only, whichever process runs the job.
     */
    async releaseDue() {
      const at = now();
      const due = await db
        .select({
          id: bookings.id,
          guestId: bookings.guestId,
          title: bookings.listingTitle,
          checkin: bookings.checkin,
          checkout: bookings.checkout,
          startsAt: bookings.startsAt,
          releaseDays: arrivalGuides.releaseDays,
          checkOutTime: listings.checkOutTime,
          timeZone: places.timezone,
        })
        .from(bookings)
        .innerJoin(arrivalGuides, eq(arrivalGuides.listingId, bookings.listingId))
        .innerJoin(listings, eq(listings.id, bookings.listingId))
        .leftJoin(places, eq(places.id, listings.placeId))
        .leftJoin(bookingArrivals, eq(bookingArrivals.bookingId, bookings.id))
        .where(
          and(
            eq(bookings.state, 'accepted'),
            // A day of margin on the close, checked exactly below.
            gte(bookings.checkout, sql`(${at.toISOString()}::timestamptz - interval '1 day')::date`),
            sql`${bookings.startsAt} - ${arrivalGuides.releaseDays} * interval '1 day' <= ${at.toISOString()}::timestamptz`,
            or(isNull(bookingArrivals.bookingId), isNull(bookingArrivals.releasedAt)),
          ),
        )
        .limit(500);
      const released: number[] = [];
      for (const stay of due) {
        const { closesAt } = guideWindow(
          {
            startsAt: stay.startsAt,
            checkout: stay.checkout ?? '',
            checkOutTime: stay.checkOutTime,
            timeZone: stay.timeZone,
          },
          stay.releaseDays,
        );
        if (closesAt <= at) continue;
        const [won] = await db
          .insert(bookingArrivals)
          .values({ bookingId: stay.id, releasedAt: at })
          .onConflictDoUpdate({
            target: bookingArrivals.bookingId,
            set: { releasedAt: at },
            setWhere: isNull(bookingArrivals.releasedAt),
          })
          .returning({ id: bookingArrivals.bookingId });
        if (!won || stay.guestId === null) continue;
        released.push(stay.id);
        await notify(
          db,
          stay.guestId,
          {
            kind: 'booking_update',
            title: 'Your arrival guide is ready',
            body: `Check-in details for ${stay.title}${stay.checkin ? `, arriving ${formatDay(stay.checkin)}` : ''}, are in your trip: how to get in, Wi-Fi and house manual. They stay readable offline in the app.`,
            link: `/dashboard/guest/trips/${stay.id}`,
            subjectId: stay.id,
          },
          outbox,
        );
      }
      return released;
    },
  };
}

export type ArrivalGuidesService = ReturnType<typeof arrivalGuidesService>;
