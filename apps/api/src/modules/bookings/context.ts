import type { Db } from '../../db/client';
import type { bookings } from '../../db/schema';
import type { Emitter } from '../../platform/events';
import type { Outbox } from '../../platform/outbox';
import type { PaymentProvider } from '../payments';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type BookingRow = typeof bookings.$inferSelect;

/** What other modules may react to (wired in services.ts). Both carry the booking as stored now. */
export interface BookingEvents extends Record<string, unknown> {
  /** A booking was made (requested or booked instantly). */
  'booking.created': BookingRow;
  /** A booking moved to another state (accepted, declined, expired, cancelled, completed). */
  'booking.changed': BookingRow;
  /** A date change was asked for or answered: `from` wrote `text` in the booking's thread. */
  'booking.rescheduled': { booking: BookingRow; from: number | null; text: string };
}

export interface BookingsDeps {
  db: Db;
  outbox: Outbox;
  provider: PaymentProvider;
  log: { error(obj: object, msg: string): void };
  events: Emitter<BookingEvents>;
  /** The clock; tests move it to reach expiry and checkout. */
  now?: () => Date;
}

/** The dependencies every part of the bookings service shares, with the clock settled. */
export type BookingsContext = Omit<BookingsDeps, 'now'> & { now: () => Date };

export const HOUR_MS = 3_600_000;

export const money = (amount: number, currency: string) => ({ amount, currency });
