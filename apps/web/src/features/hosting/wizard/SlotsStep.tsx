import { HOSTING_LIMITS } from '@roamstead/contract/constants';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { showSaveError } from '../../../api/formErrors';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useListingMutations } from '../api';
import { NumberField } from './NumberField';
import { StepFrame } from './StepFrame';
import type { StepProps } from './useStepSave';

interface Values {
  starts_at: string;
  capacity: number;
}

/** Experiences: the upcoming dates and times guests can book. Booked slots stay. */
export function SlotsStep({ listing, onDone, onBack }: StepProps) {
  const { t, i18n } = useTranslation();
  const m = useListingMutations(listing.id);
  const { register, handleSubmit, setError, formState, reset } = useForm<Values>({
    defaultValues: { starts_at: '', capacity: listing.max_guests },
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' });
  const add = handleSubmit(async (v) => {
    const start = new Date(v.starts_at);
    if (!v.starts_at || Number.isNaN(start.getTime())) {
      setError('starts_at', { message: t('hostListings.slots.startRequired') });
      return;
    }
    try {
      await m.addSlot.mutateAsync({ starts_at: start.toISOString(), capacity: v.capacity });
      reset({ starts_at: '', capacity: v.capacity });
    } catch (err) {
      showSaveError(err, setError, ['starts_at', 'capacity']);
    }
  });
  const remove = async (slotId: number) => {
    try {
      await m.removeSlot.mutateAsync(slotId);
    } catch (err) {
      showSaveError(err);
    }
  };
  return (
    <StepFrame
      title={t('hostListings.slots.title')}
      description={t('hostListings.slots.description')}
      onSubmit={(e) => {
        e.preventDefault();
        onDone();
      }}
      onBack={onBack}
    >
      <div className="grid items-end gap-4 rounded-card border border-line p-4 sm:grid-cols-[1fr_10rem_auto]">
        <TextField
          type="datetime-local"
          label={t('hostListings.slots.start')}
          error={formState.errors.starts_at?.message}
          {...register('starts_at')}
        />
        <NumberField
          label={t('hostListings.slots.capacity')}
          min={1}
          max={HOSTING_LIMITS.guestsMax}
          error={formState.errors.capacity?.message}
          {...register('capacity', { valueAsNumber: true })}
        />
        <Button variant="secondary" onClick={() => void add()} disabled={m.addSlot.isPending}>
          {t('hostListings.slots.add')}
        </Button>
      </div>
      {listing.slots.length === 0 ? (
        <p className="text-sm text-muted">{t('hostListings.slots.empty')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line" aria-label={t('hostListings.slots.list')}>
          {listing.slots.map((slot) => {
            const label = when.format(new Date(slot.starts_at));
            return (
              <li key={slot.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <p className="font-medium">{label}</p>
                  <p className="text-sm text-muted">
                    {t('hostListings.slots.seats', { taken: slot.seats_taken, capacity: slot.capacity })}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  onClick={() => void remove(slot.id)}
                  disabled={slot.seats_taken > 0 || m.removeSlot.isPending}
                  aria-label={t('hostListings.slots.remove', { when: label })}
                  title={slot.seats_taken > 0 ? t('hostListings.slots.booked') : undefined}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </StepFrame>
  );
}
