import { randomBytes } from 'node:crypto';
import {
  type AlertFrequency,
  type ListingPage,
  type ListingsQuery,
  listingsQuery,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_UNSUBSCRIBE_PATH,
  type SavedSearch,
} from '@roamstead/contract';
import { and, count, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedSearches, savedSearchMatches, users } from '../../db/schema';
import { badRequest, conflict, fieldErrors, notFound } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import { notify } from '../notifications';

type Row = typeof savedSearches.$inferSelect;

/** The search's own filters (no paging or sort: alerts look at the newest matches). */
const NOT_FILTERS = new Set(['page', 'per_page', 'sort']);
/** How many of the newest matches each run looks at. */
const WINDOW = 100;
const DUE_AFTER_MS: Record<Exclude<AlertFrequency, 'never'>, number> = {
  instant: 0,
  daily: 24 * 3_600_000,
  weekly: 7 * 24 * 3_600_000,
};

/**
 * Reads a search page's query string into the search's filters, refusing what the search would
 * refuse (field errors under `query.<filter>`). Returns the filters and their normal form.
 */
export function parseSearch(queryString: string) {
  const params = new URLSearchParams(queryString.replace(/^\?/, ''));
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (!NOT_FILTERS.has(key) && value !== '') raw[key] = value;
  const parsed = listingsQuery.safeParse(raw);
  if (!parsed.success) {
    const details = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error.issues)).map(([k, v]) => [`query.${k}`, v]),
    );
    throw badRequest('This search cannot be saved.', details);
  }
  // Only what the search understood is kept (unknown parameters are dropped), in a stable order.
  const understood = parsed.data as Record<string, unknown>;
  const known = Object.keys(raw).filter((k) => understood[k] !== undefined);
  const normal = new URLSearchParams(known.sort().map((k): [string, string] => [k, raw[k] as string])).toString();
  return { filters: parsed.data, normal };
}

const toSaved = (r: Row): SavedSearch => ({
  id: r.id,
  name: r.name,
  query: r.query,
  frequency: r.frequency,
  created_at: r.createdAt.toISOString(),
  last_alert_at: r.lastAlertAt?.toISOString() ?? null,
});

export interface SavedSearchDeps {
  db: Db;
  outbox: Outbox;
  publicUrl: string;
  search: (query: ListingsQuery) => Promise<ListingPage>;
  now?: () => Date;
}

export function savedSearchesService({ db, outbox, publicUrl, search, now = () => new Date() }: SavedSearchDeps) {
  async function own(userId: number, id: number) {
    const [row] = await db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
    if (!row) throw notFound();
    return row;
  }

  /** The newest listings the search matches now (their ids and own-currency prices). */
  async function matches(filters: ListingsQuery) {
    const page = await search({ ...filters, sort: 'newest', page: 1, per_page: WINDOW });
    return page.items;
  }

  /** What a run found for one search: listings new to it, and listings now cheaper than ever seen. */
  async function compare(row: Row) {
    const { filters } = parseSearch(row.query);
    const found = await matches(filters);
    const fresh: typeof found = [];
    const cheaper: typeof found = [];
    for (const item of found) {
      const [added] = await db
        .insert(savedSearchMatches)
        .values({ savedSearchId: row.id, listingId: item.id, price: item.price.amount })
        .onConflictDoNothing()
        .returning({ id: savedSearchMatches.listingId });
      if (added) {
        fresh.push(item);
        continue;
      }
      const [dropped] = await db
        .update(savedSearchMatches)
        .set({ price: item.price.amount })
        .where(
          and(
            eq(savedSearchMatches.savedSearchId, row.id),
            eq(savedSearchMatches.listingId, item.id),
            gt(savedSearchMatches.price, item.price.amount),
          ),
        )
        .returning({ id: savedSearchMatches.listingId });
      if (dropped) cheaper.push(item);
    }
    return { fresh, cheaper };
  }

  async function alert(row: Row, found: Awaited<ReturnType<typeof compare>>) {
    const { fresh, cheaper } = found;
    if (fresh.length === 0 && cheaper.length === 0) return false;
    const link = `/?${row.query}`;
    const parts = [
      fresh.length
        ? `${fresh.length} new: ${fresh
            .slice(0, 3)
            .map((l) => l.title)
            .join(', ')}${fresh.length > 3 ? '…' : ''}.`
        : '',
      cheaper.length
        ? `Price drop: ${cheaper
            .slice(0, 3)
            .map((l) => l.title)
            .join(', ')}${cheaper.length > 3 ? '…' : ''}.`
        : '',
    ].filter(Boolean);
    const title = `New for “${row.name}”`;
    const body = parts.join(' ');
    await notify(db, row.userId, { kind: 'saved_search', title, body, link, subjectId: row.id });
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    if (user?.email) {
      const open = new URL(link, publicUrl);
      const unsubscribe = new URL(SAVED_SEARCH_UNSUBSCRIBE_PATH, publicUrl);
      unsubscribe.searchParams.set('token', row.unsubscribeToken);
      await outbox.send({
        channel: 'email',
        to: user.email,
        subject: title,
        body: `${body}\n\nSee them: ${open}\n\nNo more alerts for this search: ${unsubscribe}`,
      });
    }
    await db.update(savedSearches).set({ lastAlertAt: now() }).where(eq(savedSearches.id, row.id));
    return true;
  }

  return {
    async list(userId: number) {
      const rows = await db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.id));
      return rows.map(toSaved);
    },

    /** Saves the search; what matches now is its baseline, so only later changes alert. */
    async create(userId: number, body: { name: string; query: string; frequency: AlertFrequency }) {
      const { filters, normal } = parseSearch(body.query);
      const [mine] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
      if ((mine?.n ?? 0) >= SAVED_SEARCH_LIMITS.perUser) throw conflict(SAVED_SEARCH_MESSAGES.tooMany);
      const [row] = await db
        .insert(savedSearches)
        .values({
          userId,
          name: body.name,
          query: normal,
          frequency: body.frequency,
          unsubscribeToken: randomBytes(24).toString('base64url'),
          checkedAt: now(),
        })
        .returning();
      if (!row) throw new Error('saved search not inserted');
      const found = await matches(filters);
      if (found.length) {
        await db
          .insert(savedSearchMatches)
          .values(found.map((l) => ({ savedSearchId: row.id, listingId: l.id, price: l.price.amount })))
          .onConflictDoNothing();
      }
      return toSaved(row);
    },

    async update(
      userId: number,
      id: number,
      body: { name?: string | undefined; frequency?: AlertFrequency | undefined },
    ) {
      await own(userId, id);
      const [row] = await db
        .update(savedSearches)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.frequency !== undefined ? { frequency: body.frequency } : {}),
        })
        .where(eq(savedSearches.id, id))
        .returning();
      return toSaved(row as Row);
    },

    async remove(userId: number, id: number) {
      await own(userId, id);
      await db.delete(savedSearches).where(eq(savedSearches.id, id));
    },

    /** One-click unsubscribe from an alert e-mail: alerts off, the search kept. */
    async unsubscribe(token: string) {
      const [row] = await db
        .update(savedSearches)
        .set({ frequency: 'never' })
        .where(and(eq(savedSearches.unsubscribeToken, token), ne(savedSearches.frequency, 'never')))
        .returning();
      if (!row) throw notFound();
      return { name: row.name };
    },

    /**
     * The alert job: each due search is claimed by moving `checked_at` forward (a conditional
     * update, so overlapping runs on other processes skip it), compared with what it has seen, and
     * alerted when something is new or cheaper. A listing is new to a search once.
     */
    async runAlerts() {
      const at = now();
      const due = or(
        ...Object.entries(DUE_AFTER_MS).map(([frequency, ms]) =>
          and(
            eq(savedSearches.frequency, frequency as AlertFrequency),
            or(isNull(savedSearches.checkedAt), lte(savedSearches.checkedAt, new Date(at.getTime() - ms))),
          ),
        ),
      );
      const candidates = await db.select({ id: savedSearches.id }).from(savedSearches).where(due).limit(500);
      let alerted = 0;
      for (const { id } of candidates) {
        const [row] = await db
          .update(savedSearches)
          .set({ checkedAt: at })
          .where(
            and(
              eq(savedSearches.id, id),
              due,
              or(isNull(savedSearches.checkedAt), sql`${savedSearches.checkedAt} < ${at.toISOString()}::timestamptz`),
            ),
          )
          .returning();
        if (!row) continue;
        if (await alert(row, await compare(row))) alerted++;
      }
      return alerted;
    },
  };
}

export type SavedSearchesService = ReturnType<typeof savedSearchesService>;
