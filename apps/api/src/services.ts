import { API_BASE_PATH } from '@roamstead/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { type BookingEvents, bookingsService } from './modules/bookings';
import { cohostsService } from './modules/cohosts';
import { attachmentStore, bookingThreads, messagingService, threadBooking } from './modules/messages';
import { notificationsService } from './modules/notifications';
import { testModeProvider } from './modules/payments';
import { profilesService } from './modules/profiles';
import { notFound } from './platform/errors';
import { createEvents } from './platform/events';
import type { Outbox } from './platform/outbox';
import { createRealtime } from './platform/realtime';
import { createStorage } from './platform/storage';

/**
 * The services that modules share, each created once, and the reactions between modules. Modules
 * receive what they need as plugin options (see app.ts); none looks another up at run time.
 */
export async function createServices(deps: {
  config: Config;
  database: Database;
  outbox: Outbox;
  log: FastifyBaseLogger;
}) {
  const { config, database, outbox, log } = deps;
  const db = database.db;
  const events = createEvents<BookingEvents>(log);
  const realtime = await createRealtime(database, log);
  const storage = await createStorage(config);
  log.debug(`uploads are kept in ${storage.description}`);

  const bookings = bookingsService({ db, outbox, provider: testModeProvider, log, events });
  const messaging = messagingService({
    db,
    realtime,
    attachments: attachmentStore(storage),
    bookingOf: threadBooking(bookings.detail),
  });
  const cohosts = cohostsService(db, outbox, config.PUBLIC_URL);
  const notifications = notificationsService(db, {
    // The bell's Approve/Decline on a booking request answer it as the host would on the booking.
    booking_request: async (item, approved) => {
      if (item.subjectId === null) throw notFound();
      await bookings.answer(item.userId, item.subjectId, approved, { fromNotification: true });
    },
    // A date change request's Approve/Decline answer it as the host would on the trip.
    booking_change: async (item, approved) => {
      if (item.subjectId === null) throw notFound();
      await bookings.changes.answer(item.userId, item.subjectId, approved, { fromNotification: true });
    },
    // An invitation to co-host: Approve accepts it, Decline declines it.
    cohost_invitation: async (item, approved) => {
      if (item.subjectId === null) throw notFound();
      await cohosts.answer(item.userId, item.subjectId, approved);
    },
  });
  const profiles = profilesService(db, storage, API_BASE_PATH);

  // Every booking gets its thread; the thread's side panel follows the booking's state.
  const threads = bookingThreads(db, messaging, log);
  events.on('booking.created', async (booking) => {
    await threads.opened(booking);
  });
  events.on('booking.changed', threads.changed);
  events.on('booking.rescheduled', threads.rescheduled);

  return { bookings, cohosts, messaging, realtime, notifications, profiles, storage };
}
