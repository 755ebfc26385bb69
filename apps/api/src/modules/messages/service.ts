import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  type ConversationBooking,
  type ConversationMessage,
  type RealtimeEvent,
  type ReportBody,
  type StartConversationBody,
} from '@roamstead/contract';
import { and, eq, lt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, conversations, listings, messages, userBlocks, userReports } from '../../db/schema';
import { isUniqueViolation } from '../../platform/db-errors';
import { forbidden, notFound, unprocessable } from '../../platform/errors';
import { consume } from '../../platform/rate-limit';
import type { Realtime } from '../../platform/realtime';
import type { AttachmentStore, StoredAttachment } from './attachments';

import { inbox as createInbox } from './inbox';
import { openConversation, toMessage } from './threads';

export interface MessagingDeps {
  db: Db;
  realtime: Realtime;
  attachments: AttachmentStore;
  /** The booking a thread is about, as the bookings module shows it to `userId` (null when unavailable). */
  bookingOf: (userId: number, bookingId: number) => Promise<ConversationBooking | null>;
}

/** Typing signals closer together than this are dropped (the client sends one every few seconds). */
const TYPING_MIN_INTERVAL_MS = 1000;

export function messagingService({ db, realtime, attachments, bookingOf }: MessagingDeps) {
  const lastTyping = new Map<string, number>();
  const threads = createInbox(db, bookingOf);
  const { membership, get } = threads;

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
    opts: { limited?: boolean; idempotencyKey?: string } = {},
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
      return await db.transaction((tx) =>
        write(tx as Db, userId, recipient, conversationId, body, stored, opts.idempotencyKey),
      );
    } catch (err) {
      if (stored) await attachments.remove(stored.key);
      throw err;
    }
  }

  /** Stores a message with the thread's state and its live event, inside `tx`. */
  async function write(
    tx: Db,
    userId: number,
    recipient: number,
    conversationId: number,
    body: string,
    stored?: StoredAttachment,
    idempotencyKey?: string,
  ): Promise<ConversationMessage> {
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId,
        senderId: userId,
        body,
        attachmentKey: stored?.key ?? null,
        attachmentWidth: stored?.width ?? null,
        attachmentHeight: stored?.height ?? null,
        idempotencyKey: idempotencyKey ?? null,
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
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, recipient)));
    const message = toMessage(row);
    // Everyone in the thread (the host's co-hosts too) sees it live.
    const members = await tx
      .select({ userId: conversationMembers.userId })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversationId));
    await emit(
      [...new Set([userId, recipient, ...members.map((m) => m.userId)])],
      { type: 'message', conversation_id: conversationId, message },
      tx,
    );
    return message;
  }

  /**
   * A text message sent only when `claim`, run first in the message's own transaction, takes the
   * right to send it (a unique row: another process claiming the same waits, then finds it taken);
   * `record` then links the claim to the message. Null when the claim was taken. Blocks refuse
   * with 403 as for any send; there is no per-minute limit (nobody is typing).
   */
  async function sendClaimed(
    userId: number,
    conversationId: number,
    body: string,
    claim: { take: (tx: Db) => Promise<boolean>; record: (tx: Db, messageId: number) => Promise<void> },
  ): Promise<ConversationMessage | null> {
    const member = await membership(userId, conversationId);
    if (member.otherId === null) throw forbidden(CONVERSATION_MESSAGES.formerUserGone);
    await blockBetween(userId, member.otherId);
    const recipient = member.otherId;
    return db.transaction(async (tx) => {
      if (!(await claim.take(tx as Db))) return null;
      const message = await write(tx as Db, userId, recipient, conversationId, body);
      await claim.record(tx as Db, message.id);
      return message;
    });
  }

  /** The sender's message sent with `key`; one sent to another thread with it is a client error. */
  async function sentWith(userId: number, conversationId: number, key: string) {
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, userId), eq(messages.idempotencyKey, key)));
    if (row && row.conversationId !== conversationId) {
      throw unprocessable(CONVERSATION_MESSAGES.idempotencyReused, 'idempotency-key');
    }
    return row ? toMessage(row) : undefined;
  }

  /**
   * `send` made safe to retry: with an Idempotency-Key, a send that already went through (perhaps
   * on another process, its answer lost) returns that message, `replayed`, instead of a second one.
   */
  async function sendOnce(
    userId: number,
    conversationId: number,
    body: string,
    attachment: Buffer | undefined,
    idempotencyKey: string | undefined,
  ): Promise<{ message: ConversationMessage; replayed: boolean }> {
    if (!idempotencyKey) return { message: await send(userId, conversationId, body, attachment), replayed: false };
    await membership(userId, conversationId);
    const earlier = await sentWith(userId, conversationId, idempotencyKey);
    if (earlier) return { message: earlier, replayed: true };
    try {
      return { message: await send(userId, conversationId, body, attachment, { idempotencyKey }), replayed: false };
    } catch (err) {
      // The same key sent twice at once: the other request stored it.
      const stored = isUniqueViolation(err) ? await sentWith(userId, conversationId, idempotencyKey) : undefined;
      if (!stored) throw err;
      return { message: stored, replayed: true };
    }
  }

  return {
    get,
    send,
    sendOnce,
    sendClaimed,
    list: threads.list,
    messages: threads.messages,
    unreadCounts: threads.unreadCounts,

    /** Tells both participants' open streams that a thread changed (e.g. a booking was linked). */
    async changed(conversationId: number, userIds: Array<number | null>) {
      await emit(userIds, { type: 'conversation', conversation_id: conversationId });
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
  };
}

export type MessagingService = ReturnType<typeof messagingService>;
