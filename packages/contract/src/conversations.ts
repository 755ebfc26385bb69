import { z } from 'zod';
import { bookingDetailSchema, bookingSummarySchema } from './booking';
import {
  CONVERSATION_FILTERS,
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  REPORT_REASONS,
} from './conversationConstants';
import { isoDate } from './dates';
import { recordId } from './ids';
import { text } from './text';

const idParam = recordId;

/** Bodies are stored exactly as typed; whitespace-only text does not count as a message. */
export const messageBodyField = text({ error: CONVERSATION_MESSAGES.bodyRequired })
  .max(CONVERSATION_LIMITS.bodyMax, CONVERSATION_MESSAGES.bodyTooLong)
  .refine((v) => v.trim().length > 0, CONVERSATION_MESSAGES.bodyRequired);

export const conversationIdParams = z.object({ id: idParam('Conversation id') });

/** POST /conversations: a guest writes to the host of a listing; an existing thread is reused. */
export const startConversationBody = z
  .object({
    listing_id: idParam('Listing id'),
    body: messageBodyField,
    check_in: isoDate('Check-in').optional(),
    check_out: isoDate('Check-out').optional(),
    guests: z.coerce.number().int().min(1).max(50).optional(),
  })
  .refine((b) => !b.check_in || !b.check_out || b.check_out > b.check_in, {
    path: ['check_out'],
    message: CONVERSATION_MESSAGES.datesOrder,
  });
export type StartConversationBody = z.infer<typeof startConversationBody>;

export const conversationListQuery = z.object({
  filter: z.enum(CONVERSATION_FILTERS).default('all'),
  q: text().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const messagesQuery = z.object({
  /** Messages older than this id (paging backwards). */
  before: idParam('Message id').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CONVERSATION_LIMITS.pageSize),
});

export const markReadBody = z.object({ message_id: idParam('Message id').optional() }).default({});

export const reportBody = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'Please choose a reason.' }),
  details: text().trim().max(CONVERSATION_LIMITS.reportDetailsMax).default(''),
});
export type ReportBody = z.infer<typeof reportBody>;

export const participantSchema = z.object({
  /** Null once the account has been deleted. */
  id: z.number().int().nullable(),
  name: text(),
  picture: text().nullable(),
  /** True when the account has been deleted: show CONVERSATION_MESSAGES.formerUser. */
  former: z.boolean(),
});
export type Participant = z.infer<typeof participantSchema>;

export const attachmentSchema = z.object({ url: text(), width: z.number().int(), height: z.number().int() });

export const conversationMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  /** Null when the sender has deleted their account. */
  sender_id: z.number().int().nullable(),
  body: text(),
  attachment: attachmentSchema.nullable(),
  created_at: text(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationListingSchema = z.object({
  id: z.number().int(),
  title: text(),
  photo: text().nullable(),
  place: text(),
});

export const conversationSchema = z.object({
  id: z.number().int(),
  /** The caller's side of this conversation. */
  role: z.enum(['guest', 'host']),
  other: participantSchema,
  /** Null when the listing has been removed. */
  listing: conversationListingSchema.nullable(),
  booking_id: z.number().int().nullable(),
  check_in: text().nullable(),
  check_out: text().nullable(),
  guests: z.number().int().nullable(),
  last_message: conversationMessageSchema.nullable(),
  unread_count: z.number().int(),
  archived: z.boolean(),
  /** The caller blocked the other participant. */
  blocked_by_me: z.boolean(),
  /** The other participant blocked the caller: sending is refused. */
  blocked_me: z.boolean(),
  /** Id of the newest message the other participant has read (read receipts). */
  other_last_read_id: z.number().int(),
  my_last_read_id: z.number().int(),
  created_at: text(),
  updated_at: text(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * The booking a thread is about, as the bookings module shows it to the caller: state, dates,
 * party, total, and what the caller may do now (the host's accept/decline of a pending request).
 */
export const conversationBookingSchema = bookingSummarySchema
  .pick({
    id: true,
    code: true,
    state: true,
    checkin: true,
    checkout: true,
    starts_at: true,
    nights: true,
    guests: true,
    total: true,
    expires_at: true,
  })
  .extend({
    listing_id: z.number().int().nullable(),
    actions: bookingDetailSchema.shape.actions,
    viewer: bookingDetailSchema.shape.viewer,
  });
export type ConversationBooking = z.infer<typeof conversationBookingSchema>;

/** One thread as `GET /conversations/:id` answers it: the list item plus its linked booking. */
export const conversationDetailSchema = conversationSchema.extend({
  /** The newest booking of this guest, host and listing; null for an inquiry. */
  booking: conversationBookingSchema.nullable(),
  /** The listing's co-hosts in this thread, who answer beside the host (shown as "Co-host"). */
  cohosts: z.array(z.object({ id: z.number().int(), name: text(), picture: text().nullable() })),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const messagePageSchema = z.object({
  items: z.array(conversationMessageSchema),
  /** Older messages exist before the first item. */
  has_more: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const conversationListSchema = z.object({ items: z.array(conversationSchema) });

export const unreadCountsSchema = z.object({
  /** Unread messages across all conversations. */
  messages: z.number().int(),
  /** Conversations with at least one unread message. */
  conversations: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const streamTicketSchema = z.object({
  /** Opaque, valid for STREAM_TICKET_TTL_SECONDS; pass as `ticket` to the stream. */
  ticket: text(),
  expires_in: z.number().int(),
});

export const streamQuery = z.object({
  ticket: text().min(1).max(500),
  /** Last event the client received; everything after it is replayed first. */
  last_event_id: z.coerce.number().int().min(0).optional(),
});

/** GET /conversations/stream as OpenAPI describes it: an event stream, not one JSON body. */
export const conversationStreamSchema = z
  .string()
  .describe(
    'Server-Sent Events: first `ready` ({ last_event_id, reset }), then `message`, `read`, `typing` and `conversation` events whose data is JSON; each `id` is the event id for Last-Event-ID.',
  );

/** What the live stream (Server-Sent Events) carries; `id` is the SSE event id for catch-up. */
export type RealtimeEvent =
  | { type: 'message'; conversation_id: number; message: ConversationMessage }
  | { type: 'read'; conversation_id: number; user_id: number; last_read_id: number }
  | { type: 'typing'; conversation_id: number; user_id: number }
  | { type: 'conversation'; conversation_id: number };

/** Sent once a stream is open: the newest event id, and whether the client must reload everything. */
export interface StreamReady {
  last_event_id: number;
  /** True when events the client asked to replay are no longer kept. */
  reset: boolean;
}
