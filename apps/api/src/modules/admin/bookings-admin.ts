import {
  ADMIN_PAGE_SIZE,
  type AdminBookingDetail,
  type AdminBookingPage,
  type AdminBookingRow,
  type AdminBookingSearchQuery,
  OPERATOR_MESSAGES,
} from '@roamstead/contract';
import { aliasedTable, and, asc, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import {
  bookingStateChanges,
  bookings,
  conversations,
  listings,
  messages,
  payments,
  payouts,
  users,
} from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, notFound, unprocessable } from '../../platform/errors';
import type { BookingsService } from '../bookings';
import { userMatch } from './user-search';

/** What the console needs of the bookings module: support's cancellation and decline through its state machine. */
export type SupportCancellation = Pick<BookingsService, 'cancelBySupport' | 'declineBySupport'>;

const guestUser = aliasedTable(users, 'guest_user');
const hostUser = aliasedTable(users, 'host_user');
const code = (id: number) => `RS-${String(id).padStart(6, '0')}`;
const money = (amount: number, currency: string) => ({ amount, currency });

/** The ids of people a user search for `q` finds (see userMatch). */
const peopleMatching = (db: Db, q: string) => db.select({ id: users.id }).from(users).where(userMatch(q));

/** Finding bookings, reading one with its history, money and conversation, and support's cancellation (docs/adr/0075). */
export function bookingsAdmin(db: Db, support: SupportCancellation) {
  const rowColumns = {
    b: bookings,
    title: listings.title,
    guestFirst: guestUser.firstName,
    guestLast: guestUser.lastName,
    guestEmail: guestUser.email,
    hostFirst: hostUser.firstName,
    hostLast: hostUser.lastName,
    hostEmail: hostUser.email,
  };
  type Joined = {
    b: typeof bookings.$inferSelect;
    title: string | null;
    guestFirst: string | null;
    guestLast: string | null;
    guestEmail: string | null;
    hostFirst: string | null;
    hostLast: string | null;
    hostEmail: string | null;
  };
  const select = () =>
    db
      .select(rowColumns)
      .from(bookings)
      .leftJoin(listings, eq(listings.id, bookings.listingId))
      .leftJoin(guestUser, eq(guestUser.id, bookings.guestId))
      .leftJoin(hostUser, eq(hostUser.id, bookings.hostId))
      .$dynamic();

  const person = (id: number | null, first: string | null, last: string | null, email: string | null) =>
    id === null || email === null ? null : { id, name: `${first ?? ''} ${last ?? ''}`.trim(), email };

  const toRow = (r: Joined): AdminBookingRow => ({
    id: r.b.id,
    code: code(r.b.id),
    state: r.b.state,
    listing: { id: r.b.listingId, title: r.title ?? r.b.listingTitle },
    guest: person(r.b.guestId, r.guestFirst, r.guestLast, r.guestEmail),
    host: person(r.b.hostId, r.hostFirst, r.hostLast, r.hostEmail),
    checkin: r.b.checkin,
    checkout: r.b.checkout,
    total: money(r.b.totalAmount, r.b.currency),
    refunded: money(r.b.refundedAmount, r.b.currency),
    created_at: r.b.createdAt.toISOString(),
  });

  /** Captures and extra charges less refunds, in the guest's currency. */
  async function paidOf(bookingId: number) {
    const [row] = await db
      .select({
        paid: sql<string>`coalesce(sum(case when ${payments.kind} in ('capture', 'change_charge') then ${payments.amount} when ${payments.kind} = 'refund' then -${payments.amount} else 0 end), 0)`,
      })
      .from(payments)
      .where(eq(payments.bookingId, bookingId));
    return Number(row?.paid ?? 0);
  }

  async function detail(id: number): Promise<AdminBookingDetail> {
    const [r] = await select().where(eq(bookings.id, id));
    if (!r) throw notFound();
    const b = r.b;
    const [history, ledger, [payout], paid] = await Promise.all([
      db
        .select()
        .from(bookingStateChanges)
        .where(eq(bookingStateChanges.bookingId, id))
        .orderBy(asc(bookingStateChanges.id)),
      db.select().from(payments).where(eq(payments.bookingId, id)).orderBy(asc(payments.id)),
      db
        .select()
        .from(payouts)
        .where(and(eq(payouts.bookingId, id), eq(payouts.role, 'host'))),
      paidOf(id),
    ]);
    const threadWhere =
      b.guestId !== null && b.hostId !== null && b.listingId !== null
        ? or(
            eq(conversations.bookingId, id),
            and(
              eq(conversations.guestId, b.guestId),
              eq(conversations.hostId, b.hostId),
              eq(conversations.listingId, b.listingId),
            ),
          )
        : eq(conversations.bookingId, id);
    const [thread] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(threadWhere)
      .orderBy(desc(conversations.id))
      .limit(1);
    const said = thread
      ? await db
          .select({ id: messages.id, senderId: messages.senderId, body: messages.body, createdAt: messages.createdAt })
          .from(messages)
          .where(eq(messages.conversationId, thread.id))
          .orderBy(asc(messages.id))
          .limit(200)
      : [];
    const cancellable = b.state === 'accepted' && payout?.status !== 'paid';
    return {
      ...toRow(r),
      guests: b.guests,
      cancellation_policy: b.cancellationPolicy,
      state_changed_at: b.stateChangedAt.toISOString(),
      history: history.map((h) => ({
        from: h.fromState,
        to: h.toState,
        event: h.event,
        actor: h.actor,
        at: h.at.toISOString(),
      })),
      payments: ledger.map((p) => ({
        id: p.id,
        kind: p.kind,
        amount: money(p.amount, p.currency),
        provider: p.provider,
        reference: p.reference,
        created_at: p.createdAt.toISOString(),
      })),
      paid: money(paid, b.currency),
      refundable: money(cancellable ? paid : 0, b.currency),
      payout: payout
        ? {
            id: payout.id,
            status: payout.status,
            gross: money(payout.gross, payout.currency),
            host_fee: money(payout.hostFee, payout.currency),
            amount: money(payout.amount, payout.currency),
            scheduled_for: payout.scheduledFor.toISOString(),
            paid_at: payout.paidAt?.toISOString() ?? null,
          }
        : null,
      conversation: thread
        ? {
            id: thread.id,
            messages: said.map((m) => ({
              id: m.id,
              sender: m.senderId === null ? null : m.senderId === b.hostId ? ('host' as const) : ('guest' as const),
              body: m.body,
              created_at: m.createdAt.toISOString(),
            })),
          }
        : null,
    };
  }

  return {
    /** Newest first; each filter narrows; `before` pages on. */
    async search(q: AdminBookingSearchQuery): Promise<AdminBookingPage> {
      const where: (SQL | undefined)[] = [];
      if (q.id) where.push(eq(bookings.id, Number(q.id.replace(/^RS-/i, ''))));
      if (q.guest) where.push(inArray(bookings.guestId, peopleMatching(db, q.guest)));
      if (q.host) where.push(inArray(bookings.hostId, peopleMatching(db, q.host)));
      if (q.listing) {
        const text = q.listing.trim();
        where.push(
          /^\d{1,9}$/.test(text)
            ? eq(bookings.listingId, Number(text))
            : sql`lower(${bookings.listingTitle}) like ${`%${escapeLike(text.toLowerCase())}%`}`,
        );
      }
      if (q.state) where.push(eq(bookings.state, q.state));
      if (q.from) where.push(gte(bookings.checkin, q.from));
      if (q.to) where.push(lte(bookings.checkin, q.to));
      if (q.before) where.push(lt(bookings.id, Number(q.before)));
      const rows = await select()
        .where(and(...where))
        .orderBy(desc(bookings.id))
        .limit(ADMIN_PAGE_SIZE + 1);
      const page = rows.slice(0, ADMIN_PAGE_SIZE);
      return {
        items: page.map(toRow),
        next_before: rows.length > ADMIN_PAGE_SIZE ? (page.at(-1)?.b.id ?? null) : null,
      };
    },

    detail,

    /**
     * Cancels a confirmed booking for support with a refund of any amount up to what the guest has
     * paid, through the booking state machine (`cancel_by_support`): the calendar is released, the
     * provider refunds, the ledger and the host's payout follow, both sides are told; the audit
     * entry is written in the transition's transaction.
     */
    async cancel(actor: AuditActor, id: number, refundAmount: number, reason: string): Promise<AdminBookingDetail> {
      const [b] = await db.select().from(bookings).where(eq(bookings.id, id));
      if (!b) throw notFound();
      if (b.state !== 'accepted') throw conflict(OPERATOR_MESSAGES.notCancellable);
      const [payout] = await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.bookingId, id), eq(payouts.role, 'host')));
      if (payout?.status === 'paid') throw conflict(OPERATOR_MESSAGES.payoutReleased);
      const paid = await paidOf(id);
      if (refundAmount > paid) throw unprocessable(OPERATOR_MESSAGES.refundTooLarge, 'refund_amount');
      await support.cancelBySupport(id, refundAmount, async (tx, row, refund) => {
        const [after] = await tx
          .select({ status: payouts.status, amount: payouts.amount, currency: payouts.currency })
          .from(payouts)
          .where(and(eq(payouts.bookingId, id), eq(payouts.role, 'host')));
        await recordAudit(tx, actor, {
          action: 'booking.cancel',
          subjectType: 'booking',
          subjectId: id,
          before: {
            state: b.state,
            paid: money(paid, b.currency),
            host_payout: payout ? money(payout.amount, payout.currency) : null,
          },
          after: {
            state: row.state,
            refunded: money(refund?.amount ?? 0, b.currency),
            host_payout: after && after.status !== 'cancelled' ? money(after.amount, after.currency) : null,
          },
          reason,
        });
      });
      return detail(id);
    },

    /**
     * Declines a request the host has not answered, for support, through the state machine
     * (`decline_by_support`): the guest's authorisation is voided, the nights are released, both
     * sides are told; the audit entry is written in the transition's transaction.
     */
    async decline(actor: AuditActor, id: number, reason: string): Promise<AdminBookingDetail> {
      const [b] = await db.select().from(bookings).where(eq(bookings.id, id));
      if (!b) throw notFound();
      if (b.state !== 'pending') throw conflict(OPERATOR_MESSAGES.notPending);
      await support.declineBySupport(id, async (tx, row) => {
        await recordAudit(tx, actor, {
          action: 'booking.decline',
          subjectType: 'booking',
          subjectId: id,
          before: { state: b.state },
          after: { state: row.state, voided: money(b.totalAmount, b.currency) },
          reason,
        });
      });
      return detail(id);
    },
  };
}
