import { createHash } from 'node:crypto';
import { TEST_CARDS } from '@roamstead/contract';
import type { PaymentProvider } from './provider';

/** Provider references derived from the idempotency key, so a retried call names the same operation. */
const reference = (prefix: string, key: string) =>
  `${prefix}_test_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * TEST MODE payment provider, the default: no card network is contacted and no real money moves,
 * like a payment processor's test mode. It answers by card number:
 *
 * | card                | result                                                         |
 * |---------------------|----------------------------------------------------------------|
 * | 4242 4242 4242 4242 | authorised (any other well-formed number too)                  |
 * | 4000 0000 0000 0002 | declined                                                       |
 * | 4000 0000 0000 9995 | processor unavailable: a transient failure, nothing is charged |
 *
 * Captures, voids and refunds always succeed; their references are derived from the idempotency
 * key, so repeating a call with the same key names the same operation instead of a second one.
 */
export const testModeProvider: PaymentProvider = {
  name: 'test_mode',

  async authorize({ cardNumber, idempotencyKey }) {
    if (cardNumber === TEST_CARDS.declined) return { ok: false, failure: 'declined' };
    if (cardNumber === TEST_CARDS.processorUnavailable) return { ok: false, failure: 'unavailable' };
    return { ok: true, reference: reference('auth', idempotencyKey) };
  },

  async capture({ idempotencyKey }) {
    return reference('cap', idempotencyKey);
  },

  async void({ idempotencyKey }) {
    return reference('void', idempotencyKey);
  },

  async refund({ idempotencyKey }) {
    return reference('re', idempotencyKey);
  },
};
