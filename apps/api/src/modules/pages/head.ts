import { CONTENT_LANGUAGES, type ContentLanguage, DEFAULT_LANGUAGE, PRODUCT_NAME } from '@roamstead/contract';

/** What the server writes into a page's <head>: enough for search engines and link previews. */
export interface PageHead {
  /** The whole document title ("{Page} · Roamstead"). */
  title: string;
  description: string;
  /** Path and query of the canonical URL, in English (the language is added per document); none on a 404. */
  path?: string;
  image?: { url: string; width?: number; height?: number; alt?: string };
  type?: 'website' | 'article' | 'profile';
  /** Unlisted and draft listings, pages behind a sign-in: reachable, never indexed. */
  noindex?: boolean;
  /** schema.org objects, each written as one JSON-LD script. */
  jsonLd?: object[];
}

/** Open Graph locale of each language. */
const OG_LOCALES: Record<ContentLanguage, string> = {
  en: 'en_GB',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  ar: 'ar_AR',
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text safe inside an element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** JSON that cannot end its <script> element or open a comment, whatever the strings hold. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A path in one language: English is the plain URL, the others carry `lang`. */
export function localizedPath(path: string, lang: ContentLanguage) {
  if (lang === DEFAULT_LANGUAGE) return path;
  const url = new URL(path, 'http://x');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
}

/** A site-relative URL made absolute on the public address. */
export const absolute = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();

/** Trims a text to a description's length on a word boundary. */
export function summary(text: string, max = 160) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:]+$/, '')}…`;
}

/** The tags of a head, every value escaped, every URL absolute. */
export function renderHead(head: PageHead, lang: ContentLanguage, publicUrl: string) {
  const url = (path: string) => escapeHtml(absolute(publicUrl, path));
  const meta = (key: 'name' | 'property', name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${escapeHtml(String(content))}" />`;
  const { path } = head;
  const canonical = path === undefined ? undefined : localizedPath(path, lang);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(path === undefined || canonical === undefined
      ? []
      : [
          `<link rel="canonical" href="${url(canonical)}" />`,
          ...CONTENT_LANGUAGES.map(
            (l) => `<link rel="alternate" hreflang="${l}" href="${url(localizedPath(path, l))}" />`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${url(path)}" />`,
        ]),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(canonical === undefined ? [] : [meta('property', 'og:url', absolute(publicUrl, canonical))]),
    meta('property', 'og:locale', OG_LOCALES[lang]),
    ...CONTENT_LANGUAGES.filter((l) => l !== lang).map((l) => meta('property', 'og:locale:alternate', OG_LOCALES[l])),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) {
    const image = absolute(publicUrl, head.image.url);
    tags.push(meta('property', 'og:image', image));
    if (head.image.width && head.image.height) {
      tags.push(meta('property', 'og:image:width', head.image.width));
      tags.push(meta('property', 'og:image:height', head.image.height));
    }
    if (head.image.alt) {
      tags.push(meta('property', 'og:image:alt', head.image.alt));
      tags.push(meta('name', 'twitter:image:alt', head.image.alt));
    }
    tags.push(meta('name', 'twitter:image', image));
  }
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}
