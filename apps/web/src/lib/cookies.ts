/** A cookie of this site's, or undefined. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const found = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1));
}

/**
 * Sets a cookie the server reads when it renders the next page (language, currency, start-up
 * screen). Without `maxAgeSeconds` it lasts as long as the browser session.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number) {
  const age = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${age}`;
}

/** A year: how long a visitor's choices are kept. */
export const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;
