import type { AdminUserDetail } from '@roamstead/contract';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { useLocale } from '../../preferences';
import { moneyApi } from '../moneyApi';
import { ReasonAction } from './ReasonAction';

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

/** Marks the identity verified after the operator says what they checked, or revokes it with a reason (audited). */
export function IdentityAction({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  if (user.identity_verified_at)
    return (
      <ReasonAction
        label={t('adminMoney.identity.revoke')}
        title={t('adminMoney.identity.revokeTitle')}
        description={t('adminMoney.identity.revokeBody')}
        reasonLabel={t('adminMoney.identity.revokeReason')}
        confirm={t('adminMoney.identity.revokeConfirm')}
        done={t('adminMoney.identity.revokeDone')}
        variant="ghost"
        run={(reason) => moneyApi.revokeIdentity(user.id, { reason })}
      />
    );
  return (
    <ReasonAction
      label={t('adminMoney.identity.open')}
      title={t('adminMoney.identity.title')}
      description={t('adminMoney.identity.body')}
      reasonLabel={t('adminMoney.identity.reason')}
      confirm={t('adminMoney.identity.confirm')}
      done={t('adminMoney.identity.done')}
      run={(reason) => moneyApi.verifyIdentity(user.id, { reason })}
    />
  );
}
