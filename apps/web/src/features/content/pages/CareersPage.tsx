import { useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { RichText } from '../../../ui/RichText';
import { useLocale } from '../../preferences';
import { contentQueries } from '../api';
import { Page, QueryView } from '../Page';

export default function CareersPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const query = useQuery(contentQueries.openings(lang));
  return (
    <Page title={t('company.careers.title')} lead={t('company.careers.lead')}>
      <h2 className="text-2xl font-bold">{t('company.careers.openings')}</h2>
      <div className="mt-5">
        <QueryView query={query} empty={t('company.careers.empty')}>
          {(openings) => (
            <ul className="divide-y divide-line rounded-card border border-line">
              {openings.map((job) => (
                <li key={job.id} className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <h3 className="text-lg font-semibold">{job.title}</h3>
                    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                      <span className="inline-flex items-center gap-1">
                        <BriefcaseBusiness className="size-4" aria-hidden="true" />
                        {job.team} · {job.employment_type}
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <MapPin className="size-4" aria-hidden="true" />
                        {job.location}
                      </span>
                    </p>
                    <RichText html={job.summary_html} className="mt-2 text-sm" />
                  </div>
                  <Link
                    to={`/careers/${job.id}`}
                    className="shrink-0 rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-canvas"
                    aria-label={`${t('company.careers.view')}: ${job.title}`}
                  >
                    {t('company.careers.view')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </Page>
  );
}
