import { createContext, useContext } from 'react';

/**
 * Whether the page was asked for by a browser that holds a session (the server saw the cookie
 * signing in sets): what the header shows while the stored session is being read, so that it
 * renders the same on the server and in the browser and does not move once the session is known.
 * Given on the server; in the browser the page says it (`<html data-session>`).
 */
export const SessionHint = createContext<boolean | null>(null);

export function useLikelySignedIn(): boolean {
  const server = useContext(SessionHint);
  return server ?? document.documentElement.dataset.session === 'signed-in';
}
