/** The route-level loading indicator shown while a lazy screen loads. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
