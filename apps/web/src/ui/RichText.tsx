/**
 * Site content rendered from Markdown by the server and sanitised there (docs/adr/0076): the
 * public pages and the console's preview show it through this one component, with one style.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`space-y-4 break-words [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-4 [&_code]:rounded [&_code]:bg-canvas [&_code]:px-1 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:ps-6 [&_pre]:overflow-x-auto [&_td]:border [&_td]:border-line [&_td]:px-2 [&_th]:border [&_th]:border-line [&_th]:px-2 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:ps-6 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's one Markdown renderer (platform/markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
