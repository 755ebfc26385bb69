import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle } from './usePageTitle';

function Screen({ title, description }: { title: string; description?: string }) {
  usePageTitle(title, description);
  return null;
}

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

/** The head as the server writes it for the address the tests start on. */
function serverHead() {
  document.head.innerHTML = `
    <title>Casa · Roamstead</title>
    <meta name="description" content="A bright flat." />
    <link rel="canonical" href="${window.location.origin}/" />
    <link rel="alternate" hreflang="es" href="${window.location.origin}/?lang=es" />
    <meta property="og:title" content="Casa · Roamstead" />
    <meta property="og:image" content="https://roamstead.example/uploads/x-1200x630.jpg" />
    <script type="application/ld+json">{}</script>`;
}

describe('usePageTitle', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('titles the page the server wrote and leaves its tags as they are, then syncs them once the visitor moves on', () => {
    serverHead();
    const { rerender } = render(<Screen title="Casa" />);
    expect(document.title).toBe('Casa · Roamstead');
    expect(meta('name="description"')).toBe('A bright flat.');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);

    window.history.pushState(null, '', '/about?lang=es&utm=x');
    rerender(<Screen title="About us" description="Who we are." />);
    expect(document.title).toBe('About us · Roamstead');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(meta('name="description"')).toBe('Who we are.');
    expect(meta('property="og:title"')).toBe('About us · Roamstead');
    expect(meta('name="twitter:description"')).toBe('Who we are.');
    expect(canonical()).toBe(`${window.location.origin}/about?lang=es`);
    expect(meta('property="og:url"')).toBe(`${window.location.origin}/about?lang=es`);
    // Tags of the first page only: its structured data, picture and language links.
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(meta('property="og:image"')).toBeUndefined();
    expect(document.head.querySelector('link[hreflang]')).toBeNull();

    window.history.pushState(null, '', '/blog');
    rerender(<Screen title="Blog" />);
    expect(meta('name="description"')).toBe('Book homes and experiences hosted by locals around the world.');
  });
});
