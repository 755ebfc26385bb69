/**
 * The route-level loading indicator shown while a lazy screen loads. A full screen tall, so the
 * footer stays below the fold until the page arrives instead of jumping down (layout shift).
 */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
