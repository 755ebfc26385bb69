import type { CancellationPolicyId } from '@roamstead/contract';
import { CANCELLATION_POLICY_IDS, HOSTING_LIMITS } from '@roamstead/contract/constants';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { SelectField } from '../../../ui/FormFields';
import { TextField } from '../../../ui/TextField';
import { useDisplayNames } from '../../preferences';
import { useCurrencyOptions } from '../api';
import { toMajor, toMinor } from './amounts';
import { NumberField } from './NumberField';
import { StepFrame } from './StepFrame';
import { type StepProps, useStepSave } from './useStepSave';

interface Values {
  price: string;
  cleaning: string;
  currency: string;
  min_nights: number;
  max_nights: number;
  instant_book: boolean;
  cancellation_policy: CancellationPolicyId;
}

export function PricingStep({ listing, onDone, onBack }: StepProps) {
  const { t } = useTranslation();
  const currencies = useCurrencyOptions();
  const names = useDisplayNames();
  const { submit, busy } = useStepSave(listing, onDone);
  const isHome = listing.kind === 'home';
  const initialCurrency = listing.nightly_price ? listing.currency : (listing.place?.currency ?? listing.currency);
  const { register, handleSubmit, setError, formState, watch } = useForm<Values>({
    defaultValues: {
      price: toMajor(listing.nightly_price, listing.currency),
      cleaning: toMajor(listing.cleaning_fee, listing.currency),
      currency: initialCurrency,
      min_nights: listing.min_nights,
      max_nights: listing.max_nights,
      instant_book: listing.instant_book,
      cancellation_policy: listing.cancellation_policy,
    },
  });
  const e = formState.errors;
  const currency = watch('currency');
  const onSubmit = handleSubmit((v) => {
    const price = toMinor(v.price, v.currency);
    const cleaning = toMinor(v.cleaning, v.currency);
    if (price === null || price <= 0) {
      setError('price', { message: t('hostListings.pricing.priceInvalid') });
      return;
    }
    if (cleaning === null) {
      setError('cleaning', { message: t('hostListings.pricing.amountInvalid') });
      return;
    }
    if (isHome && v.max_nights < v.min_nights) {
      setError('max_nights', { message: t('hostListings.pricing.nightsOrder') });
      return;
    }
    return submit(
      {
        nightly_price: price,
        currency: v.currency,
        instant_book: v.instant_book,
        cancellation_policy: v.cancellation_policy,
        ...(isHome ? { cleaning_fee: cleaning, min_nights: v.min_nights, max_nights: v.max_nights } : {}),
      },
      (field, error) => {
        const map: Record<string, keyof Values> = { nightly_price: 'price', cleaning_fee: 'cleaning' };
        setError(map[field as string] ?? (field as keyof Values), error);
      },
    );
  });
  const currencyOptions = (currencies.data ?? [{ code: currency, name: currency, symbol: '' }]).map((c) => ({
    value: c.code,
    label: `${c.code} · ${names.currency(c.code, c.name)}`,
  }));
  return (
    <StepFrame
      title={t(`hostListings.pricing.title.${listing.kind}`)}
      description={t('hostListings.pricing.description')}
      onSubmit={onSubmit}
      onBack={onBack}
      busy={busy}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t(`hostListings.pricing.price.${listing.kind}`, { currency })}
          inputMode="decimal"
          error={e.price?.message}
          {...register('price')}
        />
        <SelectField
          label={t('hostListings.pricing.currency')}
          placeholder={t('hostListings.category.choose')}
          options={currencyOptions}
          error={e.currency?.message}
          {...register('currency', { required: t('hostListings.pricing.currencyRequired') })}
        />
        {isHome && (
          <>
            <TextField
              label={t('hostListings.pricing.cleaning', { currency })}
              inputMode="decimal"
              error={e.cleaning?.message}
              {...register('cleaning')}
            />
            <span className="hidden sm:block" />
            <NumberField
              label={t('hostListings.pricing.minNights')}
              min={1}
              max={HOSTING_LIMITS.nightsMax}
              error={e.min_nights?.message}
              {...register('min_nights', { valueAsNumber: true })}
            />
            <NumberField
              label={t('hostListings.pricing.maxNights')}
              min={1}
              max={HOSTING_LIMITS.nightsMax}
              error={e.max_nights?.message}
              {...register('max_nights', { valueAsNumber: true })}
            />
          </>
        )}
      </div>
      <label className="flex items-start gap-3 rounded-lg border border-line p-3">
        <input type="checkbox" className="mt-1 size-4 accent-brand-500" {...register('instant_book')} />
        <span>
          <span className="block font-medium">{t('hostListings.pricing.instantBook')}</span>
          <span className="block text-sm text-muted">{t('hostListings.pricing.instantBookHelp')}</span>
        </span>
      </label>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-semibold">{t('hostListings.pricing.cancellation')}</legend>
        {CANCELLATION_POLICY_IDS.map((id) => (
          <label
            key={id}
            className="flex items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-ink"
          >
            <input
              type="radio"
              value={id}
              className="mt-1 size-4 accent-brand-500"
              {...register('cancellation_policy')}
            />
            <span>
              <span className="block font-medium">{t(`hostListings.policies.${id}.name`)}</span>
              <span className="block text-sm text-muted">{t(`hostListings.policies.${id}.text`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </StepFrame>
  );
}
