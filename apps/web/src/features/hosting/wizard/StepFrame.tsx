import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';

/**
 * One wizard step: its heading, its fields and Back / Save and continue. `onSubmit` saves the
 * step on the server; the wizard moves on only when that worked.
 */
export function StepFrame({
  title,
  description,
  children,
  onSubmit,
  onBack,
  busy = false,
  nextLabel,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack?: () => void;
  busy?: boolean;
  nextLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-labelledby="wizard-step-title">
      <div>
        <h2 id="wizard-step-title" className="text-xl font-semibold">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      {children}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        {onBack ? (
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            {t('hostListings.wizard.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={busy}>
          {busy ? t('hostListings.wizard.saving') : (nextLabel ?? t('hostListings.wizard.next'))}
        </Button>
      </div>
    </form>
  );
}
