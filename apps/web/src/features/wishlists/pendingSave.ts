/**
 * A save an anonymous visitor asked for: kept in sessionStorage across the sign-in (and the
 * sign-up, which leaves the page), completed once a session appears.
 */
export interface PendingSave {
  listingId: number;
  at: number;
}

const KEY = 'roamstead.pendingWishlistSave';
/** Long enough for a sign-up with a code and the registration form. */
const MAX_AGE_MS = 30 * 60_000;

export function rememberPendingSave(listingId: number, now = Date.now()) {
  sessionStorage.setItem(KEY, JSON.stringify({ listingId, at: now } satisfies PendingSave));
}

export const hasPendingSave = () => sessionStorage.getItem(KEY) !== null;

/** The pending save, removed as it is read so that it completes once; null when none or too old. */
export function takePendingSave(now = Date.now()): PendingSave | null {
  const raw = sessionStorage.getItem(KEY);
  if (raw === null) return null;
  sessionStorage.removeItem(KEY);
  try {
    const value = JSON.parse(raw) as Partial<PendingSave>;
    const { listingId, at } = value;
    if (typeof listingId !== 'number' || !Number.isInteger(listingId) || listingId <= 0) return null;
    if (typeof at !== 'number' || now - at > MAX_AGE_MS || at > now) return null;
    return { listingId, at };
  } catch {
    return null;
  }
}
