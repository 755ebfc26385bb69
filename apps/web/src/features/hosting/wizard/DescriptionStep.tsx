import { zodResolver } from '@hookform/resolvers/zod';
import { listingDraftBody } from '@roamstead/contract';
import { HOSTING_LIMITS, HOSTING_MESSAGES } from '@roamstead/contract/constants';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n';
import { TextAreaField } from '../../../ui/FormFields';
import { TextField } from '../../../ui/TextField';
import { StepFrame } from './StepFrame';
import { type StepProps, useStepSave } from './useStepSave';

// Drafts may be short; the lengths guests need are checked here so the host hears it while typing.
const schema = listingDraftBody
  .pick({ title: true, description: true })
  .required()
  .refine((v) => v.title.length >= HOSTING_LIMITS.titleMin, { path: ['title'], message: HOSTING_MESSAGES.titleShort })
  .refine((v) => v.description.length >= HOSTING_LIMITS.descriptionMin, {
    path: ['description'],
    message: HOSTING_MESSAGES.descriptionShort,
  });
type Values = z.infer<typeof schema>;

export function DescriptionStep({ listing, onDone, onBack }: StepProps) {
  const { t } = useTranslation();
  const { submit, busy } = useStepSave(listing, onDone);
  const { register, handleSubmit, setError, formState, watch } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { title: listing.title, description: listing.description },
  });
  const e = formState.errors;
  const count = (text: string, min: number, max: number) =>
    t('hostListings.description.count', { count: text.trim().length, min, max });
  return (
    <StepFrame
      title={t(`hostListings.description.title.${listing.kind}`)}
      description={t('hostListings.description.description')}
      onSubmit={handleSubmit((v) => submit(v, setError))}
      onBack={onBack}
      busy={busy}
    >
      <TextField
        label={t('hostListings.description.titleLabel')}
        maxLength={HOSTING_LIMITS.titleMax}
        hint={count(watch('title'), HOSTING_LIMITS.titleMin, HOSTING_LIMITS.titleMax)}
        error={e.title?.message}
        {...register('title')}
      />
      <div>
        <TextAreaField
          label={t('hostListings.description.descriptionLabel')}
          rows={8}
          maxLength={HOSTING_LIMITS.descriptionMax}
          error={e.description?.message}
          {...register('description')}
        />
        {!e.description && (
          <p className="mt-1 text-xs text-muted">
            {count(watch('description'), HOSTING_LIMITS.descriptionMin, HOSTING_LIMITS.descriptionMax)}
          </p>
        )}
      </div>
    </StepFrame>
  );
}
