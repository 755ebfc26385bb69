/** Conversations between guests and hosts, their live stream and their bookings' threads. */
export { attachmentStore } from './attachments';
export { bookingThreads, threadBooking } from './booking-thread';
export { type MessagesOptions, messagesRoutes } from './routes';
export { type MessagingService, messagingService } from './service';
export { openConversation } from './threads';
