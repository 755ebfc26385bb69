/**
 * The booking lifecycle as one state machine (ADR 0007). A booking starts in `pending` (request
 * to book: the host has 24 hours, the dates are held and the card authorised) or directly in
 * `accepted` (instant book: authorised and captured at once). Every later change is one of the
 * events below, fired by the guest, the host or the system (the expiry/checkout sweep).
 */
export const BOOKING_STATES = [
  'pending',
  'accepted',
  'declined',
  'expired',
  'cancelled_by_guest',
  'cancelled_by_host',
  'completed',
  'cancelled_by_support',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** `support`: an operator of the marketplace acting from the console (docs/adr/0075). */
export const BOOKING_ACTORS = ['guest', 'host', 'system', 'support'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

/** What a transition does to the guest's money at the payment provider. */
export const MONEY_EFFECTS = ['authorize', 'authorize_and_capture', 'capture', 'void', 'refund', 'none'] as const;
export type MoneyEffect = (typeof MONEY_EFFECTS)[number];

/** What a transition does to the calendar (nights of a home, seats of an experience slot). */
export const CALENDAR_EFFECTS = ['hold', 'release', 'keep'] as const;
export type CalendarEffect = (typeof CALENDAR_EFFECTS)[number];

export interface BookingTransition {
  /** States the event may fire from; `null` creates the booking. */
  from: readonly BookingState[] | null;
  to: BookingState;
  actor: BookingActor;
  money: MoneyEffect;
  calendar: CalendarEffect;
}

export const BOOKING_EVENTS = [
  'request',
  'instant_book',
  'accept',
  'decline',
  'expire',
  'withdraw',
  'cancel_by_guest',
  'cancel_by_host',
  'complete',
  'cancel_by_support',
  'decline_by_support',
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

export const BOOKING_TRANSITIONS: Record<BookingEvent, BookingTransition> = {
  request: { from: null, to: 'pending', actor: 'guest', money: 'authorize', calendar: 'hold' },
  instant_book: { from: null, to: 'accepted', actor: 'guest', money: 'authorize_and_capture', calendar: 'hold' },
  accept: { from: ['pending'], to: 'accepted', actor: 'host', money: 'capture', calendar: 'keep' },
  decline: { from: ['pending'], to: 'declined', actor: 'host', money: 'void', calendar: 'release' },
  expire: { from: ['pending'], to: 'expired', actor: 'system', money: 'void', calendar: 'release' },
  /** The guest withdraws a request the host has not answered: the authorisation is voided. */
  withdraw: { from: ['pending'], to: 'cancelled_by_guest', actor: 'guest', money: 'void', calendar: 'release' },
  /** The guest cancels a confirmed stay: the listing's cancellation policy sets the refund. */
  cancel_by_guest: {
    from: ['accepted'],
    to: 'cancelled_by_guest',
    actor: 'guest',
    money: 'refund',
    calendar: 'release',
  },
  /** The host cancelling a confirmed stay refunds the guest in full. */
  cancel_by_host: { from: ['accepted'], to: 'cancelled_by_host', actor: 'host', money: 'refund', calendar: 'release' },
  /** After checkout; the nights stay in the calendar as history. */
  complete: { from: ['accepted'], to: 'completed', actor: 'system', money: 'none', calendar: 'keep' },
  /** Support cancels a confirmed stay from the console, refunding any amount up to what was paid. */
  cancel_by_support: {
    from: ['accepted'],
    to: 'cancelled_by_support',
    actor: 'support',
    money: 'refund',
    calendar: 'release',
  },
  /** Support closes a request the host has not answered: the authorisation is voided. */
  decline_by_support: {
    from: ['pending'],
    to: 'cancelled_by_support',
    actor: 'support',
    money: 'void',
    calendar: 'release',
  },
};

/** States whose nights or seats are held. */
export const HOLDING_STATES: readonly BookingState[] = ['pending', 'accepted'];
export const CANCELLED_STATES: readonly BookingState[] = [
  'declined',
  'expired',
  'cancelled_by_guest',
  'cancelled_by_host',
  'cancelled_by_support',
];

const STATE_LABEL: Record<BookingState, string> = {
  pending: 'waiting for the host',
  accepted: 'confirmed',
  declined: 'declined',
  expired: 'expired',
  cancelled_by_guest: 'cancelled by the guest',
  cancelled_by_host: 'cancelled by the host',
  completed: 'completed',
  cancelled_by_support: 'cancelled by support',
};

const EVENT_VERB: Record<BookingEvent, string> = {
  request: 'requested',
  instant_book: 'booked',
  accept: 'accepted',
  decline: 'declined',
  expire: 'expired',
  withdraw: 'withdrawn',
  cancel_by_guest: 'cancelled',
  cancel_by_host: 'cancelled',
  complete: 'completed',
  cancel_by_support: 'cancelled',
  decline_by_support: 'declined',
};

/**
 * Checks an event against the machine: the transition when `actor` may fire `event` from `state`,
 * otherwise the sentence a 409 (wrong state) or 403 (wrong actor) answers with.
 */
export function nextState(
  state: BookingState,
  event: BookingEvent,
  actor: BookingActor,
): { ok: true; transition: BookingTransition } | { ok: false; reason: 'state' | 'actor'; message: string } {
  const t = BOOKING_TRANSITIONS[event];
  if (t.actor !== actor) {
    return { ok: false, reason: 'actor', message: `Only the ${t.actor} can do this.` };
  }
  if (!t.from?.includes(state)) {
    return {
      ok: false,
      reason: 'state',
      message: `This booking is ${STATE_LABEL[state]}, so it can no longer be ${EVENT_VERB[event]}.`,
    };
  }
  return { ok: true, transition: t };
}

/** The host has this long to answer a request before it expires. */
export const REQUEST_TTL_HOURS = 24;

/**
 * Fees and taxes (percent). The guest service fee and taxes are charged on top of the nights and
 * cleaning fee; the host fee is deducted from the host's payout (nights and cleaning fee).
 */
export const BOOKING_FEES = {
  guestServiceFeePercent: 14,
  taxPercent: 8,
  hostServiceFeePercent: 3,
} as const;

/** Payouts are released this long after check-in. */
export const PAYOUT_DELAY_HOURS = 24;

/** Limits on one booking. */
export const BOOKING_LIMITS = { maxGuests: 50, messageMax: 1000, maxAdvanceDays: 730 } as const;

/**
 * Who else comes along. Infants (under 2) do not count towards a listing's guest limit; pets come
 * only where the listing has the pets amenity.
 */
export const COMPANION_LIMITS = { maxInfants: 5, maxPets: 5 } as const;

/**
 * The built-in test-mode payment provider (the default) answers by card number, like a payment
 * processor's test mode. Nothing is ever charged to a real card.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  processorUnavailable: '4000000000009995',
} as const;

export const BOOKING_MESSAGES = {
  pastDates: 'Check-in cannot be in the past.',
  sameDayClosed: 'Check-in time has passed today at this place. Choose a later check-in date.',
  checkoutBeforeCheckin: 'Check-out must be after check-in.',
  tooFarAhead: `Bookings open at most ${BOOKING_LIMITS.maxAdvanceDays} days ahead.`,
  minNights: (n: number) => `This home needs a stay of at least ${n} night${n === 1 ? '' : 's'}.`,
  maxNights: (n: number) => `This home takes stays of at most ${n} nights.`,
  guests: (n: number) => `This listing welcomes at most ${n} guest${n === 1 ? '' : 's'}.`,
  petsNotAllowed: 'This listing does not allow pets.',
  datesTaken: 'Those dates are no longer available. Please choose other dates.',
  nightsTaken: 'Some of those nights are already booked or blocked.',
  pastNights: 'Past nights cannot be blocked.',
  seatsTaken: 'Not enough seats are left in this time slot.',
  slotRequired: 'Choose a time slot for this experience.',
  slotPast: 'This time slot has already started.',
  stayStarted: 'This stay has already started, so it can no longer be cancelled here. Please contact support.',
  datesRequired: 'Choose check-in and check-out dates.',
  ownListing: 'You cannot book your own listing.',
  notBookable: 'This listing is not open for bookings.',
  priceChanged: 'The price has changed since you saw it. Please review the new total.',
  cardDeclined: 'Your card was declined. Please use another card.',
  cardInvalid: 'Enter a valid card number.',
  processorUnavailable: 'The payment could not be completed right now. Please try again.',
  idempotencyReused: 'This Idempotency-Key was already used for a different booking request.',
  unknownCurrency: 'Unknown currency.',
} as const;

/** Reviews after a stay: both sides may write one within this many days of checkout. */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_LIMITS = { bodyMin: 10, bodyMax: 2000, responseMax: 1000 } as const;
export const GUEST_REVIEW_CATEGORIES = [
  'cleanliness',
  'accuracy',
  'check_in',
  'communication',
  'location',
  'value',
] as const;

export const REVIEW_MESSAGES = {
  notCompleted: 'You can review a stay once it is completed.',
  windowClosed: `Reviews close ${REVIEW_WINDOW_DAYS} days after checkout.`,
  alreadyReviewed: 'You have already reviewed this stay.',
  categoriesRequired: 'Rate every category: cleanliness, accuracy, check-in, communication, location and value.',
  responseOnce: 'You have already responded to this review.',
  nothingToRespond: 'There is no published guest review to respond to.',
  listingGone: 'This listing has been deleted, so the stay can no longer be reviewed.',
  personGone: 'The other person has deleted their account, so the stay can no longer be reviewed.',
} as const;
