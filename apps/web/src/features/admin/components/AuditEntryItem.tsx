import type { AuditEntry } from '@roamstead/contract';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { useLocale } from '../../preferences';

/** One audit entry: what, on which record, when, who with which roles, why, from where, and the change. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const actor = entry.actor_id === null ? t('admin.audit.commandLine') : entry.actor_email;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold">
          {t(`admin.audit.actions.${entry.action}`, entry.action)}
          <span className="ms-2 font-normal text-muted">
            {entry.subject_type} #{entry.subject_id ?? '—'}
          </span>
        </p>
        <time dateTime={entry.created_at} className="text-sm text-muted">
          {formatDateTime(entry.created_at, locale)}
        </time>
      </div>
      <dl className="mt-1 grid gap-x-4 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{t('admin.audit.who')}</dt>
        <dd className="break-all">
          {actor}
          {entry.actor_roles.length > 0 && (
            <span className="text-muted"> · {entry.actor_roles.map((r) => t(`admin.roles.${r}`, r)).join(', ')}</span>
          )}
        </dd>
        {entry.reason && (
          <>
            <dt className="text-muted">{t('admin.audit.reason')}</dt>
            <dd>{entry.reason}</dd>
          </>
        )}
        {entry.ip && (
          <>
            <dt className="text-muted">{t('admin.audit.address')}</dt>
            <dd>{entry.ip}</dd>
          </>
        )}
      </dl>
      {(entry.before !== null || entry.after !== null) && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">{t('admin.audit.changes')}</summary>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {(['before', 'after'] as const).map((side) => (
              <div key={side}>
                <p className="text-muted">{t(`admin.audit.${side}`)}</p>
                <pre className="overflow-x-auto rounded-lg bg-canvas p-2 text-xs">
                  {JSON.stringify(entry[side], null, 2)}
                </pre>
              </div>
            ))}
          </div>
        </details>
      )}
    </li>
  );
}
