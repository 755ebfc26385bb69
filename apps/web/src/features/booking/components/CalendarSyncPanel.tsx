import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AddCalendarFeedBody,
  addCalendarFeedBody,
  type CalendarFeed,
  type CalendarSync,
} from '@roamstead/contract';
import { CALENDAR_SYNC_LIMITS } from '@roamstead/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showSaveError } from '../../../api/formErrors';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { QueryState } from '../../../ui/QueryState';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useLocale } from '../../preferences';
import { invalidateBookings } from '../api';
import { calendarSyncApi, calendarSyncKey, useCalendarSync } from '../calendarSyncApi';

/** Calendar sync of one home: its export link and up to five imported calendars of other sites. */
export function CalendarSyncPanel({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const sync = useCalendarSync(listingId);
  return (
    <section aria-labelledby="sync-heading" className="space-y-4 rounded-card border border-line bg-surface p-4 sm:p-5">
      <div>
        <h2 id="sync-heading" className="text-lg font-semibold">
          {t('booking.sync.title')}
        </h2>
        <p className="text-sm text-muted">{t('booking.sync.intro')}</p>
      </div>
      <QueryState query={sync}>{(data) => <SyncBody listingId={listingId} data={data} />}</QueryState>
    </section>
  );
}

function SyncBody({ listingId, data }: { listingId: number; data: CalendarSync }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  /** Shows the answer at once, then refetches the calendars whose nights it changed. */
  const settle = (next: CalendarSync) => {
    queryClient.setQueryData(calendarSyncKey(listingId), next);
    void invalidateBookings(queryClient);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(data.export_url);
      notify.success(t('booking.sync.copied'));
    } catch {
      notify.error(t('booking.sync.copyFailed'));
    }
  };
  const rotate = async () => {
    if (!window.confirm(t('booking.sync.rotateConfirm'))) return;
    setBusy(true);
    const [next, err] = await calendarSyncApi.rotate(listingId);
    setBusy(false);
    if (err) notify.error(err.message);
    else {
      settle(next);
      notify.success(t('booking.sync.rotated'));
    }
  };
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <h3 className="font-semibold">{t('booking.sync.exportTitle')}</h3>
        <p className="text-sm text-muted">{t('booking.sync.exportHelp')}</p>
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            label={t('booking.sync.exportLink')}
            value={data.export_url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1"
          />
          <Button variant="secondary" onClick={copy}>
            <Copy className="size-4" aria-hidden="true" />
            {t('booking.sync.copy')}
          </Button>
          <Button variant="ghost" onClick={rotate} disabled={busy}>
            {t('booking.sync.rotate')}
          </Button>
        </div>
      </div>
      <div className="space-y-3">
        <h3 className="font-semibold">{t('booking.sync.importTitle')}</h3>
        {data.feeds.length === 0 ? (
          <p className="text-sm text-muted">{t('booking.sync.noFeeds')}</p>
        ) : (
          <ul className="space-y-2" aria-label={t('booking.sync.importTitle')}>
            {data.feeds.map((f) => (
              <FeedItem key={f.id} listingId={listingId} feed={f} onChange={settle} />
            ))}
          </ul>
        )}
        {data.feeds.length < CALENDAR_SYNC_LIMITS.feedsPerListing ? (
          <AddFeedForm listingId={listingId} onAdded={settle} />
        ) : (
          <p className="text-sm text-muted">
            {t('booking.sync.limit', { count: CALENDAR_SYNC_LIMITS.feedsPerListing })}
          </p>
        )}
      </div>
    </div>
  );
}

function FeedItem({
  listingId,
  feed,
  onChange,
}: {
  listingId: number;
  feed: CalendarFeed;
  onChange: (next: CalendarSync) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState<'sync' | 'remove' | null>(null);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const act = async (action: 'sync' | 'remove') => {
    if (action === 'remove' && !window.confirm(t('booking.sync.removeConfirm', { name: feed.name }))) return;
    setBusy(action);
    const [next, err] =
      action === 'sync'
        ? await calendarSyncApi.sync(listingId, feed.id)
        : await calendarSyncApi.remove(listingId, feed.id);
    setBusy(null);
    if (err) {
      notify.error(err.message);
      return;
    }
    onChange(next);
    const synced = next.feeds.find((f) => f.id === feed.id);
    if (action === 'remove') notify.success(t('booking.sync.removed'));
    else if (synced?.last_result === 'error') notify.error(synced.last_error ?? t('booking.sync.failed'));
    else notify.success(t('booking.sync.synced'));
  };
  const status = !feed.last_synced_at
    ? t('booking.sync.never')
    : feed.last_result === 'ok'
      ? t('booking.sync.ok', { when: when(feed.last_synced_at), count: feed.event_count })
      : t('booking.sync.error', { when: when(feed.last_synced_at) });
  return (
    <li className="space-y-1 rounded-lg border border-line p-3" data-testid="calendar-feed">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{feed.name}</p>
          <p className="truncate text-xs text-muted">{feed.url}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => act('sync')} disabled={busy !== null}>
            <RefreshCw className={`size-4 ${busy === 'sync' ? 'animate-spin' : ''}`} aria-hidden="true" />
            {t('booking.sync.syncNow')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => act('remove')}
            disabled={busy !== null}
            aria-label={t('booking.sync.remove', { name: feed.name })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className={`text-sm ${feed.last_result === 'error' ? 'text-red-700' : 'text-muted'}`} role="status">
        {status}
        {feed.last_result === 'error' && feed.last_error ? ` ${feed.last_error}` : ''}
      </p>
      {feed.conflicts.length > 0 && (
        <p className="text-sm text-amber-800" role="alert">
          {t('booking.sync.conflicts', {
            dates: feed.conflicts.map((c) => `${day(c.from)} – ${day(c.to)}`).join(', '),
          })}
        </p>
      )}
    </li>
  );
}

function AddFeedForm({ listingId, onAdded }: { listingId: number; onAdded: (next: CalendarSync) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, reset, formState } = useForm<AddCalendarFeedBody>({
    resolver: zodResolver(addCalendarFeedBody),
    defaultValues: { name: '', url: '' },
  });
  const e = formState.errors;
  const submit = handleSubmit(async (body) => {
    const [next, err] = await calendarSyncApi.add(listingId, body);
    if (err) {
      showSaveError(err, setError, ['name', 'url']);
      return;
    }
    reset();
    onAdded(next);
    const added = next.feeds.at(-1);
    if (added?.last_result === 'error') notify.error(added.last_error ?? t('booking.sync.failed'));
    else notify.success(t('booking.sync.added'));
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
      <TextField label={t('booking.sync.name')} error={e.name?.message} {...register('name')} />
      <TextField
        label={t('booking.sync.url')}
        placeholder="https://"
        inputMode="url"
        error={e.url?.message}
        {...register('url')}
      />
      <Button type="submit" disabled={formState.isSubmitting} className="sm:mt-6">
        {t('booking.sync.add')}
      </Button>
    </form>
  );
}
