import { type ReactNode, useId } from 'react';
import { usePageTitle } from './usePageTitle';

/** A dashboard screen: sets "<title> · Roamstead" and shows its heading. */
export function DashboardPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-muted">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A white card grouping one part of a screen. */
export function Card({
  title,
  children,
  className = '',
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  // A titled card is a named region, so it can be found by its title.
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={`rounded-card border border-line bg-surface p-5 ${className}`}
    >
      {title && (
        <h2 id={headingId} className="mb-4 text-lg font-semibold">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
