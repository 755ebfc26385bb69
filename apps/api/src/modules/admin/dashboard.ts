import {
  type AdminDashboard,
  convertMinor,
  DASHBOARD_DAYS,
  type DashboardDay,
  FAILED_PAYMENTS_WINDOW_DAYS,
  minorDigits,
} from '@roamstead/contract';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';

const DAY_MS = 86_400_000;
const CANCELLED = sql`('cancelled_by_guest', 'cancelled_by_host', 'cancelled_by_support')`;
/** The UTC day of a timestamp column, as YYYY-MM-DD. */
const dayOf = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);

/** How long one process reuses a dashboard answer (docs/adr/0063). */
export const DASHBOARD_FRESH_MS = 60_000;

/**
 * The operator dashboard: the last DASHBOARD_DAYS days (UTC) by day, and what waits now. Each
 * figure is one grouped scan of an index on its date column (migration admin_dashboard_indexes);
 * at tens of thousands of bookings a month that is several hundred milliseconds, so each process
 * answers from the last minute's figures per currency (`as_of` says when they were read).
 */
export function dashboardService(db: Db) {
  const all = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  // Promises, so operators asking at the same moment share one read.
  const answers = new LRUCache<string, { value: Promise<AdminDashboard> }>({ max: 50, ttl: DASHBOARD_FRESH_MS });

  async function compute(currency: string, today = new Date()): Promise<AdminDashboard> {
    const rateRows = await all<{ code: string; rate: string }>(sql`select code, rate from currencies`);
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
    const since = new Date(end - DASHBOARD_DAYS * DAY_MS);
    const days = new Map<string, DashboardDay>();
    for (let t = since.getTime(); t < end; t += DAY_MS) {
      const day = new Date(t).toISOString().slice(0, 10);
      days.set(day, {
        day,
        requested: 0,
        confirmed: 0,
        cancelled: 0,
        gross: 0,
        fees: 0,
        new_guests: 0,
        new_hosts: 0,
        new_listings: 0,
      });
    }
    const at = (day: string) => days.get(day);

    const [requested, confirmed, cancelled, people, listed, attention] = await Promise.all([
      all<{ day: string; n: number }>(
        sql`select ${dayOf('created_at')} as day, count(*)::int as n from bookings where created_at >= ${since} group by 1`,
      ),
      // A booking is confirmed when its payment is captured (acceptance or instant book).
      all<{
        day: string;
        currency: string;
        n: number;
        gross: string;
        service: string;
        host_fee: string;
        host_currency: string | null;
      }>(
        sql`select ${dayOf('p.created_at')} as day, p.currency, count(*)::int as n, sum(p.amount) as gross,
                sum(coalesce((b.quote->'service_fee'->>'amount')::bigint, 0)) as service,
                sum(coalesce(po.host_fee, 0)) as host_fee, po.currency as host_currency
              from payments p
              join bookings b on b.id = p.booking_id
              left join payouts po on po.booking_id = p.booking_id
              where p.kind = 'capture' and p.created_at >= ${since}
              group by 1, 2, po.currency`,
      ),
      all<{ day: string; n: number }>(
        sql`select ${dayOf('state_changed_at')} as day, count(*)::int as n from bookings
              where state in ${CANCELLED} and state_changed_at >= ${since} group by 1`,
      ),
      all<{ day: string; role: string; n: number }>(
        sql`select ${dayOf('created_at')} as day, role, count(*)::int as n from users where created_at >= ${since} group by 1, 2`,
      ),
      all<{ day: string; n: number }>(
        sql`select ${dayOf('created_at')} as day, count(*)::int as n from listings where created_at >= ${since} group by 1`,
      ),
      all<{ user_reports: number; listings_pending: number; contact_messages: number; failed_payments: number }>(
        sql`select (select count(*)::int from user_reports where status <> 'resolved') as user_reports,
                     (select count(*)::int from listing_moderation m join listings l on l.id = m.listing_id
                        where l.status = 'pending_review') as listings_pending,
                     (select count(*)::int from contact_messages m
                        where not exists (select 1 from contact_message_handling h where h.message_id = m.id)) as contact_messages,
                     (select count(*)::int from payment_failures
                        where created_at >= ${new Date(today.getTime() - FAILED_PAYMENTS_WINDOW_DAYS * DAY_MS)}) as failed_payments`,
      ),
    ]);

    for (const r of requested) {
      const d = at(r.day);
      if (d) d.requested = r.n;
    }
    for (const r of confirmed) {
      const d = at(r.day);
      if (!d) continue;
      d.confirmed += r.n;
      d.gross += inTarget(Number(r.gross), r.currency);
      d.fees += inTarget(Number(r.service), r.currency);
      if (r.host_currency) d.fees += inTarget(Number(r.host_fee), r.host_currency);
    }
    for (const r of cancelled) {
      const d = at(r.day);
      if (d) d.cancelled = r.n;
    }
    for (const r of people) {
      const d = at(r.day);
      if (d && r.role === 'host') d.new_hosts = r.n;
      else if (d) d.new_guests = r.n;
    }
    for (const r of listed) {
      const d = at(r.day);
      if (d) d.new_listings = r.n;
    }
    return {
      currency,
      as_of: today.toISOString(),
      days: [...days.values()],
      attention: attention[0] ?? { user_reports: 0, listings_pending: 0, contact_messages: 0, failed_payments: 0 },
    };
  }

  return {
    summary(currency: string): Promise<AdminDashboard> {
      const cached = answers.get(currency);
      if (cached) return cached.value;
      const value = compute(currency);
      answers.set(currency, { value });
      value.catch(() => answers.delete(currency));
      return value;
    },
  };
}
