import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { useAuth } from '../../auth';

/**
 * Listing is for hosts. A traveller is offered the switch to hosting right here (PUT /user/role),
 * the same switch the header offers, instead of being sent away.
 */
export function RoleGate() {
  const { t } = useTranslation();
  const { switchRole } = useAuth();
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-line bg-surface px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <KeyRound className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{t('hostListings.gate.title')}</h2>
      <p className="max-w-md text-sm text-muted">{t('hostListings.gate.text')}</p>
      <Button
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await switchRole();
          setBusy(false);
        }}
      >
        {t('hostListings.gate.switch')}
      </Button>
    </div>
  );
}
