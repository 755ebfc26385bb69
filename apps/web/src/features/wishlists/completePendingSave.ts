import type { WishlistSummary } from '@roamstead/contract';
import { WISHLIST_MESSAGES } from '@roamstead/contract/constants';
import type { ApiError } from '../../api/errors';
import { wishlistsApi } from './api';
import type { PendingSave } from './pendingSave';

/**
 * Completes a save asked for before sign-in: into the wishlist changed most recently, or into a
 * new one named `defaultName` when the user has none yet. A listing already there counts as saved.
 */
export async function completePendingSave(
  pending: PendingSave,
  defaultName: string,
): Promise<[WishlistSummary, null] | [null, ApiError]> {
  const [lists, listError] = await wishlistsApi.list();
  if (listError) return [null, listError];
  const target = lists[0];
  if (!target) return wishlistsApi.create({ name: defaultName, listing_id: pending.listingId });
  const [saved, error] = await wishlistsApi.save(target.id, pending.listingId);
  if (error?.error === WISHLIST_MESSAGES.alreadySaved) return [target, null];
  return error ? [null, error] : [saved, null];
}
