import {
  type AdminUser,
  type AdminUserDetail,
  OPERATOR_MESSAGES,
  type OperatorRole,
  USER_SEARCH_LIMIT,
} from '@roamstead/contract';
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  authSessions,
  bookings,
  identityVerifications,
  listings,
  operatorRoles,
  reviews,
  userSuspensions,
  users,
} from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import { userIdsMatching } from './user-search';

/** What suspending needs of the bookings module: answering and withdrawing requests as their people would. */
export interface BookingActions {
  answer(hostId: number, bookingId: number, accept: boolean): Promise<unknown>;
  cancel(guestId: number, bookingId: number): Promise<unknown>;
}

const operatorRolesOf = sql<
  OperatorRole[]
>`array(select ${operatorRoles.role} from ${operatorRoles} where ${operatorRoles.userId} = ${users.id} order by 1)`;

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  role: users.role,
  createdAt: users.createdAt,
  operatorRoles: operatorRolesOf,
  suspensionReason: userSuspensions.reason,
  suspendedAt: userSuspensions.suspendedAt,
};
interface Row {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  role: 'guest' | 'host';
  createdAt: Date;
  operatorRoles: OperatorRole[];
  suspensionReason: string | null;
  suspendedAt: Date | null;
}

const toUser = (r: Row): AdminUser => ({
  id: r.id,
  name: `${r.firstName} ${r.lastName}`.trim(),
  email: r.email,
  phone: r.phone,
  role: r.role,
  operator_roles: r.operatorRoles,
  created_at: r.createdAt.toISOString(),
  suspension: r.suspendedAt ? { reason: r.suspensionReason ?? '', at: r.suspendedAt.toISOString() } : null,
});

/** Finding accounts, and suspending and reinstating them (docs/adr/0062). */
export function usersAdmin(db: Db, bookingActions: BookingActions, log: FastifyBaseLogger) {
  const select = () =>
    db.select(columns).from(users).leftJoin(userSuspensions, eq(userSuspensions.userId, users.id)).$dynamic();

  const bookingRows = (where: SQL) =>
    db
      .select({
        id: bookings.id,
        listingTitle: bookings.listingTitle,
        state: bookings.state,
        checkin: bookings.checkin,
        checkout: bookings.checkout,
        amount: bookings.totalAmount,
        currency: bookings.currency,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .where(where)
      .orderBy(desc(bookings.createdAt))
      .limit(20)
      .then((rows) =>
        rows.map((b) => ({
          id: b.id,
          listing_title: b.listingTitle,
          state: b.state,
          checkin: b.checkin,
          checkout: b.checkout,
          total: { amount: b.amount, currency: b.currency },
          created_at: b.createdAt.toISOString(),
        })),
      );

  async function detail(id: number): Promise<AdminUserDetail> {
    const [row] = await db
      .select({
        ...columns,
        city: users.city,
        country: users.country,
        emailVerifiedAt: users.emailVerifiedAt,
        identityVerifiedAt: identityVerifications.verifiedAt,
      })
      .from(users)
      .leftJoin(userSuspensions, eq(userSuspensions.userId, users.id))
      .leftJoin(identityVerifications, eq(identityVerifications.userId, users.id))
      .where(eq(users.id, id));
    if (!row) throw notFound();
    const [own, asGuest, asHost, sessions, written] = await Promise.all([
      db
        .select({ id: listings.id, title: listings.title, status: listings.status })
        .from(listings)
        .where(eq(listings.hostId, id))
        .orderBy(desc(listings.id))
        .limit(50),
      bookingRows(eq(bookings.guestId, id)),
      bookingRows(eq(bookings.hostId, id)),
      db.select().from(authSessions).where(eq(authSessions.userId, id)).orderBy(desc(authSessions.id)).limit(20),
      db
        .select({
          id: reviews.id,
          listing_id: reviews.listingId,
          listing_title: listings.title,
          rating: reviews.rating,
          body: reviews.body,
          createdAt: reviews.createdAt,
          hiddenAt: reviews.hiddenAt,
        })
        .from(reviews)
        .innerJoin(listings, eq(listings.id, reviews.listingId))
        .where(eq(reviews.authorId, id))
        .orderBy(desc(reviews.createdAt))
        .limit(20),
    ]);
    return {
      ...toUser(row as Row),
      city: row.city,
      country: row.country,
      email_verified: row.emailVerifiedAt !== null,
      identity_verified_at: row.identityVerifiedAt?.toISOString() ?? null,
      listings: own,
      bookings_as_guest: asGuest,
      bookings_as_host: asHost,
      reviews: written.map(({ createdAt, hiddenAt, ...r }) => ({
        ...r,
        created_at: createdAt.toISOString(),
        hidden: hiddenAt !== null,
      })),
      sessions: sessions.map((s) => ({
        id: s.id,
        created_at: s.createdAt.toISOString(),
        ip: s.ip,
        user_agent: s.userAgent,
        revoked: s.revokedAt !== null,
      })),
    };
  }

  return {
    /** By id or phone, e-mail, or name (see userMatch); newest accounts first, one page. */
    async search(q: string): Promise<AdminUser[]> {
      const ids = await userIdsMatching(db, q, USER_SEARCH_LIMIT);
      if (ids.length === 0) return [];
      const rows = await select().where(inArray(users.id, ids)).orderBy(desc(users.id));
      return (rows as Row[]).map(toUser);
    },

    detail,

    /** Marks the person's identity as checked by an operator; hosts see it on their requests. */
    async verifyIdentity(actor: AuditActor, id: number, reason: string): Promise<AdminUserDetail> {
      await db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
        if (!user) throw notFound();
        const [row] = await tx
          .insert(identityVerifications)
          .values({ userId: id, verifiedBy: actor.id })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict(OPERATOR_MESSAGES.alreadyVerified);
        await recordAudit(tx, actor, {
          action: 'user.verify_identity',
          subjectType: 'user',
          subjectId: id,
          before: { identity_verified: false },
          after: { identity_verified: true },
          reason,
        });
      });
      return detail(id);
    },

    /** Withdraws an operator's identity check; hosts no longer see it on the person's requests. */
    async revokeIdentity(actor: AuditActor, id: number, reason: string): Promise<AdminUserDetail> {
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(identityVerifications)
          .where(eq(identityVerifications.userId, id))
          .returning();
        if (!removed) {
          const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
          throw user ? conflict(OPERATOR_MESSAGES.notVerified) : notFound();
        }
        await recordAudit(tx, actor, {
          action: 'user.revoke_identity',
          subjectType: 'user',
          subjectId: id,
          before: { identity_verified: true, verified_at: removed.verifiedAt.toISOString() },
          after: { identity_verified: false },
          reason,
        });
      });
      return detail(id);
    },

    /**
     * Suspends an account: its sessions end and its published listings are unlisted in the same
     * transaction as the audit entry; then the requests waiting on it are declined (as its host)
     * or withdrawn (as its guest), which voids the guests' authorisations.
     */
    async suspend(actor: AuditActor, id: number, reason: string): Promise<AdminUserDetail> {
      if (actor.id === id) throw conflict(OPERATOR_MESSAGES.suspendSelf);
      const pending = await db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
        if (!user) throw notFound();
        const unlisted = await tx
          .update(listings)
          .set({ status: 'unlisted', updatedAt: new Date() })
          .where(and(eq(listings.hostId, id), eq(listings.status, 'published')))
          .returning({ id: listings.id });
        const listingIds = unlisted.map((l) => l.id);
        const [suspended] = await tx
          .insert(userSuspensions)
          .values({ userId: id, reason, suspendedBy: actor.id, listingIds })
          .onConflictDoNothing()
          .returning();
        if (!suspended) throw conflict(OPERATOR_MESSAGES.alreadySuspended);
        const ended = await tx
          .update(authSessions)
          .set({ revokedAt: new Date(), revokeReason: 'suspended' })
          .where(and(eq(authSessions.userId, id), isNull(authSessions.revokedAt)))
          .returning({ id: authSessions.id });
        const requests = await tx
          .select({ id: bookings.id, hostId: bookings.hostId, guestId: bookings.guestId })
          .from(bookings)
          .where(and(eq(bookings.state, 'pending'), or(eq(bookings.hostId, id), eq(bookings.guestId, id))));
        await recordAudit(tx, actor, {
          action: 'user.suspend',
          subjectType: 'user',
          subjectId: id,
          before: { suspended: false },
          after: {
            suspended: true,
            unlisted_listings: listingIds,
            ended_sessions: ended.length,
            pending_requests: requests.map((r) => r.id),
          },
          reason,
        });
        return requests;
      });
      for (const request of pending) {
        const answer =
          request.hostId === id ? bookingActions.answer(id, request.id, false) : bookingActions.cancel(id, request.id);
        // A request the sweep expired meanwhile is already closed: nothing left to do for it.
        await answer.catch((err) => log.warn({ err, bookingId: request.id }, 'request of a suspended user not closed'));
      }
      return detail(id);
    },

    /** Lifts a suspension; the listings it unlisted (and still unlisted) are published again. */
    async reinstate(actor: AuditActor, id: number, reason: string): Promise<AdminUserDetail> {
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(userSuspensions).where(eq(userSuspensions.userId, id)).returning();
        if (!removed) {
          const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
          throw user ? conflict(OPERATOR_MESSAGES.notSuspended) : notFound();
        }
        const relisted =
          removed.listingIds.length === 0
            ? []
            : await tx
                .update(listings)
                .set({ status: 'published', updatedAt: new Date() })
                .where(
                  and(
                    eq(listings.hostId, id),
                    inArray(listings.id, removed.listingIds),
                    eq(listings.status, 'unlisted'),
                  ),
                )
                .returning({ id: listings.id });
        await recordAudit(tx, actor, {
          action: 'user.reinstate',
          subjectType: 'user',
          subjectId: id,
          before: { suspended: true, reason: removed.reason },
          after: { suspended: false, relisted_listings: relisted.map((l) => l.id) },
          reason,
        });
      });
      return detail(id);
    },
  };
}
