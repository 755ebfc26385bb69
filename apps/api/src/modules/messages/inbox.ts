import {
  CONVERSATION_MESSAGES,
  type Conversation,
  type ConversationBooking,
  type ConversationDetail,
  type ConversationFilter,
  type MessagePage,
  type UnreadCounts,
} from '@roamstead/contract';
import { and, desc, eq, gt, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { conversationMembers, conversations, listings, messages, places, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { variantUrl } from '../../platform/uploads';
import { displayName, toMessage } from './threads';

/** Reading threads: the caller's inbox, one thread with its booking, its messages, unread counts. */
export function inbox(
  db: Db,
  /** The booking a thread is about, as the bookings module shows it to `userId` (null when unavailable). */
  bookingOf: (userId: number, bookingId: number) => Promise<ConversationBooking | null>,
) {
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
    const booking = conversation.booking_id !== null ? await bookingOf(userId, conversation.booking_id) : null;
    const cohosts = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        picture: users.pictureUrl,
      })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .innerJoin(users, eq(users.id, conversationMembers.userId))
      .where(
        and(
          eq(conversationMembers.conversationId, conversationId),
          eq(conversationMembers.role, 'host'),
          sql`${conversationMembers.userId} is distinct from ${conversations.hostId}`,
        ),
      )
      .orderBy(users.id);
    return {
      ...conversation,
      booking,
      cohosts: cohosts.map((c) => ({ id: c.id, name: displayName(c), picture: c.picture })),
    };
  }

  const filters: Record<ConversationFilter, SQL | undefined> = {
    all: isNull(me.archivedAt),
    unread: and(isNull(me.archivedAt), sql`${unreadOf} > 0`),
    archived: isNotNull(me.archivedAt),
  };

  return {
    membership,
    get,

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
