import { Check } from 'lucide-react';
import { useTranslation } from '../../../i18n';
import type { StepId } from './steps';

/**
 * The wizard's steps: where the host is, which steps are complete (ticked), and a way to jump to
 * any step (every field stays editable).
 */
export function StepNav({
  steps,
  current,
  complete,
  onGo,
}: {
  steps: readonly StepId[];
  current: StepId;
  complete: ReadonlySet<StepId>;
  onGo: (step: StepId) => void;
}) {
  const { t } = useTranslation();
  const index = steps.indexOf(current);
  return (
    <nav aria-label={t('hostListings.wizard.steps')} className="min-w-0">
      <p className="mb-2 text-sm text-muted">
        {t('hostListings.wizard.progress', { n: index + 1, total: steps.length })}
      </p>
      <div className="mb-3 h-1.5 overflow-hidden rounded-full bg-line" aria-hidden="true">
        <div
          className="h-full bg-brand-500 transition-all"
          style={{ width: `${((index + 1) / steps.length) * 100}%` }}
        />
      </div>
      <ol className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {steps.map((step) => (
          <li key={step} className="shrink-0">
            <button
              type="button"
              onClick={() => onGo(step)}
              aria-current={step === current ? 'step' : undefined}
              className="relative flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm hover:bg-canvas aria-[current=step]:bg-brand-50 aria-[current=step]:font-semibold"
            >
              {complete.has(step) ? (
                <Check className="size-4 text-success" aria-hidden="true" />
              ) : (
                <span className="size-4" aria-hidden="true" />
              )}
              {t(`hostListings.steps.${step}`)}
              {complete.has(step) && <span className="sr-only">{t('hostListings.wizard.complete')}</span>}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
