import type { SavedSearch } from '@roamstead/contract';
import { ALERT_FREQUENCIES, type AlertFrequency, SAVED_SEARCH_LIMITS } from '@roamstead/contract/constants';
import { BellPlus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { Button, buttonClass } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DashboardPage } from '../../../ui/DashboardPage';
import { Dialog } from '../../../ui/Dialog';
import { QueryError, Skeleton } from '../../../ui/QueryState';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useLocale } from '../../preferences';
import { useSavedSearches, useSavedSearchMutations } from '../api';

/** What a saved search looks for, in words: its filters as the search page shows them. */
function summary(query: string, t: (key: string, values?: Record<string, unknown>) => string, locale: string) {
  const p = new URLSearchParams(query);
  const parts = [p.get('place') ?? (p.get('bbox') ? t('savedSearches.mapArea') : t('savedSearches.anywhere'))];
  const checkin = p.get('checkin');
  const checkout = p.get('checkout');
  if (checkin && checkout) {
    const day = (d: string) =>
      new Date(`${d}T00:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    parts.push(`${day(checkin)} – ${day(checkout)}`);
  }
  const guests = Number(p.get('guests'));
  if (guests) parts.push(t('savedSearches.guests', { count: guests }));
  const filters = [...p.keys()].filter(
    (k) => !['place', 'bbox', 'checkin', 'checkout', 'guests', 'currency'].includes(k),
  );
  if (filters.length) parts.push(t('savedSearches.filters', { count: filters.length }));
  return parts.join(' · ');
}

/** /dashboard/guest/saved-searches: open, rename, change alerts, delete. */
export default function SavedSearchesPage() {
  const { t } = useTranslation();
  const searches = useSavedSearches();
  return (
    <DashboardPage title={t('savedSearches.title')} description={t('savedSearches.description')}>
      {searches.isPending ? (
        <Skeleton rows={3} rowClassName="h-20" />
      ) : searches.isError ? (
        <QueryError error={searches.error} onRetry={() => void searches.refetch()} />
      ) : searches.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <BellPlus className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold">{t('savedSearches.emptyTitle')}</h2>
          <p className="max-w-md text-sm text-muted">{t('savedSearches.emptyText')}</p>
          <Link to="/" className={buttonClass('primary')}>
            <Search className="size-4" aria-hidden="true" />
            {t('savedSearches.startSearching')}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3" aria-label={t('savedSearches.title')}>
          {searches.data.map((s) => (
            <SavedSearchRow key={s.id} search={s} />
          ))}
        </ul>
      )}
    </DashboardPage>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { update, remove } = useSavedSearchMutations();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string>();

  const setFrequency = async (frequency: AlertFrequency) => {
    try {
      await update.mutateAsync({ id: search.id, frequency });
      notify.success(t('savedSearches.alertsChanged'));
    } catch (err) {
      notify.error(errorText(err));
    }
  };

  const rename = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('savedSearches.form.nameRequired'));
    try {
      await update.mutateAsync({ id: search.id, name: name.trim() });
      setRenaming(false);
      notify.success(t('savedSearches.renamed'));
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold">{search.name}</h2>
        <p className="text-sm text-muted">{summary(search.query, t, locale)}</p>
        {search.last_alert_at && (
          <p className="text-xs text-muted">
            {t('savedSearches.lastAlert', { date: formatDateTime(search.last_alert_at, locale) })}
          </p>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <span className="text-muted">{t('savedSearches.form.alerts')}</span>
        <select
          className="rounded-lg border border-line bg-surface px-2 py-1.5"
          value={search.frequency}
          onChange={(e) => void setFrequency(e.target.value as AlertFrequency)}
          aria-label={t('savedSearches.alertsFor', { name: search.name })}
        >
          {ALERT_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {t(`savedSearches.frequency.${f}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap gap-2">
        <Link to={`/?${search.query}`} className={buttonClass('primary')}>
          {t('savedSearches.open')}
          <span className="sr-only">: {search.name}</span>
        </Link>
        <Button variant="secondary" onClick={() => setRenaming(true)}>
          {t('savedSearches.rename')}
          <span className="sr-only">: {search.name}</span>
        </Button>
        <Button variant="ghost" onClick={() => setDeleting(true)}>
          {t('savedSearches.delete')}
          <span className="sr-only">: {search.name}</span>
        </Button>
      </div>
      <Dialog open={renaming} onOpenChange={setRenaming} title={t('savedSearches.renameTitle')}>
        <form onSubmit={rename} noValidate className="space-y-4">
          <TextField
            label={t('savedSearches.form.name')}
            value={name}
            maxLength={SAVED_SEARCH_LIMITS.name}
            onChange={(e) => setName(e.target.value)}
            error={error}
            autoFocus
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setRenaming(false)}>
              {t('savedSearches.form.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {t('savedSearches.form.save')}
            </Button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('savedSearches.deleteTitle')}
        description={t('savedSearches.deleteText', { name: search.name })}
        confirmLabel={t('savedSearches.delete')}
        cancelLabel={t('savedSearches.form.cancel')}
        onConfirm={() =>
          remove.mutate(search.id, {
            onSuccess: () => notify.success(t('savedSearches.deleted')),
            onError: (err) => notify.error(errorText(err)),
          })
        }
      />
    </li>
  );
}
