import { randomUUID } from 'node:crypto';
import { addDays, TEST_CARDS, todayUtc } from '@roamstead/contract';

/** Request builders shared by the booking tests and the contention bench. */

export const day = (offset: number) => addDays(todayUtc(), offset);

export interface StayRequest {
  listing_id: number;
  checkin?: string;
  checkout?: string;
  slot_id?: number;
  guests?: number;
  infants?: number;
  pets?: number;
  currency?: string;
}

/** A booking body for `stay` with the total the quote answered. */
export const bookingBody = (
  stay: StayRequest,
  total: { amount: number; currency: string },
  card: string = TEST_CARDS.succeeds,
) => ({
  guests: 1,
  currency: 'USD',
  ...stay,
  card_number: card,
  quoted_total: total,
  message: 'Looking forward to it!',
});

export const newKey = () => randomUUID();
