import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { usePageTitle } from '../../ui/usePageTitle';

/** A public content page: its title (also the document title), a lead and the body. */
export function Page({
  title,
  lead,
  children,
  aside,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <>
      <div className="border-b border-line bg-canvas">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {lead && <p className="mt-3 max-w-2xl text-lg text-muted">{lead}</p>}
          {aside}
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10">{children}</div>
    </>
  );
}

/** Loading skeleton, error with retry, empty state, or the data. */
export function QueryView<T>({
  query,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  skeleton = 3,
  children,
}: {
  query: UseQueryResult<T>;
  empty?: string;
  isEmpty?: (data: T) => boolean;
  skeleton?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('common.loading')} className="space-y-3">
        {Array.from({ length: skeleton }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className="h-24 animate-pulse rounded-card bg-canvas" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-card border border-line p-5">
        <p>{t('site.common.loadError')}</p>
        <Button variant="secondary" onClick={() => query.refetch()}>
          {t('site.common.retry')}
        </Button>
      </div>
    );
  }
  if (empty && isEmpty(query.data)) {
    return <p className="rounded-card border border-dashed border-line p-8 text-center text-muted">{empty}</p>;
  }
  return <>{children(query.data)}</>;
}

/** A success panel after a form was sent, with the reference the server gave. */
export const useDateFormat = () => {
  const { i18n } = useTranslation();
  return (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
};

export const useMinutesFormat = () => {
  const { i18n } = useTranslation();
  return (minutes: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes);
};

/** A detail page's id that does not exist (404) or cannot exist (400). */
export const isMissing = (error: unknown) => [400, 404].includes((error as { status?: number } | null)?.status ?? 0);
