/**
 * What the booking service needs from a payment processor. Amounts are integer minor units.
 * Every call carries an idempotency key: the same key must never move money twice.
 */
export interface PaymentProvider {
  /** Shown in the payments ledger and on receipts. */
  readonly name: string;
  /** Reserves the amount on the card; nothing is taken yet. */
  authorize(input: AuthorizeInput): Promise<AuthorizeResult>;
  /** Takes an authorised amount. */
  capture(input: { authorization: string; amount: number; currency: string; idempotencyKey: string }): Promise<string>;
  /** Releases an authorisation that will not be captured. */
  void(input: { authorization: string; idempotencyKey: string }): Promise<string>;
  /** Returns part or all of a captured amount. */
  refund(input: { authorization: string; amount: number; currency: string; idempotencyKey: string }): Promise<string>;
}

export interface AuthorizeInput {
  amount: number;
  currency: string;
  cardNumber: string;
  idempotencyKey: string;
}

export type AuthorizeResult =
  | { ok: true; reference: string }
  /** `declined`: the card was refused; `unavailable`: a transient failure, the same request may be retried. */
  | { ok: false; failure: 'declined' | 'unavailable' };
