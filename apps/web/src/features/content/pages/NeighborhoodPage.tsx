import { zodResolver } from '@hookform/resolvers/zod';
import { type NeighborhoodReportBody, neighborhoodReportBody } from '@roamstead/contract';
import { NEIGHBORHOOD_ISSUES } from '@roamstead/contract/constants';
import { TriangleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { publicClient, request } from '../../../api/http';
import { useTranslation } from '../../../i18n';
import { SelectField, TextAreaField } from '../../../ui/FormFields';
import { FormShell } from '../../../ui/FormShell';
import { TextField } from '../../../ui/TextField';
import { Page } from '../Page';

export default function NeighborhoodPage() {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof neighborhoodReportBody>, unknown, NeighborhoodReportBody>({
    resolver: zodResolver(neighborhoodReportBody),
    defaultValues: { name: '', email: '', address: '', details: '' },
  });
  return (
    <Page title={t('help.neighborhood.title')} lead={t('help.neighborhood.lead')}>
      <p className="mb-6 flex max-w-3xl items-start gap-2 rounded-card bg-brand-50 p-4 text-sm text-brand-700">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('help.neighborhood.urgent')}
      </p>
      <FormShell
        form={form}
        send={(body) => request<{ reference: string }>(publicClient.post('/neighborhood-reports', body))}
        submitLabel={t('help.neighborhood.submit')}
        sentMessage={t('help.neighborhood.received')}
        className="max-w-3xl"
      >
        {(field) => (
          <>
            <TextField label={t('help.neighborhood.name')} autoComplete="name" {...field('name')} />
            <TextField label={t('help.neighborhood.email')} type="email" autoComplete="email" {...field('email')} />
            <TextField
              className="sm:col-span-2"
              label={t('help.neighborhood.address')}
              autoComplete="street-address"
              {...field('address')}
            />
            <SelectField
              className="sm:col-span-2"
              label={t('help.neighborhood.issue')}
              placeholder={t('help.neighborhood.chooseIssue')}
              options={NEIGHBORHOOD_ISSUES.map((value) => ({ value, label: t(`help.neighborhood.issues.${value}`) }))}
              {...field('issue')}
            />
            <TextAreaField className="sm:col-span-2" label={t('help.neighborhood.details')} {...field('details')} />
          </>
        )}
      </FormShell>
    </Page>
  );
}
