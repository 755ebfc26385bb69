import { useForm } from 'react-hook-form';
import { useCatalogueNames, useTranslation } from '../../../i18n';
import { QueryError, Skeleton } from '../../../ui/QueryState';
import { useAmenityOptions } from '../api';
import { StepFrame } from './StepFrame';
import { type StepProps, useStepSave } from './useStepSave';

/** Homes: what the place offers, grouped like the listing page shows them. */
export function AmenitiesStep({ listing, onDone, onBack }: StepProps) {
  const { t } = useTranslation();
  const names = useCatalogueNames();
  const options = useAmenityOptions();
  const { submit, busy } = useStepSave(listing, onDone);
  const { register, handleSubmit, setError } = useForm<{ amenities: string[] }>({
    defaultValues: { amenities: listing.amenities },
  });
  const groups = [...new Set((options.data ?? []).map((a) => a.group))];
  return (
    <StepFrame
      title={t('hostListings.amenities.title')}
      description={t('hostListings.amenities.description')}
      onSubmit={handleSubmit((v) => submit({ amenities: v.amenities || [] }, setError))}
      onBack={onBack}
      busy={busy}
    >
      {options.isPending ? (
        <Skeleton rows={3} rowClassName="h-10" />
      ) : options.isError ? (
        <QueryError error={options.error} onRetry={() => void options.refetch()} />
      ) : (
        groups.map((group) => (
          <fieldset key={group} className="space-y-2">
            <legend className="mb-2 font-semibold">{t(`hostListings.amenities.groups.${group}`, group)}</legend>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {options.data
                .filter((a) => a.group === group)
                .map((a) => (
                  <label
                    key={a.slug}
                    className="flex cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-ink"
                  >
                    <input
                      type="checkbox"
                      value={a.slug}
                      className="size-4 accent-brand-500"
                      {...register('amenities')}
                    />
                    {names.amenity(a)}
                  </label>
                ))}
            </div>
          </fieldset>
        ))
      )}
    </StepFrame>
  );
}
