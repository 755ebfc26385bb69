/** Where the build writes the web manifest (build/pwa.ts). Kept free of imports: the build reads it. */
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

/**
 * Links the web manifest, which makes the app installable. Not in index.html: Chrome fetches a
 * linked manifest and its icon for its install checks as the page loads, beside the first
 * screen's scripts, data and photo (ADR 0044).
 */
export function linkWebManifest() {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `/${WEB_MANIFEST_FILE}`;
  document.head.append(link);
}
