import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './head';

/** Written by the web build (apps/web/build/firstScreenPreloads.ts): each first screen's files. */
const FIRST_SCREENS_FILE = 'first-screens.json';

interface ScreenFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The `<link>` tags that fetch the code of the screen a client route opens beside the app's own
 * scripts (docs/adr/0041), for the screens the build lists; none for the others, or when the build
 * wrote no list. `crossorigin` as the app's own requests for them, so the browser reuses the answers.
 */
export function firstScreenPreloads(webDist: string): (route: string | undefined) => string {
  const file = path.join(webDist, FIRST_SCREENS_FILE);
  if (!fs.existsSync(file)) return () => '';
  const screens = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ScreenFiles>;
  const tags = new Map(
    Object.entries(screens).map(([route, { scripts, styles }]) => [
      route,
      [
        ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
        ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}" />`),
      ].join('\n    '),
    ]),
  );
  return (route) => (route && tags.get(route)) ?? '';
}
