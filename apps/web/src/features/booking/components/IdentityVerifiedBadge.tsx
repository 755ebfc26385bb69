import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '../../../i18n';

/** Shown to the host on a guest whose identity an operator checked. */
export function IdentityVerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      {t('booking.identityVerified')}
    </span>
  );
}
