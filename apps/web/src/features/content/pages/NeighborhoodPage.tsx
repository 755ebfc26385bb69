import { zodResolver } from '@hookform/resolvers/zod';
import { type NeighborhoodReportBody, neighborhoodReportBody } from '@roamstead/contract';
import { NEIGHBORHOOD_ISSUES } from '@roamstead/contract/constants';
import { TriangleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { publicClient, request } from '../../../api/http';
import { useFieldMessage, useServerSubmit } from '../../../lib/forms';
import { Button } from '../../../ui/Button';
import { SelectField, TextAreaField } from '../../../ui/FormFields';
import { TextField } from '../../../ui/TextField';
import { Page, Sent } from '../Page';

export default function NeighborhoodPage() {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const form = useForm<z.input<typeof neighborhoodReportBody>, unknown, NeighborhoodReportBody>({
    resolver: zodResolver(neighborhoodReportBody),
    defaultValues: { name: '', email: '', address: '', details: '' },
  });
  const { onSubmit, result, failure } = useServerSubmit(form, (body) =>
    request<{ reference: string }>(publicClient.post('/neighborhood-reports', body)),
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <Page title={t('help.neighborhood.title')} lead={t('help.neighborhood.lead')}>
      <p className="mb-6 flex max-w-3xl items-start gap-2 rounded-card bg-brand-50 p-4 text-sm text-brand-700">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('help.neighborhood.urgent')}
      </p>
      {result ? (
        <div className="max-w-3xl">
          <Sent message={t('help.neighborhood.received')} reference={result.reference} />
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-4 sm:grid-cols-2">
          <TextField
            label={t('help.neighborhood.name')}
            autoComplete="name"
            error={message(errors.name?.message)}
            {...form.register('name')}
          />
          <TextField
            label={t('help.neighborhood.email')}
            type="email"
            autoComplete="email"
            error={message(errors.email?.message)}
            {...form.register('email')}
          />
          <TextField
            className="sm:col-span-2"
            label={t('help.neighborhood.address')}
            autoComplete="street-address"
            error={message(errors.address?.message)}
            {...form.register('address')}
          />
          <SelectField
            className="sm:col-span-2"
            label={t('help.neighborhood.issue')}
            placeholder={t('help.neighborhood.chooseIssue')}
            options={NEIGHBORHOOD_ISSUES.map((value) => ({ value, label: t(`help.neighborhood.issues.${value}`) }))}
            error={message(errors.issue?.message)}
            {...form.register('issue')}
          />
          <TextAreaField
            className="sm:col-span-2"
            label={t('help.neighborhood.details')}
            error={message(errors.details?.message)}
            {...form.register('details')}
          />
          {failure && (
            <p role="alert" className="text-sm text-danger sm:col-span-2">
              {failure}
            </p>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('site.common.sending') : t('help.neighborhood.submit')}
            </Button>
          </div>
        </form>
      )}
    </Page>
  );
}
