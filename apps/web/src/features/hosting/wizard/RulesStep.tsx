import { zodResolver } from '@hookform/resolvers/zod';
import { listingDraftBody } from '@roamstead/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n';
import { TextAreaField } from '../../../ui/FormFields';
import { TextField } from '../../../ui/TextField';
import { StepFrame } from './StepFrame';
import { type StepProps, useStepSave } from './useStepSave';

const schema = listingDraftBody.pick({ house_rules: true, check_in_time: true, check_out_time: true }).required();
type Values = z.infer<typeof schema>;

/** Homes: house rules and check-in / check-out times. */
export function RulesStep({ listing, onDone, onBack }: StepProps) {
  const { t } = useTranslation();
  const { submit, busy } = useStepSave(listing, onDone);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      house_rules: listing.house_rules,
      check_in_time: listing.check_in_time,
      check_out_time: listing.check_out_time,
    },
  });
  const e = formState.errors;
  return (
    <StepFrame
      title={t('hostListings.rules.title')}
      description={t('hostListings.rules.description')}
      onSubmit={handleSubmit((v) => submit(v, setError))}
      onBack={onBack}
      busy={busy}
    >
      <TextAreaField
        label={t('hostListings.rules.houseRules')}
        rows={5}
        placeholder={t('hostListings.rules.placeholder')}
        error={e.house_rules?.message}
        {...register('house_rules')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="time"
          label={t('hostListings.rules.checkIn')}
          error={e.check_in_time?.message}
          {...register('check_in_time')}
        />
        <TextField
          type="time"
          label={t('hostListings.rules.checkOut')}
          error={e.check_out_time?.message}
          {...register('check_out_time')}
        />
      </div>
    </StepFrame>
  );
}
