import type {
  BookingDetail,
  BookingEvent,
  BookingState,
  BookingSummary,
  CancellationPolicyId,
  ListingAction,
  Quote,
} from '@roamstead/contract';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  bookings,
  conversations,
  identityVerifications,
  listingPhotos,
  listings,
  payments,
  payouts,
  places,
  users,
} from '../../db/schema';
import { forbidden, notFound } from '../../platform/errors';
import { variantUrl } from '../../platform/uploads';
import { listingRole, managedBy, roleAllows } from '../cohosts';
import type { BookingsContext } from './context';
import { money } from './context';
import type { Ledger } from './ledger';
import { payoutSplit } from './pricing';
import type { Quotes } from './quotes';

/** Bookings as the API shows them: lists, one booking with its ledger, payouts. Reads only. */
export function bookingQueries(
  { db, now }: Pick<BookingsContext, 'db' | 'now'>,
  quotes: Quotes,
  { refundFor }: Pick<Ledger, 'refundFor'>,
) {
  /**
   * Who the caller is to the booking; strangers get 404 so ids reveal nothing. Once one side has
   * deleted their account only the other side remains.
   */
  async function own(userId: number, bookingId: number, action: ListingAction = 'manage') {
    const [b] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!b) throw notFound();
    if (b.guestId === userId) return { b, viewer: 'guest' as const, manages: false };
    if (b.hostId === userId) return { b, viewer: 'host' as const, manages: true };
    // A co-host sees the reservations of the listing as their level allows, and acts on them only with full access.
    const { role } = b.listingId === null ? { role: null } : await listingRole(db, userId, b.listingId);
    if (!roleAllows(role, 'reservations')) throw notFound();
    if (!roleAllows(role, action)) throw forbidden();
    return { b, viewer: 'host' as const, manages: roleAllows(role, 'manage') };
  }

  /** What the viewer may do now; a confirmed stay that has started can no longer be cancelled. */
  function actionsFor(state: BookingState, viewer: 'guest' | 'host', started: boolean): BookingDetail['actions'] {
    if (state === 'pending') return viewer === 'host' ? ['accept', 'decline'] : ['cancel'];
    return state === 'accepted' && !started ? ['cancel'] : [];
  }

  const bookingCode = (id: number) => `RS-${String(id).padStart(6, '0')}`;

  /**
   * What the host is paid for a booking: its payout once there is one (cancelled: none), the
   * host's share of a request still pending, nothing for a booking that ended unpaid.
   */
  function hostPayout(b: typeof bookings.$inferSelect, payout: { amount: number; status: string } | null) {
    if (payout) return payout.status === 'cancelled' ? null : money(payout.amount, b.hostCurrency);
    return b.state === 'pending' ? money(payoutSplit(b.hostGross).amount, b.hostCurrency) : null;
  }

  async function summaries(
    where: SQL | undefined,
    viewer: 'guest' | 'host',
    /** Whose payout a host sees: their own (an owner's, or a co-host's share). */
    payee: number,
  ): Promise<BookingSummary[]> {
    const rows = await db
      .select({
        b: bookings,
        title: listings.title,
        kind: listings.kind,
        place: places.name,
        guestName: users.firstName,
        guestVerified: identityVerifications.verifiedAt,
        payout: { amount: payouts.amount, status: payouts.status },
      })
      .from(bookings)
      // Left joins: a booking outlives its listing and either person, as history.
      .leftJoin(listings, eq(listings.id, bookings.listingId))
      .leftJoin(places, eq(places.id, listings.placeId))
      .leftJoin(users, eq(users.id, bookings.guestId))
      .leftJoin(identityVerifications, eq(identityVerifications.userId, bookings.guestId))
      .leftJoin(payouts, and(eq(payouts.bookingId, bookings.id), eq(payouts.hostId, payee)))
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(500);
    const ids = [...new Set(rows.flatMap((r) => (r.b.listingId === null ? [] : [r.b.listingId])))];
    const photos = ids.length
      ? await db
          .select()
          .from(listingPhotos)
          .where(inArray(listingPhotos.listingId, ids))
          .orderBy(asc(listingPhotos.position))
      : [];
    const cover = new Map<number, string>();
    for (const p of photos) if (!cover.has(p.listingId)) cover.set(p.listingId, variantUrl(p.storageKey, 480));
    return rows.map(({ b, title, kind, place, guestName, guestVerified, payout }) => {
      const q = b.quote as Quote;
      return {
        id: b.id,
        code: bookingCode(b.id),
        state: b.state,
        listing: {
          id: b.listingId,
          title: title ?? b.listingTitle,
          kind: kind ?? q.kind,
          place: place ?? '',
          photo_url: b.listingId === null ? null : (cover.get(b.listingId) ?? null),
        },
        guest:
          b.guestId === null || guestName === null
            ? null
            : { id: b.guestId, first_name: guestName, identity_verified: guestVerified !== null },
        checkin: b.checkin,
        checkout: b.checkout,
        starts_at: q.starts_at,
        nights: q.nights,
        guests: b.guests,
        total: money(b.totalAmount, b.currency),
        host_payout: viewer === 'host' && (payout || b.hostId === payee) ? hostPayout(b, payout) : null,
        message: b.message,
        created_at: b.createdAt.toISOString(),
        expires_at: b.state === 'pending' ? (b.expiresAt?.toISOString() ?? null) : null,
      };
    });
  }

  async function detail(userId: number, bookingId: number): Promise<BookingDetail> {
    const { b, viewer, manages } = await own(userId, bookingId, 'reservations');
    const [summary] = await summaries(eq(bookings.id, b.id), viewer, userId);
    const row = b.listingId === null ? undefined : await quotes.loadListing(b.listingId);
    const [host] = b.hostId === null ? [] : await db.select().from(users).where(eq(users.id, b.hostId));
    if (!summary) throw notFound();
    const ledger = await db.select().from(payments).where(eq(payments.bookingId, b.id)).orderBy(asc(payments.id));
    const [payout] =
      viewer === 'host' ? await payoutRows(and(eq(payouts.bookingId, b.id), eq(payouts.hostId, userId))) : [];
    const [thread] =
      b.guestId === null || b.hostId === null || b.listingId === null
        ? []
        : await db
            .select({ id: conversations.id })
            .from(conversations)
            .where(
              and(
                eq(conversations.guestId, b.guestId),
                eq(conversations.hostId, b.hostId),
                eq(conversations.listingId, b.listingId),
              ),
            );
    const revealed = viewer === 'host' || b.state === 'accepted' || b.state === 'completed';
    const startsAt = b.startsAt;
    const event: BookingEvent = b.state === 'pending' ? 'withdraw' : 'cancel_by_guest';
    const preview =
      viewer === 'guest' && (b.state === 'pending' || (b.state === 'accepted' && startsAt > now()))
        ? b.state === 'pending'
          ? { percent: 100, amount: money(b.totalAmount, b.currency) }
          : (() => {
              const r = refundFor(b, event, startsAt);
              return { percent: r.percent, amount: money(r.amount, b.currency) };
            })()
        : null;
    return {
      ...summary,
      quote: b.quote as Quote,
      cancellation_policy: b.cancellationPolicy as CancellationPolicyId,
      check_in_time: row?.listing.checkInTime ?? null,
      check_out_time: row?.listing.checkOutTime ?? null,
      address: revealed ? (row?.listing.address ?? null) : null,
      host: host
        ? {
            id: host.id,
            first_name: host.firstName,
            email: revealed ? host.email : null,
            phone: revealed ? host.phone : null,
          }
        : null,
      payments: ledger.map((p) => ({
        id: p.id,
        kind: p.kind,
        amount: money(p.amount, p.currency),
        provider: p.provider,
        reference: p.reference,
        created_at: p.createdAt.toISOString(),
      })),
      refund_preview: preview,
      refunded: money(b.refundedAmount, b.currency),
      payout: payout ?? null,
      actions: viewer === 'guest' || manages ? actionsFor(b.state, viewer, startsAt <= now()) : [],
      viewer,
      conversation_id: thread?.id ?? null,
      state_changed_at: b.stateChangedAt.toISOString(),
    };
  }

  async function payoutRows(where: SQL | undefined) {
    const rows = await db
      .select({
        p: payouts,
        title: listings.title,
        storedTitle: bookings.listingTitle,
        guestName: users.firstName,
        checkin: bookings.checkin,
      })
      .from(payouts)
      .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
      .leftJoin(listings, eq(listings.id, bookings.listingId))
      .leftJoin(users, eq(users.id, bookings.guestId))
      .where(where)
      .orderBy(desc(payouts.scheduledFor), desc(payouts.id));
    return rows.map(({ p, title, storedTitle, guestName, checkin }) => ({
      id: p.id,
      booking_id: p.bookingId,
      listing_title: title ?? storedTitle,
      guest_name: guestName,
      checkin,
      gross: money(p.gross, p.currency),
      host_fee: money(p.hostFee, p.currency),
      role: p.role,
      cohost_share: money(p.cohostShare, p.currency),
      amount: money(p.amount, p.currency),
      status: p.status,
      scheduled_for: p.scheduledFor.toISOString(),
      paid_at: p.paidAt?.toISOString() ?? null,
    }));
  }
  async function list(userId: number, role: 'guest' | 'host', listingId?: number, state?: BookingState) {
    const who =
      role === 'guest'
        ? eq(bookings.guestId, userId)
        : managedBy(userId, 'reservations', bookings.listingId, bookings.hostId);
    return summaries(
      and(
        who,
        listingId ? eq(bookings.listingId, listingId) : undefined,
        state ? eq(bookings.state, state) : undefined,
      ),
      role,
      userId,
    );
  }

  return { own, detail, list, payoutRows };
}

export type BookingQueries = ReturnType<typeof bookingQueries>;
