import { and, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeedEvents, calendarFeeds, listingHolds, listings, places } from '../../db/schema';
import { EXCLUSION_VIOLATION, retryOnDeadlock, sqlState } from '../../platform/db-errors';
import type { Outbox } from '../../platform/outbox';
import { localToday, parseRange, stayRange } from '../bookings';
import { notify } from '../notifications';
import type { FeedParser } from './feed-parser';
import { FeedError, fetchFeed } from './fetch-feed';
import type { FeedEvent } from './parse-feed';
import { freeParts } from './ranges';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type FeedRow = typeof calendarFeeds.$inferSelect;

export interface SyncDeps {
  db: Db;
  outbox: Outbox;
  log: { error(obj: object, msg: string): void };
  /** ICAL_ALLOW_PRIVATE_HOSTS: tests serve feeds from 127.0.0.1. */
  allowPrivateHosts: boolean;
  parser: FeedParser;
  now?: () => Date;
}

/** Longer than one fetch and apply can take: a crashed poller's lease runs out by itself. */
const LEASE_MS = 2 * 60_000;

const fmtDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Polls imported calendars. One poll of a feed at a time across processes: a poll first takes a
 * lease on the feed's row (a conditional UPDATE), and whoever does not get it skips the feed.
 */
export function calendarSync(deps: SyncDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function lease(feedId: number): Promise<FeedRow | undefined> {
    const at = now();
    const [row] = await db
      .update(calendarFeeds)
      .set({ leaseUntil: new Date(at.getTime() + LEASE_MS) })
      .where(and(eq(calendarFeeds.id, feedId), or(isNull(calendarFeeds.leaseUntil), lt(calendarFeeds.leaseUntil, at))))
      .returning();
    return row;
  }

  /**
   * Holds the nights of one event that nothing else holds. Nights of a Roamstead booking are
   * never taken over: the event is marked as a conflict instead.
   */
  async function applyEvent(tx: Tx, listingId: number, eventId: number, ev: FeedEvent) {
    const others = await tx
      .select({ stay: listingHolds.stay, reason: listingHolds.reason })
      .from(listingHolds)
      .where(
        and(
          eq(listingHolds.listingId, listingId),
          sql`${listingHolds.stay} && ${stayRange(ev.from, ev.to)}::daterange`,
        ),
      );
    const parts = freeParts(
      ev,
      others.map((o) => parseRange(o.stay)),
    );
    if (parts.length) {
      await tx.insert(listingHolds).values(
        parts.map((p) => ({
          listingId,
          stay: stayRange(p.from, p.to),
          reason: 'import' as const,
          feedEventId: eventId,
        })),
      );
    }
    const conflict = others.some((o) => o.reason === 'booking');
    await tx
      .update(calendarFeedEvents)
      .set({ applied: others.length === 0, conflict })
      .where(eq(calendarFeedEvents.id, eventId));
    return conflict;
  }

  /**
   * Makes the feed's holds match `events`, matched by UID: vanished events free their nights,
   * moved ones move; unchanged, fully applied events are left alone and the rest are applied
   * again (a night another hold had may have opened). Returns the events newly in conflict.
   */
  async function applyFeed(feed: FeedRow, events: FeedEvent[]) {
    return db.transaction(async (tx) => {
      const uids = events.map((e) => e.uid);
      await tx
        .delete(calendarFeedEvents)
        .where(
          and(
            eq(calendarFeedEvents.feedId, feed.id),
            uids.length ? notInArray(calendarFeedEvents.uid, uids) : undefined,
          ),
        );
      const existing = await tx.select().from(calendarFeedEvents).where(eq(calendarFeedEvents.feedId, feed.id));
      const byUid = new Map(existing.map((e) => [e.uid, e]));
      const changed = events.filter((ev) => {
        const old = byUid.get(ev.uid);
        return !old || old.startsOn !== ev.from || old.endsOn !== ev.to || !old.applied;
      });
      // Free every changed event's nights first, so events swapping dates do not block each other.
      const changedIds = changed.flatMap((ev) => byUid.get(ev.uid)?.id ?? []);
      if (changedIds.length) await tx.delete(listingHolds).where(inArray(listingHolds.feedEventId, changedIds));
      const newConflicts: FeedEvent[] = [];
      for (const ev of changed) {
        const old = byUid.get(ev.uid);
        const [row] = old
          ? await tx
              .update(calendarFeedEvents)
              .set({ startsOn: ev.from, endsOn: ev.to })
              .where(eq(calendarFeedEvents.id, old.id))
              .returning({ id: calendarFeedEvents.id })
          : await tx
              .insert(calendarFeedEvents)
              .values({ feedId: feed.id, uid: ev.uid, startsOn: ev.from, endsOn: ev.to })
              .returning({ id: calendarFeedEvents.id });
        if (!row) continue;
        const conflict = await applyEvent(tx, feed.listingId, row.id, ev);
        const datesMoved = old && (old.startsOn !== ev.from || old.endsOn !== ev.to);
        if (conflict && (!old?.conflict || datesMoved)) newConflicts.push(ev);
      }
      return newConflicts;
    });
  }

  async function notifyConflicts(feed: FeedRow, conflicts: FeedEvent[]) {
    if (!conflicts.length) return;
    const [l] = await db
      .select({ hostId: listings.hostId, title: listings.title })
      .from(listings)
      .where(eq(listings.id, feed.listingId));
    if (!l) return;
    const dates = conflicts.map((c) => `${fmtDay(c.from)} – ${fmtDay(c.to)}`).join(', ');
    await notify(
      db,
      l.hostId,
      {
        kind: 'booking_update',
        title: 'Calendar conflict',
        body: `“${feed.name}” has ${l.title} taken on ${dates}, which overlaps a Roamstead booking. The Roamstead booking keeps those nights; please sort it out on the other site.`,
        link: `/dashboard/host/calendar?listing=${feed.listingId}`,
        subjectId: feed.listingId,
      },
      deps.outbox,
    );
  }

  /** Fetches, reads and applies one leased feed, then records the result and releases the lease. */
  async function run(feed: FeedRow) {
    let error: string | null = null;
    let conflicts: FeedEvent[] = [];
    try {
      const text = await fetchFeed(feed.url, { allowPrivate: deps.allowPrivateHosts });
      const [listing] = await db
        .select({ timezone: places.timezone })
        .from(listings)
        .leftJoin(places, eq(places.id, listings.placeId))
        .where(eq(listings.id, feed.listingId));
      // Events that ended before the listing's today are past, like nights before it.
      const events = await deps.parser.parse(text, localToday(now(), listing?.timezone ?? null));
      // A booking racing the sync can win a night between reading and inserting: read again.
      for (let attempt = 1; ; attempt++) {
        try {
          conflicts = await retryOnDeadlock(() => applyFeed(feed, events));
          break;
        } catch (err) {
          if (sqlState(err) !== EXCLUSION_VIOLATION || attempt >= 3) throw err;
        }
      }
    } catch (err) {
      if (!(err instanceof FeedError)) deps.log.error({ err, feedId: feed.id }, 'calendar sync failed');
      error = err instanceof FeedError ? err.message : 'Something went wrong reading this calendar. We will try again.';
    }
    const [counts] = await db
      .select({
        events: sql<number>`count(*)::int`,
        conflicts: sql<number>`count(*) filter (where ${calendarFeedEvents.conflict})::int`,
      })
      .from(calendarFeedEvents)
      .where(eq(calendarFeedEvents.feedId, feed.id));
    // Failures keep the nights of the last good sync: a site being down frees nothing.
    await db
      .update(calendarFeeds)
      .set({
        lastSyncedAt: now(),
        lastResult: error ? 'error' : 'ok',
        lastError: error,
        eventCount: counts?.events ?? 0,
        conflictCount: counts?.conflicts ?? 0,
        leaseUntil: null,
      })
      .where(eq(calendarFeeds.id, feed.id));
    try {
      await notifyConflicts(feed, conflicts);
    } catch (err) {
      deps.log.error({ err, feedId: feed.id }, 'calendar conflict notice failed');
    }
  }

  return {
    /** Syncs one feed now; false when another poll holds it. */
    async syncFeed(feedId: number): Promise<boolean> {
      const feed = await lease(feedId);
      if (!feed) return false;
      await run(feed);
      return true;
    },

    /** The scheduled poll: every feed not synced for `intervalMs`, one after another. */
    async syncDue(intervalMs: number) {
      const due = await db
        .select({ id: calendarFeeds.id })
        .from(calendarFeeds)
        .where(
          or(
            isNull(calendarFeeds.lastSyncedAt),
            lt(calendarFeeds.lastSyncedAt, new Date(now().getTime() - intervalMs)),
          ),
        )
        .orderBy(sql`${calendarFeeds.lastSyncedAt} asc nulls first`)
        .limit(50);
      for (const { id } of due) {
        const feed = await lease(id);
        if (feed) await run(feed);
      }
    },
  };
}

export type CalendarSync = ReturnType<typeof calendarSync>;
