import type { ConversationMessage } from '@roamstead/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, conversations, type messages } from '../../db/schema';
import { cohostsOf } from '../cohosts';
import { attachmentUrl } from './attachments';

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

export const displayName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email.split('@')[0] || '';

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
  // The listing's co-hosts with the inbox answer its guests beside the owner.
  const cohosts = await cohostsOf(db, input.listingId, 'inbox');
  await db
    .insert(conversationMembers)
    .values([
      { conversationId: id, userId: input.guestId, role: 'guest' as const },
      { conversationId: id, userId: input.hostId, role: 'host' as const },
      ...cohosts.map((userId) => ({ conversationId: id as number, userId, role: 'host' as const })),
    ])
    .onConflictDoNothing();
  return { id, created: Boolean(created) };
}
