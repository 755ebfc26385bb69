import type { ListingKind, OwnListingRow } from '@roamstead/contract';
import { House, ImageOff, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClass } from '../../../ui/Button';
import { DashboardPage } from '../../../ui/DashboardPage';
import { Dialog } from '../../../ui/Dialog';
import { QueryError, Skeleton } from '../../../ui/QueryState';
import { notify } from '../../../ui/toast';
import { formatPrice, useListingMutations, useOwnListings } from '../api';
import { StatusBadge } from '../components/StatusBadge';

const wizardLink = (kind: ListingKind) => `/dashboard/add-property${kind === 'experience' ? '?kind=experience' : ''}`;

/** /dashboard/host/listings and /dashboard/host/experiences: the host's own listings of one kind. */
export function OwnListingsPage({ kind }: { kind: ListingKind }) {
  const { t } = useTranslation();
  const listings = useOwnListings(kind);
  const add = (
    <Link to={wizardLink(kind)} className={buttonClass('primary')}>
      <Plus className="size-4" aria-hidden="true" />
      {t(`hostListings.list.add.${kind}`)}
    </Link>
  );
  const Icon = kind === 'experience' ? Sparkles : House;
  return (
    <DashboardPage
      title={t(`hostListings.list.title.${kind}`)}
      description={t(`hostListings.list.description.${kind}`)}
      actions={add}
    >
      {listings.isPending ? (
        <Skeleton rows={3} rowClassName="h-24" />
      ) : listings.isError ? (
        <QueryError error={listings.error} onRetry={() => void listings.refetch()} />
      ) : listings.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold">{t(`hostListings.list.emptyTitle.${kind}`)}</h2>
          <p className="max-w-md text-sm text-muted">{t(`hostListings.list.emptyText.${kind}`)}</p>
          {add}
        </div>
      ) : (
        <ul className="space-y-3" aria-label={t(`hostListings.list.title.${kind}`)}>
          {listings.data.map((row) => (
            <ListingRow key={row.id} row={row} />
          ))}
        </ul>
      )}
    </DashboardPage>
  );
}

function ListingRow({ row }: { row: OwnListingRow }) {
  const { t, i18n } = useTranslation();
  const m = useListingMutations(row.id);
  const [confirming, setConfirming] = useState(false);
  const title = row.title || t('hostListings.untitled');
  const thumb = row.cover?.variants[0];
  const edit = `/dashboard/add-property?listing=${row.id}`;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify.success(done);
    } catch (err) {
      notify.error(errorText(err));
    }
  };

  return (
    <li className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-center">
      <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-lg bg-canvas sm:w-36">
        {thumb ? (
          <img
            src={thumb.url}
            width={thumb.width}
            height={thumb.height}
            alt=""
            className="size-full object-cover"
            loading="lazy"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted">
            <ImageOff className="size-6" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="truncate font-semibold">{title}</h2>
          <StatusBadge status={row.status} />
          {row.cohost_level && (
            <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-medium">
              {t('cohosts.badge', { level: t(`cohosts.level.${row.cohost_level}`) })}
            </span>
          )}
        </div>
        <p className="text-sm text-muted">
          {[
            row.place_name,
            row.nightly_price
              ? t(`hostListings.list.price.${row.kind}`, {
                  price: formatPrice(row.nightly_price, row.currency, i18n.language),
                })
              : null,
            t('hostListings.list.photos', { count: row.photo_count }),
            row.kind === 'experience' ? t('hostListings.list.slots', { count: row.upcoming_slots }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {row.cohost_level && row.cohost_level !== 'full' ? (
        <Link to="/dashboard/host/multi-calendar" className={buttonClass('secondary')}>
          {t('cohosts.openCalendar')}
          <span className="sr-only">: {title}</span>
        </Link>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Link to={edit} className={buttonClass('secondary')}>
            {row.status === 'draft' ? t('hostListings.list.continue') : t('hostListings.list.edit')}
            <span className="sr-only">: {title}</span>
          </Link>
          {row.kind === 'home' && row.status !== 'draft' && (
            <Link to={`/dashboard/host/listings/${row.id}/arrival-guide`} className={buttonClass('secondary')}>
              {t('hostListings.list.arrivalGuide')}
              <span className="sr-only">: {title}</span>
            </Link>
          )}
          {row.status === 'published' && (
            <Button
              variant="secondary"
              disabled={m.unlist.isPending}
              onClick={() => void run(() => m.unlist.mutateAsync(), t('hostListings.list.unlisted'))}
            >
              {t('hostListings.list.unlist')}
            </Button>
          )}
          {row.status === 'rejected' && (
            <Button
              variant="secondary"
              disabled={m.publish.isPending}
              onClick={() => void run(() => m.publish.mutateAsync(), t('moderation.host.submittedTitle'))}
            >
              {t('moderation.host.resubmit')}
            </Button>
          )}
          {row.status === 'unlisted' && (
            <Button
              variant="secondary"
              disabled={m.publish.isPending}
              onClick={() => void run(() => m.publish.mutateAsync(), t('hostListings.list.relisted'))}
            >
              {t('hostListings.list.relist')}
            </Button>
          )}
          {!row.cohost_level && row.status !== 'draft' && (
            <Link to={`/dashboard/host/listings/${row.id}/cohosts`} className={buttonClass('secondary')}>
              {t('cohosts.title')}
              <span className="sr-only">: {title}</span>
            </Link>
          )}
          {!row.cohost_level && (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              {t('hostListings.list.delete')}
              <span className="sr-only">: {title}</span>
            </Button>
          )}
        </div>
      )}
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) m.remove.reset();
        }}
        title={t('hostListings.list.deleteTitle')}
        description={t('hostListings.list.deleteText', { title })}
      >
        {m.remove.isError && <Alert>{errorText(m.remove.error)}</Alert>}
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('hostListings.list.cancel')}
          </Button>
          <Button
            disabled={m.remove.isPending}
            onClick={() =>
              m.remove.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  notify.success(t('hostListings.list.deleted'));
                },
              })
            }
          >
            {t('hostListings.list.confirmDelete')}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
