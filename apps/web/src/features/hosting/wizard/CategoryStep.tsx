import { PROPERTY_TYPES } from '@roamstead/contract/constants';
import { useForm } from 'react-hook-form';
import { useCatalogueNames, useTranslation } from '../../../i18n';
import { SelectField } from '../../../ui/FormFields';
import { QueryError, Skeleton } from '../../../ui/QueryState';
import { useCategoryOptions } from '../api';
import { StepFrame } from './StepFrame';
import { type StepProps, useStepSave } from './useStepSave';

interface Values {
  category_id: string;
  property_type: string;
}

export function CategoryStep({ listing, onDone, onBack }: StepProps) {
  const { t } = useTranslation();
  const names = useCatalogueNames();
  const categories = useCategoryOptions();
  const { submit, busy } = useStepSave(listing, onDone);
  const isHome = listing.kind === 'home';
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    values: {
      category_id: listing.category_id ? String(listing.category_id) : '',
      property_type: listing.property_type === 'experience' ? 'apartment' : listing.property_type,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = handleSubmit((v) => {
    if (!v.category_id) {
      setError('category_id', { message: t('hostListings.category.required') });
      return;
    }
    return submit(
      {
        category_id: Number(v.category_id),
        ...(isHome ? { property_type: v.property_type as (typeof PROPERTY_TYPES)[number] } : {}),
      },
      setError,
    );
  });
  return (
    <StepFrame
      title={t(`hostListings.category.title.${listing.kind}`)}
      description={t('hostListings.category.description')}
      onSubmit={onSubmit}
      onBack={onBack}
      busy={busy}
    >
      {categories.isPending ? (
        <Skeleton rows={2} rowClassName="h-11" />
      ) : categories.isError ? (
        <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('hostListings.category.category')}
            placeholder={t('hostListings.category.choose')}
            options={categories.data.map((c) => ({ value: String(c.id), label: names.category(c) }))}
            error={formState.errors.category_id?.message}
            {...register('category_id')}
          />
          {isHome && (
            <SelectField
              label={t('hostListings.category.propertyType')}
              placeholder={t('hostListings.category.choose')}
              options={PROPERTY_TYPES.filter((p) => p !== 'experience').map((p) => ({
                value: p,
                label: t(`hostListings.propertyTypes.${p}`),
              }))}
              error={formState.errors.property_type?.message}
              {...register('property_type')}
            />
          )}
        </div>
      )}
    </StepFrame>
  );
}
