import {
  COHOST_LIMITS,
  type Cohost,
  type CohostLevel,
  type CohostList,
  type InviteCohostBody,
  COHOST_MESSAGES as M,
  type MyCohosting,
  mayCohost,
  PRODUCT_NAME,
  type UpdateCohostBody,
} from '@roamstead/contract';
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, conversations, listingCohosts, listings, users } from '../../db/schema';
import { hashToken, newOpaqueToken } from '../../platform/auth';
import { isUniqueViolation } from '../../platform/db-errors';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import { notify } from '../notifications';

type Row = typeof listingCohosts.$inferSelect;

const nameOf = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email.split('@')[0] || '';

const LEVEL_WORDS: Record<CohostLevel, string> = {
  full: 'full access (everything but payouts, co-hosts and deleting the listing)',
  calendar_inbox: 'calendar and inbox',
  calendar: 'calendar only',
};

/** Co-hosts of a listing: the owner invites, changes and removes them; the co-host accepts or leaves (ADR 0077). */
export function cohostsService(db: Db, outbox: Outbox, publicUrl: string) {
  /** The listing when `userId` owns it: 404 for unknown ids, 403 for anyone else (co-hosts included). */
  async function ownedListing(userId: number, listingId: number) {
    const [l] = await db.select().from(listings).where(eq(listings.id, listingId));
    if (!l) throw notFound();
    if (l.hostId !== userId) throw forbidden();
    return l;
  }

  async function toCohost(rows: Row[]): Promise<Cohost[]> {
    if (rows.length === 0) return [];
    const userIds = rows.map((r) => r.userId).filter((id): id is number => id !== null);
    const listingIds = [...new Set(rows.map((r) => r.listingId))];
    const [people, homes] = await Promise.all([
      userIds.length
        ? db
            .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
            .from(users)
            .where(inArray(users.id, userIds))
        : [],
      db
        .select({ id: listings.id, currency: listings.currency })
        .from(listings)
        .where(inArray(listings.id, listingIds)),
    ]);
    return rows.map((r) => {
      const person = people.find((p) => p.id === r.userId);
      return {
        id: r.id,
        listing_id: r.listingId,
        user_id: r.userId,
        name: person ? nameOf(person) : null,
        email: r.email,
        level: r.level,
        share_kind: r.shareKind,
        share_value: r.shareValue,
        currency: homes.find((h) => h.id === r.listingId)?.currency ?? 'USD',
        status: r.status,
        created_at: r.createdAt.toISOString(),
        accepted_at: r.acceptedAt?.toISOString() ?? null,
      };
    });
  }

  /**
   * Keeps a co-host's seat in the listing's guest threads in step with their level: a member of
   * every thread while the level allows the inbox, of none otherwise (and once removed).
   */
  async function syncThreads(tx: Db, listingId: number, userId: number, level: CohostLevel | null) {
    const threads = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.listingId, listingId));
    if (threads.length === 0) return;
    const ids = threads.map((c) => c.id);
    if (level && mayCohost(level, 'inbox')) {
      await tx
        .insert(conversationMembers)
        .values(ids.map((conversationId) => ({ conversationId, userId, role: 'host' as const })))
        .onConflictDoNothing();
    } else {
      await tx
        .delete(conversationMembers)
        .where(and(eq(conversationMembers.userId, userId), inArray(conversationMembers.conversationId, ids)));
    }
  }

  async function invitationFor(userId: number, where: ReturnType<typeof eq>) {
    const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const [row] = await db.select().from(listingCohosts).where(where);
    if (!me || !row || row.status !== 'pending') throw notFound(M.invalidToken);
    if (row.email !== me.email.toLowerCase()) throw forbidden(M.otherEmail);
    return row;
  }

  async function accept(userId: number, row: Row) {
    const [listing] = await db.select({ hostId: listings.hostId }).from(listings).where(eq(listings.id, row.listingId));
    if (!listing) throw notFound(M.invalidToken);
    if (listing.hostId === userId) throw conflict(M.ownerSelf);
    const accepted = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(listingCohosts)
        .set({ userId, status: 'active', tokenHash: null, acceptedAt: new Date() })
        .where(and(eq(listingCohosts.id, row.id), eq(listingCohosts.status, 'pending')))
        .returning();
      if (!updated) throw notFound(M.invalidToken);
      // Co-hosting is hosting: the account gets the host's tools (a guest account switches).
      await tx.update(users).set({ role: 'host' }).where(eq(users.id, userId));
      await syncThreads(tx as Db, row.listingId, userId, updated.level);
      return updated;
    });
    const [cohost] = await toCohost([accepted]);
    return cohost as Cohost;
  }

  return {
    async list(userId: number, listingId: number): Promise<CohostList> {
      const l = await ownedListing(userId, listingId);
      const rows = await db
        .select()
        .from(listingCohosts)
        .where(eq(listingCohosts.listingId, listingId))
        .orderBy(asc(listingCohosts.id));
      return { listing: { id: l.id, title: l.title, currency: l.currency }, items: await toCohost(rows) };
    },

    /** E-mails the invitation link; an existing account also finds it in the bell. */
    async invite(userId: number, listingId: number, body: InviteCohostBody) {
      const listing = await ownedListing(userId, listingId);
      const email = body.email.toLowerCase();
      const [owner] = await db.select().from(users).where(eq(users.id, userId));
      if (owner?.email.toLowerCase() === email) throw conflict(M.ownerSelf, { email: [M.ownerSelf] });
      const [n] = await db.select({ n: count() }).from(listingCohosts).where(eq(listingCohosts.listingId, listingId));
      if ((n?.n ?? 0) >= COHOST_LIMITS.perListing) throw conflict(M.tooMany);
      const token = newOpaqueToken();
      let row: Row | undefined;
      try {
        [row] = await db
          .insert(listingCohosts)
          .values({
            listingId,
            email,
            level: body.level,
            shareKind: body.share_kind ?? 'none',
            shareValue: body.share_kind === 'none' ? 0 : (body.share_value ?? 0),
            tokenHash: hashToken(token),
            invitedBy: userId,
          })
          .returning();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(M.already, { email: [M.already] });
        throw err;
      }
      if (!row) throw new Error('invitation not stored');
      const from = owner ? nameOf(owner) : PRODUCT_NAME;
      const title = `${from} invites you to co-host "${listing.title}"`;
      const text = `${from} invites you to co-host "${listing.title}" on ${PRODUCT_NAME} with ${LEVEL_WORDS[body.level]}.`;
      await outbox.send({
        channel: 'email',
        to: email,
        subject: title,
        body: `${text}\n\nAccept the invitation (sign in or create an account with this address):\n${publicUrl}/dashboard/host/cohosting?token=${token}`,
      });
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing) {
        await notify(db, existing.id, {
          kind: 'cohost_invitation',
          title,
          body: text,
          link: '/dashboard/host/cohosting',
          actorName: from,
          actionable: true,
          subjectId: row.id,
        });
      }
      const [cohost] = await toCohost([row]);
      return cohost as Cohost;
    },

    async update(userId: number, listingId: number, cohostId: number, body: UpdateCohostBody) {
      await ownedListing(userId, listingId);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(listingCohosts)
          .set({
            level: body.level,
            shareKind: body.share_kind ?? 'none',
            shareValue: body.share_kind === 'none' ? 0 : (body.share_value ?? 0),
          })
          .where(and(eq(listingCohosts.id, cohostId), eq(listingCohosts.listingId, listingId)))
          .returning();
        if (!row) throw notFound(M.notFound);
        if (row.userId !== null) await syncThreads(tx as Db, listingId, row.userId, row.level);
        return row;
      });
      const [cohost] = await toCohost([updated]);
      return cohost as Cohost;
    },

    /** The owner removes a co-host or withdraws an invitation: access ends with the row. */
    async remove(userId: number, listingId: number, cohostId: number) {
      await ownedListing(userId, listingId);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(listingCohosts)
          .where(and(eq(listingCohosts.id, cohostId), eq(listingCohosts.listingId, listingId)))
          .returning();
        if (!row) throw notFound(M.notFound);
        if (row.userId !== null) await syncThreads(tx as Db, listingId, row.userId, null);
      });
    },

    /** A co-host leaves a listing. */
    async leave(userId: number, listingId: number) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(listingCohosts)
          .where(and(eq(listingCohosts.listingId, listingId), eq(listingCohosts.userId, userId)))
          .returning();
        if (!row) throw notFound(M.notFound);
        await syncThreads(tx as Db, listingId, userId, null);
      });
    },

    /** The caller's invitations (to their address) and co-hostings. */
    async mine(userId: number): Promise<MyCohosting[]> {
      const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!me) throw notFound();
      const rows = await db
        .select()
        .from(listingCohosts)
        .where(
          or(
            eq(listingCohosts.userId, userId),
            and(eq(listingCohosts.status, 'pending'), eq(listingCohosts.email, me.email.toLowerCase())),
          ),
        )
        .orderBy(asc(listingCohosts.id));
      const items = await toCohost(rows);
      const homes = rows.length
        ? await db
            .select({
              id: listings.id,
              title: listings.title,
              firstName: users.firstName,
              lastName: users.lastName,
              email: users.email,
            })
            .from(listings)
            .innerJoin(users, eq(users.id, listings.hostId))
            .where(
              inArray(
                listings.id,
                rows.map((r) => r.listingId),
              ),
            )
        : [];
      return items.map((c) => {
        const home = homes.find((h) => h.id === c.listing_id);
        return { ...c, listing_title: home?.title ?? '', owner_name: home ? nameOf(home) : '' };
      });
    },

    /** Accepting from the e-mailed link: the signed-in account must have the invited address. */
    async acceptToken(userId: number, token: string) {
      return accept(userId, await invitationFor(userId, eq(listingCohosts.tokenHash, hashToken(token))));
    },

    /** Accepting or declining an invitation listed for the caller (the bell, /cohosting). */
    async answer(userId: number, invitationId: number, accepted: boolean) {
      const row = await invitationFor(userId, eq(listingCohosts.id, invitationId));
      if (accepted) return accept(userId, row);
      await db.delete(listingCohosts).where(and(eq(listingCohosts.id, row.id), eq(listingCohosts.status, 'pending')));
      return null;
    },
  };
}

export type CohostsService = ReturnType<typeof cohostsService>;
