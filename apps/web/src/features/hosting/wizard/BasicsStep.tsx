import { zodResolver } from '@hookform/resolvers/zod';
import { listingDraftBody } from '@roamstead/contract';
import { HOSTING_LIMITS } from '@roamstead/contract/constants';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n';
import { NumberField } from './NumberField';
import { StepFrame } from './StepFrame';
import { type StepProps, useStepSave } from './useStepSave';

const schema = listingDraftBody.pick({ max_guests: true, bedrooms: true, beds: true, bathrooms: true }).required();
type Values = z.infer<typeof schema>;

/** Homes: how many guests, bedrooms, beds and bathrooms. */
export function BasicsStep({ listing, onDone, onBack }: StepProps) {
  const { t } = useTranslation();
  const { submit, busy } = useStepSave(listing, onDone);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      max_guests: listing.max_guests,
      bedrooms: listing.bedrooms,
      beds: listing.beds,
      bathrooms: listing.bathrooms,
    },
  });
  const e = formState.errors;
  const num = { valueAsNumber: true } as const;
  return (
    <StepFrame
      title={t('hostListings.basics.title')}
      description={t('hostListings.basics.description')}
      onSubmit={handleSubmit((v) => submit(v, setError))}
      onBack={onBack}
      busy={busy}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={t('hostListings.basics.guests')}
          min={1}
          max={HOSTING_LIMITS.guestsMax}
          error={e.max_guests?.message}
          {...register('max_guests', num)}
        />
        <NumberField
          label={t('hostListings.basics.bedrooms')}
          min={0}
          max={HOSTING_LIMITS.roomsMax}
          error={e.bedrooms?.message}
          {...register('bedrooms', num)}
        />
        <NumberField
          label={t('hostListings.basics.beds')}
          min={0}
          max={HOSTING_LIMITS.roomsMax}
          error={e.beds?.message}
          {...register('beds', num)}
        />
        <NumberField
          label={t('hostListings.basics.bathrooms')}
          min={0}
          step={0.5}
          max={HOSTING_LIMITS.bathroomsMax}
          error={e.bathrooms?.message}
          {...register('bathrooms', num)}
        />
      </div>
    </StepFrame>
  );
}
