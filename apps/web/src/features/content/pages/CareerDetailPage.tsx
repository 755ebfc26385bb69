import { zodResolver } from '@hookform/resolvers/zod';
import { type JobApplicationBody, type JobOpening, jobApplicationBody } from '@roamstead/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { publicClient, request } from '../../../api/http';
import { useTranslation } from '../../../i18n';
import { TextAreaField } from '../../../ui/FormFields';
import { FormShell } from '../../../ui/FormShell';
import { RichText } from '../../../ui/RichText';
import { TextField } from '../../../ui/TextField';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useLocale } from '../../preferences';
import { contentQueries } from '../api';
import { isMissing, QueryView } from '../Page';

export default function CareerDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const lang = useLocale();
  const query = useQuery({ ...contentQueries.opening(id, lang), retry: false });
  usePageTitle(query.data?.title ?? t('company.careers.title'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/careers" className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-ink">
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('company.careers.all')}
      </Link>
      {isMissing(query.error) ? (
        <>
          <h1 className="mt-6 text-3xl font-bold">{t('company.careers.title')}</h1>
          <p className="mt-3 text-muted">{t('company.careers.notFound')}</p>
        </>
      ) : (
        <QueryView query={query} skeleton={4}>
          {(job) => <Opening job={job} />}
        </QueryView>
      )}
    </div>
  );
}

function Opening({ job }: { job: JobOpening }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="mt-6 text-3xl font-bold">{job.title}</h1>
      <p className="mt-2 text-muted">
        {job.team} · {job.location} · {job.employment_type}
      </p>
      <RichText html={job.summary_html} className="mt-6 text-lg" />
      <h2 className="mt-8 text-xl font-semibold">{t('company.careers.responsibilities')}</h2>
      <ul className="mt-3 list-disc space-y-1 ps-5">
        {job.responsibilities.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-semibold">{t('company.careers.requirements')}</h2>
      <ul className="mt-3 list-disc space-y-1 ps-5">
        {job.requirements.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <ApplicationForm jobId={job.id} />
    </>
  );
}

function ApplicationForm({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const form = useForm<JobApplicationBody, unknown, z.output<typeof jobApplicationBody>>({
    resolver: zodResolver(jobApplicationBody),
    defaultValues: { name: '', email: '', link: '', cover_letter: '' },
  });
  return (
    <section className="mt-10 rounded-card border border-line p-5 sm:p-6" aria-labelledby="apply-title">
      <h2 id="apply-title" className="text-xl font-semibold">
        {t('company.careers.apply')}
      </h2>
      <FormShell
        form={form}
        send={(body) => request<{ reference: string }>(publicClient.post(`/careers/${jobId}/applications`, body))}
        submitLabel={t('company.careers.submit')}
        sentMessage={t('company.careers.submitted')}
        className="mt-4"
      >
        {(field) => (
          <>
            <TextField label={t('company.careers.name')} autoComplete="name" {...field('name')} />
            <TextField label={t('company.careers.email')} type="email" autoComplete="email" {...field('email')} />
            <TextField className="sm:col-span-2" label={t('company.careers.link')} type="url" {...field('link')} />
            <TextAreaField
              className="sm:col-span-2"
              label={t('company.careers.coverLetter')}
              {...field('cover_letter')}
            />
          </>
        )}
      </FormShell>
    </section>
  );
}
