import { WISHLIST_MESSAGES } from '@roamstead/contract/constants';
import type { TFunction } from 'i18next';
import { type ApiError, serverMessage } from '../../api/errors';

const KEYS = Object.fromEntries(Object.entries(WISHLIST_MESSAGES).map(([key, text]) => [text, key])) as Record<
  string,
  keyof typeof WISHLIST_MESSAGES
>;

/** The server's wishlist rule in the visitor's language; any other failure as the error catalogue words it. */
export function wishlistError(error: ApiError, t: TFunction): string {
  const key = KEYS[serverMessage(error)];
  return key ? t(`wishlists.errors.${key}`) : serverMessage(error);
}
