import fs from 'node:fs';
import { type ContentLanguage, PAGE_STATE_ID } from '@roamstead/contract';
import { scriptJson } from './head';

const RTL = new Set<string>(['ar']);
const STARTUP_SCREEN = /[ \t]*<div id="startup"[\s\S]*?<\/div>\s*\n?/;
const ROOT = '<div id="root"></div>';

/** What one answer fills the built index.html with. */
export interface PageParts {
  lang: ContentLanguage;
  /** Display currency the body was rendered in (`<html data-currency>`, read by hydration). */
  currency: string;
  /** The request held a session's cookie (`<html data-session>`, read by the header). */
  signedIn: boolean;
  /** The page's head tags, in the generic <title>'s place. */
  head: string;
  /** The server-rendered app, and the state it hydrates with; none for a page the browser renders. */
  body?: string;
  state?: unknown;
  /** SPEC §2's start-up screen: on the first page of a browser session only. */
  startupScreen: boolean;
}

/**
 * A page rendered on the server paints from its HTML and stylesheet: the app's code only hydrates
 * it, so it is fetched at a low priority, after the stylesheet and the largest photo.
 */
const hydrationCodeLast = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

/**
 * The built index.html cut where a page goes: its generic <title> and description are dropped,
 * the page's head tags written in the title's place, the rendered app into #root with its state
 * beside it, and the UI strings preloaded in the page's language. Read once; the build does not
 * change under a running server.
 */
export function loadTemplate(file: string) {
  const html = fs.readFileSync(file, 'utf8').replace(/[ \t]*<meta\s+name="description"[^>]*>\s*\n?/i, '');
  const title = /<title>[^<]*<\/title>/i.exec(html);
  const root = /<html[^>]*>/i.exec(html);
  const rootDiv = html.indexOf(ROOT);
  if (!title || !root || root.index > title.index || rootDiv < title.index)
    throw new Error(`${file} has no <html>, <title> and ${ROOT} to fill in`);
  const beforeRoot = html.slice(0, root.index);
  const beforeTitle = html.slice(root.index + root[0].length, title.index);
  const headToBody = html.slice(title.index + title[0].length, rootDiv);
  const rest = html.slice(rootDiv + ROOT.length);
  return (page: PageParts) => {
    const session = page.signedIn ? ' data-session="signed-in"' : '';
    const htmlTag = `<html lang="${page.lang}" dir="${RTL.has(page.lang) ? 'rtl' : 'ltr'}" data-currency="${page.currency}"${session}>`;
    const strings = (part: string) => part.replace('language_code=en', `language_code=${page.lang}`);
    const withStartup = page.startupScreen ? headToBody : headToBody.replace(STARTUP_SCREEN, '');
    const body = strings(withStartup);
    const state = page.body
      ? `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(page.state)}</script>`
      : '';
    const answer = `${beforeRoot}${htmlTag}${strings(beforeTitle)}${page.head}${body}<div id="root">${page.body ?? ''}</div>${state}${rest}`;
    return page.body ? hydrationCodeLast(answer) : answer;
  };
}
