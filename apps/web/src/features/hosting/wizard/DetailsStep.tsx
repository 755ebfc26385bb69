import { zodResolver } from '@hookform/resolvers/zod';
import { listingDraftBody } from '@roamstead/contract';
import { HOSTING_LIMITS } from '@roamstead/contract/constants';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '../../../i18n';
import { TextAreaField } from '../../../ui/FormFields';
import { NumberField } from './NumberField';
import { StepFrame } from './StepFrame';
import { type StepProps, useStepSave } from './useStepSave';

const schema = listingDraftBody
  .pick({ max_guests: true, house_rules: true })
  .required()
  .extend({ duration_minutes: z.number().int().min(HOSTING_LIMITS.durationMin).max(HOSTING_LIMITS.durationMax) });
type Values = z.infer<typeof schema>;

/** Experiences: how long, for how many guests per slot, and what guests should know. */
export function DetailsStep({ listing, onDone, onBack }: StepProps) {
  const { t } = useTranslation();
  const { submit, busy } = useStepSave(listing, onDone);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      duration_minutes: listing.duration_minutes ?? 120,
      max_guests: listing.max_guests,
      house_rules: listing.house_rules,
    },
  });
  const e = formState.errors;
  return (
    <StepFrame
      title={t('hostListings.details.title')}
      description={t('hostListings.details.description')}
      onSubmit={handleSubmit((v) => submit(v, setError))}
      onBack={onBack}
      busy={busy}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={t('hostListings.details.duration')}
          hint={t('hostListings.details.durationHint', {
            min: HOSTING_LIMITS.durationMin,
            max: HOSTING_LIMITS.durationMax,
          })}
          min={HOSTING_LIMITS.durationMin}
          max={HOSTING_LIMITS.durationMax}
          step={15}
          error={e.duration_minutes?.message}
          {...register('duration_minutes', { valueAsNumber: true })}
        />
        <NumberField
          label={t('hostListings.details.capacity')}
          min={1}
          max={HOSTING_LIMITS.guestsMax}
          error={e.max_guests?.message}
          {...register('max_guests', { valueAsNumber: true })}
        />
      </div>
      <TextAreaField
        label={t('hostListings.details.rules')}
        rows={4}
        error={e.house_rules?.message}
        {...register('house_rules')}
      />
    </StepFrame>
  );
}
