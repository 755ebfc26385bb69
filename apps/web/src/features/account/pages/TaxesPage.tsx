import { zodResolver } from '@hookform/resolvers/zod';
import { type Taxpayer, taxpayerSchema } from '@roamstead/contract';
import { TAX_ID_TYPES } from '@roamstead/contract/constants';
import { useForm } from 'react-hook-form';
import { showSaveError } from '../../../api/formErrors';
import { apiClient } from '../../../api/http';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryState } from '../../../ui/QueryState';
import { inputClass, TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { TaxSummaryCard } from '../../booking';
import { data, useAccountMutation, useTaxpayer } from '../api';

const FIELDS = ['legal_name', 'tax_id_type', 'tax_id', 'country', 'address'];

function TaxForm({ stored }: { stored: (Taxpayer & { tax_id: string }) | null }) {
  const { t } = useTranslation();
  const save = useAccountMutation(['taxes'], (body: Taxpayer) => data(apiClient.put('/account/taxes', body)));
  const { register, handleSubmit, setError, setValue, formState } = useForm<Taxpayer>({
    resolver: zodResolver(taxpayerSchema),
    // The stored tax number comes back masked: it must be typed again to change anything.
    defaultValues: stored ? { ...stored, tax_id: '' } : { tax_id_type: 'tin' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((body) =>
    save.mutateAsync(body).then(
      () => {
        setValue('tax_id', '');
        notify.success(t('account.taxes.saved'));
      },
      (err) => showSaveError(err, setError, FIELDS),
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4">
      {stored && <p className="text-sm text-muted">{t('account.taxes.onFile', { id: stored.tax_id })}</p>}
      <TextField
        label={t('account.taxes.legalName')}
        autoComplete="name"
        error={errors.legal_name?.message}
        {...register('legal_name')}
      />
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <div>
          <label htmlFor="tax-id-type" className="mb-1 block text-sm font-medium">
            {t('account.taxes.idType')}
          </label>
          <select id="tax-id-type" className={inputClass} {...register('tax_id_type')}>
            {TAX_ID_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`account.taxes.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('account.taxes.taxId')}
          autoComplete="off"
          error={errors.tax_id?.message}
          {...register('tax_id')}
        />
      </div>
      <TextField
        label={t('account.taxes.country')}
        hint={t('account.taxes.countryHint')}
        maxLength={2}
        error={errors.country?.message}
        {...register('country')}
      />
      <TextField
        label={t('account.taxes.address')}
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('account.saving') : t('account.save')}
      </Button>
    </form>
  );
}

/** Taxpayer details, validated and stored. */
export default function TaxesPage() {
  const { t } = useTranslation();
  const taxpayer = useTaxpayer();
  return (
    <DashboardPage title={t('account.taxes.title')} description={t('account.taxes.description')}>
      <Card>
        <QueryState query={taxpayer} rows={4}>
          {(stored) => <TaxForm stored={stored} />}
        </QueryState>
      </Card>
      <Card>
        <TaxSummaryCard />
      </Card>
    </DashboardPage>
  );
}
