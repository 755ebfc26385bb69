import { LRUCache } from 'lru-cache';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * What rendered Markdown may keep: text structure, links and code. No raw HTML survives (no
 * scripts, styles, frames, images or event handlers) and links are http(s) or mailto only.
 * The page's own title is its only h1, so a `#` heading becomes an h2.
 */
const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'del',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }),
  },
};

// Public pages render the same texts over and over: keyed by the text itself, an edit is a new key.
const rendered = new LRUCache<string, string>({
  max: 2_000,
  maxSize: 20_000_000,
  sizeCalculation: (v) => v.length + 1,
});

/**
 * Markdown as the public pages show it, sanitised: the one renderer of site content, used by the
 * public API and the console's preview alike (docs/adr/0076).
 */
export function renderMarkdown(markdown: string): string {
  const hit = rendered.get(markdown);
  if (hit !== undefined) return hit;
  const html = sanitizeHtml(marked.parse(markdown) as string, SANITISE).trim();
  rendered.set(markdown, html);
  return html;
}
