/** SPEC §3: the user session, access token and refresh token, each under its own localStorage key. */
export const SESSION_STORAGE_KEYS = {
  user: 'roamstead.session',
  token: 'roamstead.token',
  refreshToken: 'roamstead.refresh_token',
} as const;

/**
 * Shared secret the web client derives its storage encryption key from (SPEC §3: "a fixed shared
 * secret"); a deployment overrides it with VITE_STORAGE_SECRET. It hides stored values from casual
 * reading of localStorage; it is not a defence against scripts running in the page.
 */
export const DEFAULT_STORAGE_SECRET = 'roamstead-client-storage-v1';
