import type { AdminUserDetail } from '@roamstead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { showSaveError } from '../../../api/formErrors';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextAreaField } from '../../../ui/FormFields';
import { notify } from '../../../ui/toast';
import { useLocale } from '../../preferences';
import { adminKey } from '../api';
import { moneyApi } from '../moneyApi';

/** Whether the person's identity was checked, as a line of the profile. */
export function IdentityStatus({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return user.identity_verified_at ? (
    <span className="inline-flex items-center gap-1 font-medium text-success">
      <BadgeCheck className="size-4" aria-hidden="true" />
      {t('adminMoney.identity.verifiedOn', { date: formatDateTime(user.identity_verified_at, locale) })}
    </span>
  ) : (
    <span>{t('adminMoney.identity.notVerified')}</span>
  );
}

/** Marks the identity verified after the operator says what they checked (audited). */
export function IdentityAction({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (user.identity_verified_at) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const [, err] = await moneyApi.verifyIdentity(user.id, { reason });
    setBusy(false);
    if (err) {
      const message = err.details?.reason?.[0];
      if (message) setError(message);
      else showSaveError(err);
      return;
    }
    setOpen(false);
    notify.success(t('adminMoney.identity.done'));
    await queryClient.invalidateQueries({ queryKey: adminKey });
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('adminMoney.identity.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('adminMoney.identity.title')}
        description={t('adminMoney.identity.body')}
      >
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <TextAreaField
            label={t('adminMoney.identity.reason')}
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('adminMoney.cancel.keep')}
            </Button>
            <Button type="submit" disabled={busy}>
              {t('adminMoney.identity.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
