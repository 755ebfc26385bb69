import { beforeEach, describe, expect, it } from 'vitest';
import { hasPendingSave, rememberPendingSave, takePendingSave } from './pendingSave';

describe('pending save', () => {
  beforeEach(() => sessionStorage.clear());

  it('is handed out once', () => {
    rememberPendingSave(12, 1_000);
    expect(hasPendingSave()).toBe(true);
    expect(takePendingSave(2_000)).toEqual({ listingId: 12, at: 1_000 });
    expect(hasPendingSave()).toBe(false);
    expect(takePendingSave(2_000)).toBeNull();
  });

  it('is dropped when too old or damaged', () => {
    rememberPendingSave(12, 0);
    expect(takePendingSave(31 * 60_000)).toBeNull();
    sessionStorage.setItem('roamstead.pendingWishlistSave', '{"listingId":"12","at":0}');
    expect(takePendingSave(1)).toBeNull();
    sessionStorage.setItem('roamstead.pendingWishlistSave', 'not json');
    expect(takePendingSave(1)).toBeNull();
  });
});
