import { type AdminListing, LISTING_STATUSES, type ListingStatus } from '@roamstead/contract';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { SelectField } from '../../../ui/FormFields';
import { QueryState } from '../../../ui/QueryState';
import { TextField } from '../../../ui/TextField';
import { useLocale } from '../../preferences';
import { ReasonAction } from '../components/ReasonAction';
import { moderationApi, useModerationListings } from '../moderationApi';

const isStatus = (value: string | null): value is ListingStatus =>
  (LISTING_STATUSES as readonly (string | null)[]).includes(value);

/** Listings by status, host and place: the review queue (approve, reject) and take-downs. */
export default function ListingsModerationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = raw === null ? 'pending_review' : isStatus(raw) ? raw : undefined;
  const host = params.get('host') ?? '';
  const place = params.get('place') ?? '';
  const [draft, setDraft] = useState({ status: status ?? '', host, place });
  const listings = useModerationListings({
    ...(status ? { status } : {}),
    ...(host ? { host } : {}),
    ...(place ? { place } : {}),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams({
      status: draft.status,
      ...(draft.host.trim() ? { host: draft.host.trim() } : {}),
      ...(draft.place.trim() ? { place: draft.place.trim() } : {}),
    });
  };
  return (
    <DashboardPage title={t('moderation.listings.title')} description={t('moderation.listings.description')}>
      <search>
        <form onSubmit={submit} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
          <SelectField
            label={t('moderation.listings.status')}
            placeholder={t('moderation.listings.anyStatus')}
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
            options={LISTING_STATUSES.map((s) => ({ value: s, label: t(`hostListings.status.${s}`) }))}
          />
          <TextField
            label={t('moderation.listings.host')}
            type="search"
            value={draft.host}
            onChange={(e) => setDraft({ ...draft, host: e.target.value })}
            autoComplete="off"
          />
          <TextField
            label={t('moderation.listings.place')}
            type="search"
            value={draft.place}
            onChange={(e) => setDraft({ ...draft, place: e.target.value })}
            autoComplete="off"
          />
          <Button type="submit">{t('moderation.listings.filter')}</Button>
        </form>
      </search>
      <Card title={status === 'pending_review' ? t('moderation.listings.queue') : t('moderation.listings.results')}>
        <QueryState query={listings}>
          {(rows) =>
            rows.length === 0 ? (
              <p className="text-sm text-muted">
                {status === 'pending_review' ? t('moderation.listings.queueEmpty') : t('moderation.listings.none')}
              </p>
            ) : (
              <ul className="divide-y divide-line">
                {rows.map((listing) => (
                  <ListingRow key={listing.id} listing={listing} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </Card>
    </DashboardPage>
  );
}

function ListingRow({ listing }: { listing: AdminListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = listing.title || `#${listing.id}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 space-y-1">
        <p className="font-medium">
          {listing.status === 'published' ? (
            <Link to={`/listings/${listing.id}`} className="text-brand-700 underline">
              {title}
            </Link>
          ) : (
            title
          )}{' '}
          <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold">
            {t(`hostListings.status.${listing.status}`)}
          </span>
        </p>
        <p className="text-sm text-muted">
          #{listing.id} · {listing.place_name ?? t('moderation.listings.noPlace')} ·{' '}
          <Link to={`/admin/users/${listing.host.id}`} className="text-brand-700 underline">
            {listing.host.name || listing.host.email}
          </Link>
        </p>
        {listing.submitted_at && listing.status === 'pending_review' && (
          <p className="text-sm text-muted">
            {t('moderation.listings.submitted', { time: formatDateTime(listing.submitted_at, locale) })}
          </p>
        )}
        {listing.moderation_reason && listing.status === 'rejected' && (
          <p className="text-sm">{t('moderation.listings.lastReason', { reason: listing.moderation_reason })}</p>
        )}
      </div>
      <ListingActions listing={listing} />
    </li>
  );
}

/** The actions a listing's status allows: approve or reject a request; unpublish a live listing. */
export function ListingActions({ listing }: { listing: Pick<AdminListing, 'id' | 'title' | 'status'> }) {
  const { t } = useTranslation();
  const context = listing.title || `#${listing.id}`;
  if (listing.status === 'pending_review') {
    return (
      <div className="flex flex-wrap gap-2">
        <ReasonAction
          variant="primary"
          optional
          label={t('moderation.listings.approve')}
          context={context}
          title={t('moderation.listings.approveTitle')}
          description={t('moderation.listings.approveBody')}
          confirm={t('moderation.listings.approve')}
          done={t('moderation.listings.approved')}
          run={(reason) => moderationApi.listing(listing.id, 'approve', reason)}
        />
        <ReasonAction
          label={t('moderation.listings.reject')}
          context={context}
          title={t('moderation.listings.rejectTitle')}
          description={t('moderation.listings.rejectBody')}
          confirm={t('moderation.listings.reject')}
          done={t('moderation.listings.rejected')}
          run={(reason) => moderationApi.listing(listing.id, 'reject', reason)}
        />
      </div>
    );
  }
  if (listing.status === 'published') {
    return (
      <ReasonAction
        label={t('moderation.listings.unpublish')}
        context={context}
        title={t('moderation.listings.unpublishTitle')}
        description={t('moderation.listings.unpublishBody')}
        confirm={t('moderation.listings.unpublish')}
        done={t('moderation.listings.unpublished')}
        run={(reason) => moderationApi.listing(listing.id, 'unpublish', reason)}
      />
    );
  }
  return null;
}
