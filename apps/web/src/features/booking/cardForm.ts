import valid from 'card-validator';
import type { TFunction } from 'i18next';

/** What the test-mode card form asks for, as a real card form does. */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  postcode: string;
}

export const EMPTY_CARD: CardFields = { number: '', expiry: '', cvc: '', postcode: '' };

/**
 * The card form's mistakes, by field (card-validator: the number's checksum, an expiry not in the
 * past, the CVC length of the card's brand). The test-mode card numbers pass the checksum, so
 * they reach the server and keep their meaning there.
 */
export function cardErrors(card: CardFields, t: TFunction): Partial<Record<keyof CardFields, string>> {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  const number = valid.number(card.number);
  if (!number.isValid) errors.number = t('checkout.cardInvalid');
  if (!valid.expirationDate(card.expiry).isValid) errors.expiry = t('checkout.expiryInvalid');
  const size = number.card?.code.size ?? 3;
  if (!valid.cvv(card.cvc, size).isValid) errors.cvc = t('checkout.cvcInvalid', { size });
  if (!valid.postalCode(card.postcode, { minLength: 3 }).isValid) errors.postcode = t('checkout.postcodeInvalid');
  return errors;
}

/** "1229" or "12/29" typed into the expiry field, shown as "12 / 29". */
export function formatExpiry(typed: string) {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}
