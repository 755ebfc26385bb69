import {
  type AdminDashboard,
  convertMinor,
  DASHBOARD_DAYS,
  type DashboardDay,
  FAILED_PAYMENTS_WINDOW_DAYS,
  minorDigits,
} from '@roamstead/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type DashboardConfirmed, dashboardDays } from '../../db/schema';
import { badRequest } from '../../platform/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;
const CANCELLED = sql`('cancelled_by_guest', 'cancelled_by_host', 'cancelled_by_support')`;
/** One refresh of the stored days at a time (a key of its own for pg_advisory_xact_lock). */
const DASHBOARD_LOCK = 830_001;
/** The UTC day of a timestamp column, as YYYY-MM-DD. */
const dayOf = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

type StoredDay = typeof dashboardDays.$inferInsert;

/**
 * The operator dashboard: the last DASHBOARD_DAYS days (UTC) by day, and what waits now. The
 * figures of each day are stored (`dashboard_days`, docs/adr/0083) and computed from the tables
 * only for the days a write marked stale since (the triggers of migration dashboard_days), usually
 * today alone, so a read costs one day's rows rather than the window's. Amounts are kept per
 * currency and converted at read time with the stored rates.
 */
export function dashboardService(db: Db) {
  const all = async <T>(tx: Tx | Db, query: ReturnType<typeof sql>) =>
    ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

  /** Computes the UTC days [from, to) from the tables and stores them. */
  async function computeDays(tx: Tx, from: number, to: number) {
    const since = new Date(from);
    const until = new Date(to);
    const days = new Map<string, StoredDay & { confirmed: DashboardConfirmed[] }>();
    for (let t = from; t < to; t += DAY_MS) {
      const day = isoDay(t);
      days.set(day, { day, requested: 0, cancelled: 0, newGuests: 0, newHosts: 0, newListings: 0, confirmed: [] });
    }
    const requested = await all<{ day: string; n: number }>(
      tx,
      sql`select ${dayOf('created_at')} as day, count(*)::int as n from bookings
            where created_at >= ${since} and created_at < ${until} group by 1`,
    );
    // A booking is confirmed when its payment is captured (acceptance or instant book); the host
    // fee is the owner's payout's (co-hosts' shares are cut from it). A few days' captures look
    // their booking and payout up by key (`offset 0` keeps the lookups from becoming hash joins
    // over both tables); the whole window is cheaper joined.
    const byKey = sql.raw(to - from <= 3 * DAY_MS ? 'offset 0' : '');
    const confirmed = await all<{
      day: string;
      currency: string;
      n: number;
      gross: string;
      service: string;
      host_fee: string;
      host_currency: string | null;
    }>(
      tx,
      sql`select ${dayOf('p.created_at')} as day, p.currency, count(*)::int as n, sum(p.amount) as gross,
                sum(coalesce((b.quote->'service_fee'->>'amount')::bigint, 0)) as service,
                sum(coalesce(po.host_fee, 0)) as host_fee, po.currency as host_currency
              from payments p
              cross join lateral (select quote from bookings b where b.id = p.booking_id ${byKey}) b
              left join lateral (select host_fee, currency from payouts po
                                  where po.booking_id = p.booking_id and po.role = 'host' ${byKey}) po on true
              where p.kind = 'capture' and p.created_at >= ${since} and p.created_at < ${until}
              group by 1, 2, po.currency`,
    );
    const cancelled = await all<{ day: string; n: number }>(
      tx,
      sql`select ${dayOf('state_changed_at')} as day, count(*)::int as n from bookings
            where state in ${CANCELLED} and state_changed_at >= ${since} and state_changed_at < ${until} group by 1`,
    );
    const people = await all<{ day: string; role: string; n: number }>(
      tx,
      sql`select ${dayOf('created_at')} as day, role, count(*)::int as n from users
            where created_at >= ${since} and created_at < ${until} group by 1, 2`,
    );
    const listed = await all<{ day: string; n: number }>(
      tx,
      sql`select ${dayOf('created_at')} as day, count(*)::int as n from listings
            where created_at >= ${since} and created_at < ${until} group by 1`,
    );
    for (const r of requested) {
      const d = days.get(r.day);
      if (d) d.requested = r.n;
    }
    for (const r of confirmed) {
      days.get(r.day)?.confirmed.push({
        currency: r.currency,
        host_currency: r.host_currency,
        n: r.n,
        gross: Number(r.gross),
        service: Number(r.service),
        host_fee: Number(r.host_fee),
      });
    }
    for (const r of cancelled) {
      const d = days.get(r.day);
      if (d) d.cancelled = r.n;
    }
    for (const r of people) {
      const d = days.get(r.day);
      if (d && r.role === 'host') d.newHosts = r.n;
      else if (d) d.newGuests = r.n;
    }
    for (const r of listed) {
      const d = days.get(r.day);
      if (d) d.newListings = r.n;
    }
    await tx
      .insert(dashboardDays)
      .values([...days.values()])
      .onConflictDoUpdate({
        target: dashboardDays.day,
        set: {
          requested: sql`excluded.requested`,
          cancelled: sql`excluded.cancelled`,
          newGuests: sql`excluded.new_guests`,
          newHosts: sql`excluded.new_hosts`,
          newListings: sql`excluded.new_listings`,
          confirmed: sql`excluded.confirmed`,
        },
      });
  }

  /**
   * The stored days from `from` to `to` (exclusive), after computing again those never stored or
   * marked stale. Under a lock, and the marks read before the tables: a write committed meanwhile
   * keeps its mark for the next read.
   */
  function storedDays(from: number, to: number) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DASHBOARD_LOCK})`);
      // Marks are taken (and cleared) before the tables are read: a write committed meanwhile keeps
      // its mark for the next read. Without a list of ids, however many have piled up.
      const stale = await all<{ day: string }>(
        tx,
        sql`delete from dashboard_stale_days returning to_char(day, 'YYYY-MM-DD') as day`,
      );
      const stored = await all<{ day: string }>(
        tx,
        sql`select to_char(day, 'YYYY-MM-DD') as day from dashboard_days where day >= ${isoDay(from)}::date`,
      );
      const fresh = new Set(stored.map((r) => r.day));
      for (const r of stale) fresh.delete(r.day);
      // Contiguous runs of days to compute, each in one pass.
      let start: number | null = null;
      for (let t = from; t <= to; t += DAY_MS) {
        const todo = t < to && !fresh.has(isoDay(t));
        if (todo && start === null) start = t;
        if (!todo && start !== null) {
          await computeDays(tx, start, t);
          start = null;
        }
      }
      await tx.execute(sql`delete from dashboard_days where day < ${isoDay(from)}::date`);
      return tx
        .select()
        .from(dashboardDays)
        .where(sql`day >= ${isoDay(from)}::date and day < ${isoDay(to)}::date`)
        .orderBy(dashboardDays.day);
    });
  }

  return {
    async summary(currency: string, today = new Date()): Promise<AdminDashboard> {
      const rateRows = await all<{ code: string; rate: string }>(db, sql`select code, rate from currencies`);
      const rates = new Map(rateRows.map((r) => [r.code, Number(r.rate)]));
      const target = rates.get(currency);
      if (!target) throw badRequest('Unknown currency.', { currency: ['Choose a supported currency.'] });
      const inTarget = (amount: number, from: string) => {
        if (from === currency) return amount;
        const rate = rates.get(from);
        if (!rate) return 0;
        return convertMinor(
          amount,
          { rate, minorDigits: minorDigits(from) },
          { rate: target, minorDigits: minorDigits(currency) },
        );
      };

      const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + DAY_MS;
      const since = end - DASHBOARD_DAYS * DAY_MS;
      const stored = await storedDays(since, end);
      const attention = await all<{
        user_reports: number;
        listings_pending: number;
        contact_messages: number;
        failed_payments: number;
      }>(
        db,
        sql`select (select count(*)::int from user_reports where status <> 'resolved') as user_reports,
                     (select count(*)::int from listing_moderation m join listings l on l.id = m.listing_id
                        where l.status = 'pending_review') as listings_pending,
                     (select count(*)::int from contact_messages m
                        where not exists (select 1 from contact_message_handling h where h.message_id = m.id)) as contact_messages,
                     (select count(*)::int from payment_failures
                        where created_at >= ${new Date(today.getTime() - FAILED_PAYMENTS_WINDOW_DAYS * DAY_MS)}) as failed_payments`,
      );
      const days: DashboardDay[] = stored.map((s) => {
        const day: DashboardDay = {
          day: s.day,
          requested: s.requested,
          confirmed: 0,
          cancelled: s.cancelled,
          gross: 0,
          fees: 0,
          new_guests: s.newGuests,
          new_hosts: s.newHosts,
          new_listings: s.newListings,
        };
        for (const c of s.confirmed) {
          day.confirmed += c.n;
          day.gross += inTarget(c.gross, c.currency);
          day.fees += inTarget(c.service, c.currency);
          if (c.host_currency) day.fees += inTarget(c.host_fee, c.host_currency);
        }
        return day;
      });
      return {
        currency,
        as_of: today.toISOString(),
        days,
        attention: attention[0] ?? { user_reports: 0, listings_pending: 0, contact_messages: 0, failed_payments: 0 },
      };
    },
  };
}
