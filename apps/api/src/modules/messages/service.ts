import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  type Conversation,
  type ConversationBooking,
  type ConversationDetail,
  type ConversationFilter,
  type ConversationMessage,
  type MessagePage,
  type RealtimeEvent,
  type ReportBody,
  type StartConversationBody,
  type UnreadCounts,
} from '@roamstead/contract';
import { and, desc, eq, gt, isNotNull, isNull, lt, max, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  conversationMembers,
  conversations,
  listings,
  messages,
  places,
  userBlocks,
  userReports,
  users,
} from '../../db/schema';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { consume } from '../../platform/rate-limit';
import type { Realtime } from '../../platform/realtime';
import { variantUrl } from '../../platform/uploads';
import type { AttachmentStore, StoredAttachment } from './attachments';
import { attachmentUrl } from './attachments';

export interface MessagingDeps {
  db: Db;
  realtime: Realtime;
  attachments: AttachmentStore;
  /** The booking a thread is about, as the bookings module shows it to `userId` (null when unavailable). */
  bookingOf?: (userId: number, bookingId: number) => Promise<ConversationBooking | null>;
}

type MessageRow = typeof messages.$inferSelect;

export const toMessage = (row: MessageRow): ConversationMessage => ({
  id: row.id,
  conversation_id: row.conversationId,
  sender_id: row.senderId,
  body: row.body,
  attachment:
    row.attachmentKey && row.attachmentWidth && row.attachmentHeight
      ? { url: attachmentUrl(row.attachmentKey), width: row.attachmentWidth, height: row.attachmentHeight }
      : null,
  created_at: row.createdAt.toISOString(),
});

const displayName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email.split('@')[0] || '';

/** `%…%` for ILIKE with the user's own % and _ taken literally. */

const unprocessable = (message: string, field: string) =>
  new AppError(422, 'UNPROCESSABLE', message, { [field]: [message] });

/**
 * Finds the thread of a guest, a host and a listing, or creates it, with both members. Used by
 * inquiries here and by bookings (which pass their booking id and dates).
 */
export async function openConversation(
  db: Db,
  input: {
    guestId: number;
    hostId: number;
    listingId: number;
    bookingId?: number;
    checkIn?: string;
    checkOut?: string;
    guests?: number;
  },
) {
  const details = {
    ...(input.bookingId !== undefined ? { bookingId: input.bookingId } : {}),
    ...(input.checkIn !== undefined ? { checkIn: input.checkIn } : {}),
    ...(input.checkOut !== undefined ? { checkOut: input.checkOut } : {}),
    ...(input.guests !== undefined ? { guests: input.guests } : {}),
  };
  const [created] = await db
    .insert(conversations)
    .values({ guestId: input.guestId, hostId: input.hostId, listingId: input.listingId, ...details })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  let id = created?.id;
  if (!id) {
    const [found] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.guestId, input.guestId),
          eq(conversations.hostId, input.hostId),
          eq(conversations.listingId, input.listingId),
        ),
      );
    if (!found) throw new Error('conversation neither created nor found');
    id = found.id;
    if (Object.keys(details).length > 0) await db.update(conversations).set(details).where(eq(conversations.id, id));
  }
  await db
    .insert(conversationMembers)
    .values([
      { conversationId: id, userId: input.guestId, role: 'guest' as const },
      { conversationId: id, userId: input.hostId, role: 'host' as const },
    ])
    .onConflictDoNothing();
  return { id, created: Boolean(created) };
}

/** Typing signals closer together than this are dropped (the client sends one every few seconds). */
const TYPING_MIN_INTERVAL_MS = 1000;

export function messagingService({ db, realtime, attachments, bookingOf }: MessagingDeps) {
  const lastTyping = new Map<string, number>();
  const me = alias(conversationMembers, 'me');
  const them = alias(conversationMembers, 'them');
  const other = alias(users, 'other');
  const lastMessage = alias(messages, 'last_message');
  const otherId = sql<
    number | null
  >`(case when ${me.role} = 'guest' then ${conversations.hostId} else ${conversations.guestId} end)`;
  const unreadOf = sql<number>`(select count(*)::int from messages m where m.conversation_id = ${conversations.id} and m.id > ${me.lastReadMessageId} and m.sender_id is distinct from ${me.userId})`;

  /** The caller's conversations matching `where`, newest activity first, as the API shows them. */
  async function conversationsOf(userId: number, where: SQL | undefined, limit: number): Promise<Conversation[]> {
    const rows = await db
      .select({
        c: conversations,
        role: me.role,
        myLastRead: me.lastReadMessageId,
        archivedAt: me.archivedAt,
        otherId,
        other: {
          id: other.id,
          firstName: other.firstName,
          lastName: other.lastName,
          email: other.email,
          picture: other.pictureUrl,
        },
        otherLastRead: them.lastReadMessageId,
        listing: { id: listings.id, title: listings.title },
        place: places.name,
        photo: sql<
          string | null
        >`(select p.storage_key from listing_photos p where p.listing_id = ${listings.id} order by p.is_cover desc, p.position asc limit 1)`,
        last: lastMessage,
        unread: unreadOf,
        blockedByMe: sql<boolean>`exists (select 1 from user_blocks b where b.blocker_id = ${me.userId} and b.blocked_id = ${other.id})`,
        blockedMe: sql<boolean>`exists (select 1 from user_blocks b where b.blocker_id = ${other.id} and b.blocked_id = ${me.userId})`,
      })
      .from(conversations)
      .innerJoin(me, and(eq(me.conversationId, conversations.id), eq(me.userId, userId)))
      .leftJoin(other, eq(other.id, otherId))
      .leftJoin(them, and(eq(them.conversationId, conversations.id), eq(them.userId, other.id)))
      .leftJoin(listings, eq(listings.id, conversations.listingId))
      .leftJoin(places, eq(places.id, listings.placeId))
      .leftJoin(lastMessage, eq(lastMessage.id, conversations.lastMessageId))
      .where(where)
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.c.id,
      role: r.role,
      other: r.other
        ? { id: r.other.id, name: displayName(r.other), picture: r.other.picture, former: false }
        : { id: null, name: CONVERSATION_MESSAGES.formerUser, picture: null, former: true },
      listing: r.listing
        ? {
            id: r.listing.id,
            title: r.listing.title,
            photo: r.photo ? variantUrl(r.photo, 480) : null,
            place: r.place ?? '',
          }
        : null,
      booking_id: r.c.bookingId,
      check_in: r.c.checkIn,
      check_out: r.c.checkOut,
      guests: r.c.guests,
      last_message: r.last ? toMessage(r.last) : null,
      unread_count: Number(r.unread),
      archived: r.archivedAt !== null,
      blocked_by_me: Boolean(r.blockedByMe),
      blocked_me: Boolean(r.blockedMe),
      other_last_read_id: r.otherLastRead ?? 0,
      my_last_read_id: r.myLastRead,
      created_at: r.c.createdAt.toISOString(),
      updated_at: r.c.updatedAt.toISOString(),
    }));
  }

  /** The caller's membership, or 404 exactly like a conversation that does not exist. */
  async function membership(userId: number, conversationId: number) {
    const [row] = await db
      .select({
        role: conversationMembers.role,
        guestId: conversations.guestId,
        hostId: conversations.hostId,
        lastRead: conversationMembers.lastReadMessageId,
      })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
    if (!row) throw notFound();
    return { ...row, otherId: row.role === 'guest' ? row.hostId : row.guestId };
  }

  /** One thread with its linked booking's summary and the caller's actions on it. */
  async function get(userId: number, conversationId: number): Promise<ConversationDetail> {
    const [conversation] = await conversationsOf(userId, eq(conversations.id, conversationId), 1);
    if (!conversation) throw notFound();
    const booking =
      conversation.booking_id !== null && bookingOf ? await bookingOf(userId, conversation.booking_id) : null;
    return { ...conversation, booking };
  }

  async function blockBetween(from: number, to: number) {
    const rows = await db
      .select({ blocker: userBlocks.blockerId })
      .from(userBlocks)
      .where(
        or(
          and(eq(userBlocks.blockerId, from), eq(userBlocks.blockedId, to)),
          and(eq(userBlocks.blockerId, to), eq(userBlocks.blockedId, from)),
        ),
      );
    if (rows.some((r) => r.blocker === to)) throw forbidden(CONVERSATION_MESSAGES.blockedByThem);
    if (rows.some((r) => r.blocker === from)) throw forbidden(CONVERSATION_MESSAGES.blockedByYou);
  }

  async function emit(userIds: Array<number | null>, event: RealtimeEvent, tx?: Db) {
    await realtime.publish(
      userIds.filter((u): u is number => u !== null),
      event,
      tx,
    );
  }

  /**
   * Writes one message: rate limit, blocks, image, then message + thread state + live event at once.
   * `limited: false` skips the per-user send limit for a message that comes with an action limited
   * on its own (the note of a booking request).
   */
  async function send(
    userId: number,
    conversationId: number,
    body: string,
    attachment?: Buffer,
    opts: { limited?: boolean } = {},
  ): Promise<ConversationMessage> {
    const member = await membership(userId, conversationId);
    if (member.otherId === null) throw forbidden(CONVERSATION_MESSAGES.formerUserGone);
    await blockBetween(userId, member.otherId);
    if (opts.limited !== false) {
      await consume(db, {
        key: `messages:send:${userId}`,
        max: CONVERSATION_LIMITS.sendPerMinute,
        windowSeconds: 60,
        message: CONVERSATION_MESSAGES.sendLimited,
      });
    }
    let stored: StoredAttachment | undefined;
    if (attachment) stored = await attachments.save(attachment);
    const recipient = member.otherId;
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(messages)
          .values({
            conversationId,
            senderId: userId,
            body,
            attachmentKey: stored?.key ?? null,
            attachmentWidth: stored?.width ?? null,
            attachmentHeight: stored?.height ?? null,
          })
          .returning();
        if (!row) throw new Error('message not stored');
        await tx
          .update(conversations)
          .set({ lastMessageId: row.id, updatedAt: row.createdAt })
          .where(eq(conversations.id, conversationId));
        // Writing reads everything before; a new message brings an archived thread back for both.
        await tx
          .update(conversationMembers)
          .set({ lastReadMessageId: row.id, archivedAt: null })
          .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
        await tx
          .update(conversationMembers)
          .set({ archivedAt: null })
          .where(
            and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, recipient)),
          );
        const message = toMessage(row);
        await emit([userId, recipient], { type: 'message', conversation_id: conversationId, message }, tx as Db);
        return message;
      });
    } catch (err) {
      if (stored) await attachments.remove(stored.key);
      throw err;
    }
  }

  const filters: Record<ConversationFilter, SQL | undefined> = {
    all: isNull(me.archivedAt),
    unread: and(isNull(me.archivedAt), sql`${unreadOf} > 0`),
    archived: isNotNull(me.archivedAt),
  };

  return {
    get,
    send,

    /** Tells both participants' open streams that a thread changed (e.g. a booking was linked). */
    async changed(conversationId: number, userIds: Array<number | null>) {
      await emit(userIds, { type: 'conversation', conversation_id: conversationId });
    },

    async list(userId: number, filter: ConversationFilter, q: string | undefined, limit: number) {
      let search: SQL | undefined;
      if (q) {
        const pattern = containsPattern(q);
        search = or(
          sql`(${other.firstName} || ' ' || ${other.lastName}) ilike ${pattern}`,
          sql`${listings.title} ilike ${pattern}`,
          sql`exists (select 1 from messages s where s.conversation_id = ${conversations.id} and s.body ilike ${pattern})`,
        );
      }
      return { items: await conversationsOf(userId, and(filters[filter], search), limit) };
    },

    /** A guest writes to the host of a listing: the existing thread is reused, dates are updated. */
    async start(userId: number, input: StartConversationBody) {
      const [listing] = await db
        .select({ id: listings.id, hostId: listings.hostId, status: listings.status })
        .from(listings)
        .where(eq(listings.id, input.listing_id));
      if (listing?.status !== 'published') throw notFound(CONVERSATION_MESSAGES.listingUnavailable);
      if (listing.hostId === userId) throw unprocessable(CONVERSATION_MESSAGES.ownListing, 'listing_id');
      await blockBetween(userId, listing.hostId);
      const [existing] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            eq(conversations.guestId, userId),
            eq(conversations.hostId, listing.hostId),
            eq(conversations.listingId, listing.id),
          ),
        );
      if (!existing) {
        await consume(db, {
          key: `messages:new:${userId}`,
          max: CONVERSATION_LIMITS.newPerDay,
          windowSeconds: 24 * 60 * 60,
          message: CONVERSATION_MESSAGES.newLimited,
        });
      }
      const { id, created } = await openConversation(db, {
        guestId: userId,
        hostId: listing.hostId,
        listingId: listing.id,
        checkIn: input.check_in,
        checkOut: input.check_out,
        guests: input.guests,
      });
      const message = await send(userId, id, input.body);
      return { conversation: await get(userId, id), message, created };
    },

    async messages(
      userId: number,
      conversationId: number,
      before: number | undefined,
      limit: number,
    ): Promise<MessagePage> {
      await membership(userId, conversationId);
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), before ? lt(messages.id, before) : undefined))
        .orderBy(desc(messages.id))
        .limit(limit + 1);
      return { items: rows.slice(0, limit).reverse().map(toMessage), has_more: rows.length > limit };
    },

    /** Read receipts: the caller has read up to `messageId` (default: the newest message). */
    async markRead(userId: number, conversationId: number, messageId?: number) {
      const member = await membership(userId, conversationId);
      const [newest] = await db
        .select({ id: max(messages.id) })
        .from(messages)
        .where(
          and(eq(messages.conversationId, conversationId), messageId ? sql`${messages.id} <= ${messageId}` : undefined),
        );
      const target = newest?.id ?? 0;
      if (target > member.lastRead) {
        const [updated] = await db
          .update(conversationMembers)
          .set({ lastReadMessageId: target })
          .where(
            and(
              eq(conversationMembers.conversationId, conversationId),
              eq(conversationMembers.userId, userId),
              lt(conversationMembers.lastReadMessageId, target),
            ),
          )
          .returning({ id: conversationMembers.lastReadMessageId });
        if (updated) {
          await emit([userId, member.otherId], {
            type: 'read',
            conversation_id: conversationId,
            user_id: userId,
            last_read_id: target,
          });
        }
      }
      return { last_read_id: Math.max(target, member.lastRead) };
    },

    /** "…is typing": ephemeral, only to the other participant's open streams, at most once a second. */
    async typing(userId: number, conversationId: number) {
      const member = await membership(userId, conversationId);
      if (member.otherId === null) return;
      const key = `${userId}:${conversationId}`;
      const now = Date.now();
      if ((lastTyping.get(key) ?? 0) > now - TYPING_MIN_INTERVAL_MS) return;
      lastTyping.set(key, now);
      if (lastTyping.size > 10_000) {
        for (const [k, at] of lastTyping) if (at < now - TYPING_MIN_INTERVAL_MS) lastTyping.delete(k);
      }
      await realtime.signal([member.otherId], { type: 'typing', conversation_id: conversationId, user_id: userId });
    },

    async setArchived(userId: number, conversationId: number, archived: boolean) {
      await membership(userId, conversationId);
      await db
        .update(conversationMembers)
        .set({ archivedAt: archived ? new Date() : null })
        .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
      await emit([userId], { type: 'conversation', conversation_id: conversationId });
      return get(userId, conversationId);
    },

    async setBlocked(userId: number, conversationId: number, blocked: boolean) {
      const member = await membership(userId, conversationId);
      if (member.otherId === null) throw forbidden(CONVERSATION_MESSAGES.formerUserGone);
      if (blocked) {
        await db.insert(userBlocks).values({ blockerId: userId, blockedId: member.otherId }).onConflictDoNothing();
      } else {
        await db
          .delete(userBlocks)
          .where(and(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, member.otherId)));
      }
      await emit([userId, member.otherId], { type: 'conversation', conversation_id: conversationId });
      return get(userId, conversationId);
    },

    async report(userId: number, conversationId: number, body: ReportBody) {
      const member = await membership(userId, conversationId);
      await consume(db, {
        key: `messages:report:${userId}`,
        max: 20,
        windowSeconds: 24 * 60 * 60,
        message: CONVERSATION_MESSAGES.sendLimited,
      });
      const [row] = await db
        .insert(userReports)
        .values({
          reporterId: userId,
          reportedId: member.otherId,
          conversationId,
          reason: body.reason,
          details: body.details,
        })
        .returning({ id: userReports.id });
      return { id: row?.id ?? 0 };
    },

    async unreadCounts(userId: number): Promise<UnreadCounts> {
      const [row] = await db
        .select({
          messages: sql<number>`count(*)::int`,
          conversations: sql<number>`count(distinct ${messages.conversationId})::int`,
        })
        .from(conversationMembers)
        .innerJoin(
          messages,
          and(
            eq(messages.conversationId, conversationMembers.conversationId),
            gt(messages.id, conversationMembers.lastReadMessageId),
            or(isNull(messages.senderId), ne(messages.senderId, userId)),
          ),
        )
        .where(eq(conversationMembers.userId, userId));
      return { messages: Number(row?.messages ?? 0), conversations: Number(row?.conversations ?? 0) };
    },
  };
}

export type MessagingService = ReturnType<typeof messagingService>;
