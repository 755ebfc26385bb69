import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordBody, changePasswordBody } from '@roamstead/contract';
import { Monitor } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { showSaveError } from '../../../api/formErrors';
import { apiClient } from '../../../api/http';
import { useTranslation } from '../../../i18n';
import { timeAgo } from '../../../lib/timeAgo';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryState } from '../../../ui/QueryState';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import {
  data,
  useAccountMutation,
  useAccountQuery,
  useRevokeOtherSessions,
  useRevokeSession,
  useSessions,
} from '../api';

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const change = useAccountMutation(['sessions'], (body: ChangePasswordBody) =>
    data(apiClient.put('/account/password', body)),
  );
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBody),
  });
  const onSubmit = handleSubmit((body) =>
    change.mutateAsync(body).then(
      () => {
        reset({ current_password: '', new_password: '' });
        notify.success(t('account.security.passwordChanged'));
      },
      (err) => showSaveError(err, setError, ['current_password', 'new_password']),
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      {hasPassword && (
        <TextField
          label={t('account.security.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={formState.errors.current_password?.message}
          {...register('current_password')}
        />
      )}
      <TextField
        label={t('account.security.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('account.security.passwordHint')}
        error={formState.errors.new_password?.message}
        {...register('new_password')}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {hasPassword ? t('account.security.changePassword') : t('account.security.setPassword')}
      </Button>
    </form>
  );
}

/** Password and the signed-in devices, each one revocable. */
export default function LoginSecurityPage() {
  const { t, i18n } = useTranslation();
  const password = useAccountQuery<{ has_password: boolean }>(['password'], '/account/password');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  return (
    <DashboardPage title={t('account.security.title')} description={t('account.security.description')}>
      <Card title={t('account.security.password')}>
        <QueryState query={password} rows={2}>
          {(p) => <PasswordForm hasPassword={p.has_password} />}
        </QueryState>
      </Card>
      <Card title={t('account.security.sessions')}>
        <QueryState query={sessions}>
          {(list) => (
            <>
              <ul className="divide-y divide-line">
                {list.map((s) => (
                  <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div className="flex items-center gap-3">
                      <Monitor className="size-6 text-muted" aria-hidden="true" />
                      <div>
                        <p className="font-medium">
                          {s.device}
                          {s.current && (
                            <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                              {t('account.security.thisDevice')}
                            </span>
                          )}
                        </p>
                        <p className="text-sm text-muted">
                          {t('account.security.lastUsed', { when: timeAgo(s.last_used_at, i18n.language) })}
                          {s.ip ? ` · ${s.ip}` : ''}
                        </p>
                      </div>
                    </div>
                    {!s.current && (
                      <Button
                        variant="secondary"
                        disabled={revoke.isPending}
                        onClick={() =>
                          revoke.mutate(s.id, {
                            onSuccess: () => notify.success(t('account.security.revoked')),
                            onError: (err) => showSaveError(err),
                          })
                        }
                        aria-label={t('account.security.revokeOne', { device: s.device })}
                      >
                        {t('account.security.revoke')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
              {list.length > 1 && (
                <Button
                  variant="secondary"
                  className="mt-4"
                  disabled={revokeOthers.isPending}
                  onClick={() =>
                    revokeOthers.mutate(undefined, {
                      onSuccess: () => notify.success(t('account.security.revokedAll')),
                      onError: (err) => showSaveError(err),
                    })
                  }
                >
                  {t('account.security.revokeAll')}
                </Button>
              )}
            </>
          )}
        </QueryState>
      </Card>
    </DashboardPage>
  );
}
