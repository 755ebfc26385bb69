import { CONTENT_LANGUAGES, type ContentLanguage, DEFAULT_LANGUAGE } from '@roamstead/contract';

const published = new Set<string>(CONTENT_LANGUAGES);
const isPublished = (tag: string): tag is ContentLanguage => published.has(tag);
/** `es-MX` → `es`. */
const primary = (tag: string) => tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';

/** The published language a reader asked for in an `Accept-Language` header, best quality first. */
function fromAcceptLanguage(header: string): ContentLanguage | undefined {
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { lang: primary(tag), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((r) => r.q > 0 && isPublished(r.lang))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranges[0]?.lang as ContentLanguage | undefined;
}

/**
 * The language content is served in: the `lang` query parameter when given, otherwise the best
 * published language of `Accept-Language`; anything not published reads English.
 */
export function contentLanguage(lang: string | undefined, acceptLanguage: string | undefined): ContentLanguage {
  if (lang) {
    const tag = primary(lang);
    return isPublished(tag) ? tag : DEFAULT_LANGUAGE;
  }
  return (acceptLanguage && fromAcceptLanguage(acceptLanguage)) || DEFAULT_LANGUAGE;
}
