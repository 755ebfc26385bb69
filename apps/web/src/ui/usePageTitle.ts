import { pageTitle } from '@roamstead/contract/constants';
import { useEffect } from 'react';
import { useTranslation } from '../i18n';

/** The address the server wrote the head for: its tags are right until the visitor leaves it. */
const SERVED_URL = typeof window === 'undefined' ? '' : window.location.href;
let leftServedPage = false;
/** Written by the server for one page (structured data, picture, indexing, other languages): dropped on leaving it. */
const PAGE_ONLY_TAGS = [
  'script[type="application/ld+json"]',
  'meta[property^="og:image"]',
  'meta[name^="twitter:image"]',
  'meta[name="robots"]',
  'link[rel="alternate"][hreflang]',
].join(',');
/** The query parameters that make a page of its own (a place's explore page, a language). */
const CANONICAL_PARAMS = ['place', 'lang'];

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/**
 * Titles the screen "<page> · Roamstead" (SPEC §2) and, once the visitor has moved on from the
 * page the server wrote the head for, keeps the description, canonical and preview tags in step
 * (a share sheet reads them). The server's tags are updated in place: React 19's own <title> and
 * <meta> would be second copies beside them, and the first <title> wins.
 */
export function usePageTitle(page: string, description?: string) {
  const { t } = useTranslation();
  const text = description ?? t('site.seo.siteDescription');
  const href = typeof window === 'undefined' ? '' : window.location.href;
  useEffect(() => {
    const title = pageTitle(page);
    document.title = title;
    leftServedPage ||= href !== SERVED_URL;
    if (!leftServedPage) return;
    for (const tag of document.head.querySelectorAll(PAGE_ONLY_TAGS)) tag.remove();
    const here = new URL(href);
    const canonical = new URL(here.pathname, here.origin);
    for (const name of CANONICAL_PARAMS) {
      const value = here.searchParams.get(name);
      if (value) canonical.searchParams.set(name, value);
    }
    setCanonical(canonical.href);
    setMeta('property', 'og:url', canonical.href);
    setMeta('name', 'description', text);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', text);
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'twitter:description', text);
  }, [page, text, href]);
}
