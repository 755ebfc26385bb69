const KEY = 'roamstead.newAccount';

/**
 * Remembers, for this browser tab, that the signed-in account was created here just now: its
 * first visit greets with "Welcome" rather than "Welcome back".
 */
export const newAccount = {
  mark(userId: number) {
    sessionStorage.setItem(KEY, String(userId));
  },
  is(userId: number | undefined) {
    return userId !== undefined && sessionStorage.getItem(KEY) === String(userId);
  },
};
