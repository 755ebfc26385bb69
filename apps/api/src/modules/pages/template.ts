import fs from 'node:fs';
import type { ContentLanguage } from '@roamstead/contract';

const RTL = new Set<string>(['ar']);

/**
 * The built index.html cut where a page's head goes: its generic <title> and description are
 * dropped, and the page's tags are written in the title's place; `preloads` go at the end of the
 * head, after the app's own scripts. Read once; the build does not change under a running server.
 */
export function loadTemplate(file: string) {
  const html = fs.readFileSync(file, 'utf8').replace(/[ \t]*<meta\s+name="description"[^>]*>\s*\n?/i, '');
  const title = /<title>[^<]*<\/title>/i.exec(html);
  const root = /<html[^>]*>/i.exec(html);
  const headEnd = html.search(/<\/head>/i);
  if (!title || !root || root.index > title.index || headEnd < title.index)
    throw new Error(`${file} has no <html>, <title> and </head> to fill in`);
  const beforeRoot = html.slice(0, root.index);
  const beforeTitle = html.slice(root.index + root[0].length, title.index);
  const beforeHeadEnd = html.slice(title.index + title[0].length, headEnd);
  const rest = html.slice(headEnd);
  return (lang: ContentLanguage, head: string, preloads = '') =>
    `${beforeRoot}<html lang="${lang}" dir="${RTL.has(lang) ? 'rtl' : 'ltr'}">${beforeTitle}${head}${beforeHeadEnd}${preloads ? `  ${preloads}\n  ` : ''}${rest}`;
}
