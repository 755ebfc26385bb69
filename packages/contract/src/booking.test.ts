import { describe, expect, it } from 'vitest';
import {
  BOOKING_EVENTS,
  BOOKING_STATES,
  BOOKING_TRANSITIONS,
  CANCELLED_STATES,
  HOLDING_STATES,
  nextState,
} from './bookingConstants';

describe('booking state machine', () => {
  it('creates bookings only by request (pending) or instant book (accepted)', () => {
    const creators = BOOKING_EVENTS.filter((e) => BOOKING_TRANSITIONS[e].from === null);
    expect(creators.map((e) => [e, BOOKING_TRANSITIONS[e].to])).toEqual([
      ['request', 'pending'],
      ['instant_book', 'accepted'],
    ]);
  });

  it('lets the host answer a pending request and the system expire it', () => {
    expect(nextState('pending', 'accept', 'host').ok).toBe(true);
    expect(nextState('pending', 'decline', 'host').ok).toBe(true);
    expect(nextState('pending', 'expire', 'system').ok).toBe(true);
  });

  it('refuses the wrong actor and the wrong state with a sentence', () => {
    expect(nextState('pending', 'accept', 'guest')).toEqual({
      ok: false,
      reason: 'actor',
      message: 'Only the host can do this.',
    });
    expect(nextState('declined', 'accept', 'host')).toEqual({
      ok: false,
      reason: 'state',
      message: 'This booking is declined, so it can no longer be accepted.',
    });
    expect(nextState('completed', 'cancel_by_guest', 'guest').ok).toBe(false);
    expect(nextState('pending', 'cancel_by_host', 'host').ok).toBe(false);
  });

  it('releases the calendar exactly when a holding booking ends without a stay', () => {
    for (const event of BOOKING_EVENTS) {
      const t = BOOKING_TRANSITIONS[event];
      const ends = CANCELLED_STATES.includes(t.to);
      expect(t.calendar === 'release', event).toBe(ends);
      if (t.from === null) expect(HOLDING_STATES).toContain(t.to);
    }
  });

  it('moves money only as a payment processor allows: void before capture, refund after', () => {
    expect(BOOKING_TRANSITIONS.decline.money).toBe('void');
    expect(BOOKING_TRANSITIONS.expire.money).toBe('void');
    expect(BOOKING_TRANSITIONS.withdraw.money).toBe('void');
    expect(BOOKING_TRANSITIONS.accept.money).toBe('capture');
    expect(BOOKING_TRANSITIONS.cancel_by_guest.money).toBe('refund');
    expect(BOOKING_TRANSITIONS.cancel_by_host.money).toBe('refund');
  });

  it('has no dead states besides the terminal ones', () => {
    const reachable = new Set(BOOKING_EVENTS.map((e) => BOOKING_TRANSITIONS[e].to));
    expect([...reachable].sort()).toEqual([...BOOKING_STATES].sort());
  });
});
