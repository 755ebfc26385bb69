import {
  type AddCalendarFeedBody,
  CALENDAR_SYNC_LIMITS,
  CALENDAR_SYNC_MESSAGES,
  type CalendarFeed,
  type CalendarSync,
} from '@roamstead/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarExports, calendarFeedEvents, calendarFeeds, listings } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { consume } from '../../platform/rate-limit';
import { managedBy } from '../cohosts';
import { newToken } from './export';
import type { CalendarSync as Syncer } from './sync';

type FeedRow = typeof calendarFeeds.$inferSelect;

/** The host's side of calendar sync: the export link and the imported feeds of a listing. */
export function calendarFeedsService(db: Db, syncer: Syncer, publicUrl: string) {
  async function ownHome(hostId: number, listingId: number) {
    const [l] = await db
      .select({ id: listings.id, kind: listings.kind })
      .from(listings)
      .where(and(eq(listings.id, listingId), managedBy(hostId, 'calendar')));
    if (!l) throw notFound();
    if (l.kind !== 'home') throw badRequest(CALENDAR_SYNC_MESSAGES.notHome);
    return l;
  }

  async function token(listingId: number) {
    const [existing] = await db.select().from(calendarExports).where(eq(calendarExports.listingId, listingId));
    if (existing) return existing.token;
    const [created] = await db
      .insert(calendarExports)
      .values({ listingId, token: newToken() })
      .onConflictDoNothing()
      .returning();
    if (created) return created.token;
    return token(listingId);
  }

  const exportUrl = (listingId: number, t: string) => new URL(`/calendar/${listingId}/${t}.ics`, publicUrl).toString();

  async function view(f: FeedRow): Promise<CalendarFeed> {
    const conflicts = await db
      .select({ from: calendarFeedEvents.startsOn, to: calendarFeedEvents.endsOn })
      .from(calendarFeedEvents)
      .where(and(eq(calendarFeedEvents.feedId, f.id), eq(calendarFeedEvents.conflict, true)))
      .orderBy(asc(calendarFeedEvents.startsOn));
    return {
      id: f.id,
      name: f.name,
      url: f.url,
      created_at: f.createdAt.toISOString(),
      last_synced_at: f.lastSyncedAt?.toISOString() ?? null,
      last_result: f.lastResult,
      last_error: f.lastError,
      event_count: f.eventCount,
      conflicts,
    };
  }

  async function ownFeed(hostId: number, listingId: number, feedId: number) {
    await ownHome(hostId, listingId);
    const [f] = await db
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.listingId, listingId)));
    if (!f) throw notFound();
    return f;
  }

  async function overview(hostId: number, listingId: number): Promise<CalendarSync> {
    await ownHome(hostId, listingId);
    const feeds = await db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.listingId, listingId))
      .orderBy(asc(calendarFeeds.id));
    return {
      listing_id: listingId,
      export_url: exportUrl(listingId, await token(listingId)),
      feeds: await Promise.all(feeds.map(view)),
    };
  }

  return {
    overview,

    /** A new secret: the old link answers 404 from now on. */
    async rotate(hostId: number, listingId: number) {
      await ownHome(hostId, listingId);
      await token(listingId);
      await db
        .update(calendarExports)
        .set({ token: newToken(), bodyHash: null })
        .where(eq(calendarExports.listingId, listingId));
      return overview(hostId, listingId);
    },

    /** Adds a feed and syncs it at once, so the host sees the result straight away. */
    async add(hostId: number, listingId: number, body: AddCalendarFeedBody) {
      await ownHome(hostId, listingId);
      const url = body.url.trim();
      if (url.includes(`/calendar/${listingId}/`) && url.startsWith(new URL(publicUrl).origin)) {
        throw badRequest(CALENDAR_SYNC_MESSAGES.ownFeed, { url: [CALENDAR_SYNC_MESSAGES.ownFeed] });
      }
      // Each add fetches and reads a stranger's file at once.
      await consume(db, {
        key: `calendar-feeds:add:${hostId}`,
        max: CALENDAR_SYNC_LIMITS.addsPerHour,
        windowSeconds: 3600,
        message: CALENDAR_SYNC_MESSAGES.addLimited,
      });
      // The listing's row is locked while counting, so two adds at once cannot make a sixth feed.
      const feed = await db.transaction(async (tx) => {
        await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).for('update');
        const [n] = await tx.select({ n: count() }).from(calendarFeeds).where(eq(calendarFeeds.listingId, listingId));
        if ((n?.n ?? 0) >= CALENDAR_SYNC_LIMITS.feedsPerListing) throw conflict(CALENDAR_SYNC_MESSAGES.tooMany);
        const [same] = await tx
          .select({ id: calendarFeeds.id })
          .from(calendarFeeds)
          .where(and(eq(calendarFeeds.listingId, listingId), eq(calendarFeeds.url, url)));
        if (same) throw conflict(CALENDAR_SYNC_MESSAGES.duplicate, { url: [CALENDAR_SYNC_MESSAGES.duplicate] });
        const [row] = await tx.insert(calendarFeeds).values({ listingId, name: body.name.trim(), url }).returning();
        if (!row) throw new Error('feed not inserted');
        return row;
      });
      await syncer.syncFeed(feed.id);
      return overview(hostId, listingId);
    },

    /** Removes a feed; its events and the nights they held go with it. */
    async remove(hostId: number, listingId: number, feedId: number) {
      const f = await ownFeed(hostId, listingId, feedId);
      await db.delete(calendarFeeds).where(eq(calendarFeeds.id, f.id));
      return overview(hostId, listingId);
    },

    /** "Sync now": a 409 when a poll is already reading this feed. */
    async syncNow(hostId: number, listingId: number, feedId: number) {
      const f = await ownFeed(hostId, listingId, feedId);
      await consume(db, {
        key: `calendar-feeds:sync:${hostId}`,
        max: CALENDAR_SYNC_LIMITS.syncsPerHour,
        windowSeconds: 3600,
        message: CALENDAR_SYNC_MESSAGES.syncLimited,
      });
      if (!(await syncer.syncFeed(f.id))) throw conflict(CALENDAR_SYNC_MESSAGES.syncing);
      return overview(hostId, listingId);
    },
  };
}
