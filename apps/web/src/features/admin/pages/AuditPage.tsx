import type { AuditQuery } from '@roamstead/contract';
import { AUDIT_ACTIONS } from '@roamstead/contract/constants';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { SelectField } from '../../../ui/FormFields';
import { QueryState } from '../../../ui/QueryState';
import { TextField } from '../../../ui/TextField';
import { useAuditLog } from '../api';
import { AuditEntryItem } from '../components/AuditEntryItem';

type Filters = Omit<AuditQuery, 'before'>;

/** The audit log: every operator action, newest first, searchable; read-only by design. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({});
  const log = useAuditLog(filters);
  return (
    <DashboardPage title={t('admin.audit.title')} description={t('admin.audit.description')}>
      <FilterForm onSearch={setFilters} />
      <Card>
        <QueryState query={log}>
          {(data) => {
            const entries = data.pages.flatMap((page) => page.entries);
            if (entries.length === 0) return <p className="text-sm text-muted">{t('admin.audit.none')}</p>;
            return (
              <>
                <ol className="divide-y divide-line">
                  {entries.map((entry) => (
                    <AuditEntryItem key={entry.id} entry={entry} />
                  ))}
                </ol>
                {log.hasNextPage && (
                  <Button
                    variant="secondary"
                    className="mt-4"
                    disabled={log.isFetchingNextPage}
                    onClick={() => void log.fetchNextPage()}
                  >
                    {t('admin.audit.more')}
                  </Button>
                )}
              </>
            );
          }}
        </QueryState>
      </Card>
    </DashboardPage>
  );
}

function FilterForm({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [subjectType, setSubjectType] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      actor: actor.trim() || undefined,
      action: (action || undefined) as Filters['action'],
      subject_type: subjectType.trim() || undefined,
      subject_id: subjectId.trim() || undefined,
    });
  };
  const clear = () => {
    setActor('');
    setAction('');
    setSubjectType('');
    setSubjectId('');
    onSearch({});
  };
  return (
    <Card title={t('admin.audit.filters')}>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField label={t('admin.audit.actor')} value={actor} onChange={(e) => setActor(e.target.value)} />
        <SelectField
          label={t('admin.audit.action')}
          placeholder={t('admin.audit.anyAction')}
          value={action}
          onChange={(e) => setAction(e.target.value)}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`admin.audit.actions.${a}`) }))}
        />
        <TextField
          label={t('admin.audit.subjectType')}
          value={subjectType}
          onChange={(e) => setSubjectType(e.target.value)}
        />
        <TextField
          label={t('admin.audit.subjectId')}
          value={subjectId}
          onChange={(e) => setSubjectId(e.target.value)}
        />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{t('admin.audit.search')}</Button>
          <Button variant="ghost" onClick={clear}>
            {t('admin.audit.clear')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
