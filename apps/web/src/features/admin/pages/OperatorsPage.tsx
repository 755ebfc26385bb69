import { zodResolver } from '@hookform/resolvers/zod';
import { type GrantRoleBody, grantRoleBody, type Operator, type OperatorRole } from '@roamstead/contract';
import { OPERATOR_ROLES } from '@roamstead/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showSaveError } from '../../../api/formErrors';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { SelectField } from '../../../ui/FormFields';
import { QueryState } from '../../../ui/QueryState';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useAuth } from '../../auth';
import { adminApi, adminKey, useOperators } from '../api';
import { RoleBadge } from '../components/RoleBadge';

/** Admins grant and remove operator roles; each change lands in the audit log. */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const operators = useOperators();
  return (
    <DashboardPage title={t('admin.operators.title')} description={t('admin.operators.description')}>
      <GrantForm />
      <Card title={t('admin.operators.list')}>
        <QueryState query={operators}>
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-muted">{t('admin.operators.none')}</p>
            ) : (
              <OperatorList operators={list} />
            )
          }
        </QueryState>
      </Card>
    </DashboardPage>
  );
}

function OperatorList({ operators }: { operators: Operator[] }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<{ operator: Operator; role: OperatorRole } | null>(null);
  const revoke = async () => {
    if (!revoking) return;
    const [, err] = await adminApi.revoke(revoking.operator.user_id, { role: revoking.role });
    if (err) {
      notify.error(err.message);
      return;
    }
    notify.success(t('admin.operators.revoked'));
    await queryClient.invalidateQueries({ queryKey: adminKey });
  };
  return (
    <>
      <ul className="divide-y divide-line">
        {operators.map((operator) => (
          <li key={operator.user_id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium">{operator.name || operator.email}</p>
              <p className="truncate text-sm text-muted">{operator.email}</p>
            </div>
            <ul className="flex flex-wrap gap-2" aria-label={t('admin.operators.roles')}>
              {operator.roles.map((role) => {
                // An admin cannot remove their own admin role (the server refuses it too).
                const own = role === 'admin' && operator.user_id === user?.id;
                return (
                  <li key={role} className="flex items-center gap-1">
                    <RoleBadge role={role} />
                    {!own && (
                      <button
                        type="button"
                        onClick={() => setRevoking({ operator, role })}
                        className="rounded-full p-1 text-muted hover:bg-canvas hover:text-ink"
                        aria-label={t('admin.operators.revoke', {
                          role: t(`admin.roles.${role}`),
                          name: operator.name || operator.email,
                        })}
                      >
                        <X className="size-4" aria-hidden="true" />
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('admin.operators.revokeTitle')}
        description={
          revoking
            ? t('admin.operators.revokeBody', {
                name: revoking.operator.name || revoking.operator.email,
                role: t(`admin.roles.${revoking.role}`),
              })
            : ''
        }
        confirmLabel={t('admin.operators.revokeConfirm')}
        cancelLabel={t('admin.operators.cancel')}
        onConfirm={() => void revoke()}
      />
    </>
  );
}

function GrantForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, reset, formState } = useForm<GrantRoleBody>({
    resolver: zodResolver(grantRoleBody),
    defaultValues: { email: '', reason: '' },
  });
  const e = formState.errors;
  const submit = handleSubmit(async (body) => {
    const [, err] = await adminApi.grant(body);
    if (err) {
      showSaveError(err, setError, ['email', 'role', 'reason']);
      return;
    }
    reset();
    notify.success(t('admin.operators.granted'));
    await queryClient.invalidateQueries({ queryKey: adminKey });
  });
  return (
    <Card title={t('admin.operators.grantTitle')}>
      <form onSubmit={submit} noValidate className="grid gap-3 md:grid-cols-[1fr_12rem] md:items-start">
        <TextField
          label={t('admin.operators.email')}
          type="email"
          autoComplete="off"
          hint={t('admin.operators.grantHelp')}
          error={e.email?.message}
          {...register('email')}
        />
        <SelectField
          label={t('admin.operators.role')}
          placeholder={t('admin.operators.chooseRole')}
          options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }))}
          error={e.role?.message}
          {...register('role')}
        />
        <TextField
          label={t('admin.operators.reason')}
          className="md:col-span-2"
          error={e.reason?.message}
          {...register('reason')}
        />
        <div>
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('admin.operators.grant')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
