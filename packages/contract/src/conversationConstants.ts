/**
 * Messaging between guests and hosts: one conversation per guest–host–listing, text messages with
 * an optional image, read receipts, archive, report and block, delivered in real time.
 */

export const CONVERSATION_LIMITS = {
  bodyMax: 5000,
  /** Largest image a message may carry, before conversion to WebP. */
  attachmentMaxBytes: 5 * 1024 * 1024,
  /** Longest side of the stored WebP. */
  attachmentMaxSide: 1600,
  /** Messages one user may send per minute, across all conversations. */
  sendPerMinute: 20,
  /** Conversations one user may start per day. */
  newPerDay: 30,
  /** A message still unread after this long is announced by e-mail (batched per recipient). */
  emailDelaySeconds: 5 * 60,
  /** A typing indicator disappears after this long without a new signal. */
  typingTtlMs: 6000,
  pageSize: 50,
  reportDetailsMax: 1000,
} as const;

/** Words of the messaging answers (server) and fallbacks shown by the client. */
export const CONVERSATION_MESSAGES = {
  idempotencyReused: 'This Idempotency-Key was already used for a message in another conversation.',
  bodyRequired: 'Please write a message.',
  bodyTooLong: `A message can be at most ${CONVERSATION_LIMITS.bodyMax.toLocaleString('en-US')} characters.`,
  attachmentInvalid: 'Please attach a JPEG, PNG, WebP or GIF image.',
  attachmentTooLarge: `The image must be at most ${CONVERSATION_LIMITS.attachmentMaxBytes / 1024 / 1024} MB.`,
  ownListing: 'This is your own listing.',
  listingUnavailable: 'This listing is not available for messages.',
  datesOrder: 'Check-out must be after check-in.',
  blockedByThem: 'This person is not accepting messages from you.',
  blockedByYou: 'You blocked this person. Unblock them to send a message.',
  formerUserGone: 'This person has deleted their account.',
  sendLimited: 'You are sending messages too quickly. Please wait a moment.',
  newLimited: 'You have started too many conversations today. Please try again tomorrow.',
  sent: 'Message sent.',
  archived: 'Conversation archived.',
  unarchived: 'Conversation moved back to your inbox.',
  blocked: 'You blocked this person. They can no longer message you.',
  unblocked: 'You unblocked this person.',
  reported: 'Thank you. Our team will review your report.',
  ticketInvalid: 'The live connection could not be authorised. Please sign in again.',
  /** Name shown for the sender of a message whose account has been deleted. */
  formerUser: 'Former user',
} as const;

export const CONVERSATION_FILTERS = ['all', 'unread', 'archived'] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];

export const REPORT_REASONS = ['spam', 'scam', 'offensive', 'off_platform', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const STREAM_TICKET_TTL_SECONDS = 60;
