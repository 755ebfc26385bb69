import type { AdminUser } from '@roamstead/contract';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryState } from '../../../ui/QueryState';
import { inputClass } from '../../../ui/TextField';
import { useUserSearch } from '../api';
import { RoleBadge } from '../components/RoleBadge';

/** Support finds an account by name, e-mail, phone or id; the search is kept in the address. */
export default function UsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const results = useUserSearch(q);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  return (
    <DashboardPage title={t('admin.users.title')} description={t('admin.users.description')}>
      <search>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
              {t('admin.users.query')}
            </label>
            <input
              id={inputId}
              type="search"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              className={inputClass}
              autoComplete="off"
            />
          </div>
          <Button type="submit">{t('admin.users.find')}</Button>
        </form>
      </search>
      <Card title={t('admin.users.results')}>
        {q ? (
          <QueryState query={results}>
            {(users) =>
              users.length === 0 ? (
                <p className="text-sm text-muted">{t('admin.users.none')}</p>
              ) : (
                <ul className="divide-y divide-line">
                  {users.map((user) => (
                    <UserRow key={user.id} user={user} />
                  ))}
                </ul>
              )
            }
          </QueryState>
        ) : (
          <p className="text-sm text-muted">{t('admin.users.prompt')}</p>
        )}
      </Card>
    </DashboardPage>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <Link to={`/admin/users/${user.id}`} className="font-medium text-brand-700 hover:underline">
          {user.name || user.email || `#${user.id}`}
        </Link>
        <p className="truncate text-sm text-muted">
          #{user.id} · {[user.email, user.phone].filter(Boolean).join(' · ')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-canvas px-2.5 py-0.5 text-xs font-semibold">
          {t(`admin.users.${user.role}`)}
        </span>
        {user.operator_roles.map((role) => (
          <RoleBadge key={role} role={role} />
        ))}
        {user.suspension && (
          <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
            {t('admin.users.suspended')}
          </span>
        )}
      </div>
    </li>
  );
}
