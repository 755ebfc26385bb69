import { BOOKING_WINDOW_MONTHS, PRICING_RULE_LIMITS, PRICING_RULE_MESSAGES } from '@roamstead/contract/constants';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { SelectField } from '../../../ui/FormFields';
import { TextField } from '../../../ui/TextField';
import { toMajor, toMinor } from './amounts';
import { NumberField } from './NumberField';
import { StepFrame } from './StepFrame';
import { type StepProps, useStepSave } from './useStepSave';

interface Values {
  weekend_price: string;
  weekly_discount_percent: number;
  monthly_discount_percent: number;
  advance_notice_days: string;
  preparation_nights: string;
  booking_window_months: string;
}

const range = (n: number) => Array.from({ length: n + 1 }, (_, i) => i);

/** Homes: weekend price, weekly and monthly discounts, advance notice, preparation time, booking window. */
export function DiscountsStep({ listing, onDone, onBack }: StepProps) {
  const { t } = useTranslation();
  const { submit, busy } = useStepSave(listing, onDone);
  const { currency } = listing;
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: {
      weekend_price: toMajor(listing.weekend_price ?? 0, currency),
      weekly_discount_percent: listing.weekly_discount_percent,
      monthly_discount_percent: listing.monthly_discount_percent,
      advance_notice_days: String(listing.advance_notice_days),
      preparation_nights: String(listing.preparation_nights),
      booking_window_months: listing.booking_window_months === null ? 'all' : String(listing.booking_window_months),
    },
  });
  const e = formState.errors;
  const onSubmit = handleSubmit((v) => {
    const weekend = toMinor(v.weekend_price, currency);
    if (weekend === null) {
      setError('weekend_price', { message: PRICING_RULE_MESSAGES.weekendPrice });
      return;
    }
    const weekly = v.weekly_discount_percent || 0;
    const monthly = v.monthly_discount_percent || 0;
    if (monthly > 0 && monthly < weekly) {
      setError('monthly_discount_percent', { message: PRICING_RULE_MESSAGES.monthlyBelowWeekly });
      return;
    }
    return submit(
      {
        weekend_price: weekend === 0 ? null : weekend,
        weekly_discount_percent: weekly,
        monthly_discount_percent: monthly,
        advance_notice_days: Number(v.advance_notice_days),
        preparation_nights: Number(v.preparation_nights),
        booking_window_months: v.booking_window_months === 'all' ? null : Number(v.booking_window_months),
      },
      setError,
    );
  });
  const percent = (label: string) => ({
    label,
    min: 0,
    max: PRICING_RULE_LIMITS.discountMaxPercent,
    step: 1,
  });
  return (
    <StepFrame
      title={t('hostListings.discounts.title')}
      description={t('hostListings.discounts.description')}
      onSubmit={onSubmit}
      onBack={onBack}
      busy={busy}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('hostListings.discounts.weekendPrice', { currency })}
          hint={t('hostListings.discounts.weekendPriceHelp')}
          inputMode="decimal"
          error={e.weekend_price?.message}
          {...register('weekend_price')}
        />
        <span className="hidden sm:block" />
        <NumberField
          {...percent(t('hostListings.discounts.weekly'))}
          hint={t('hostListings.discounts.weeklyHelp')}
          error={e.weekly_discount_percent?.message}
          {...register('weekly_discount_percent', { valueAsNumber: true })}
        />
        <NumberField
          {...percent(t('hostListings.discounts.monthly'))}
          hint={t('hostListings.discounts.monthlyHelp')}
          error={e.monthly_discount_percent?.message}
          {...register('monthly_discount_percent', { valueAsNumber: true })}
        />
        <SelectField
          label={t('hostListings.discounts.advanceNotice')}
          placeholder={t('hostListings.category.choose')}
          options={range(PRICING_RULE_LIMITS.advanceNoticeMaxDays).map((d) => ({
            value: String(d),
            label: d === 0 ? t('hostListings.discounts.sameDay') : t('hostListings.discounts.days', { count: d }),
          }))}
          error={e.advance_notice_days?.message}
          {...register('advance_notice_days', { required: PRICING_RULE_MESSAGES.advanceNotice })}
        />
        <SelectField
          label={t('hostListings.discounts.preparation')}
          placeholder={t('hostListings.category.choose')}
          options={range(PRICING_RULE_LIMITS.preparationMaxNights).map((n) => ({
            value: String(n),
            label: n === 0 ? t('hostListings.discounts.none') : t('hostListings.discounts.nights', { count: n }),
          }))}
          error={e.preparation_nights?.message}
          {...register('preparation_nights', { required: PRICING_RULE_MESSAGES.preparation })}
        />
        <SelectField
          label={t('hostListings.discounts.window')}
          placeholder={t('hostListings.category.choose')}
          options={[
            ...BOOKING_WINDOW_MONTHS.map((m) => ({
              value: String(m),
              label: t('hostListings.discounts.months', { count: m }),
            })),
            { value: 'all', label: t('hostListings.discounts.allDates') },
          ]}
          error={e.booking_window_months?.message}
          {...register('booking_window_months', { required: PRICING_RULE_MESSAGES.bookingWindow })}
        />
      </div>
    </StepFrame>
  );
}
