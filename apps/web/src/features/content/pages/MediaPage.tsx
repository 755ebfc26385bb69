import { SITE_CONTACT } from '@roamstead/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from '../../../i18n';
import { RichText } from '../../../ui/RichText';
import { useLocale } from '../../preferences';
import { contentQueries } from '../api';
import { Page, QueryView, useDateFormat } from '../Page';

export default function MediaPage() {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const lang = useLocale();
  const query = useQuery(contentQueries.pressReleases(lang));
  return (
    <Page title={t('company.media.title')} lead={t('company.media.lead')}>
      <div className="grid gap-10 lg:grid-cols-3">
        <section className="lg:col-span-2">
          <h2 className="text-2xl font-bold">{t('company.media.releases')}</h2>
          <div className="mt-5">
            <QueryView query={query} empty={t('company.media.empty')}>
              {(releases) => (
                <ul className="space-y-4">
                  {releases.map((r) => (
                    <li key={r.id} className="rounded-card border border-line p-5">
                      <p className="text-xs text-muted">
                        {r.location} · <time dateTime={r.published_at}>{formatDate(r.published_at)}</time>
                      </p>
                      <h3 className="mt-1 text-lg font-semibold">{r.title}</h3>
                      <RichText html={r.summary_html} className="mt-2 text-sm text-muted" />
                    </li>
                  ))}
                </ul>
              )}
            </QueryView>
          </div>
        </section>
        <aside className="space-y-6">
          <section className="rounded-card bg-canvas p-5">
            <h2 className="text-lg font-semibold">{t('company.media.contactTitle')}</h2>
            <p className="mt-2 text-sm text-muted">{t('company.media.contactText')}</p>
            <p className="mt-3 flex items-center gap-2 text-sm">
              <Mail className="size-4" aria-hidden="true" />
              <a className="font-semibold hover:underline" href={`mailto:${SITE_CONTACT.pressEmail}`}>
                {SITE_CONTACT.pressEmail}
              </a>
            </p>
            <p className="mt-2 flex items-center gap-2 text-sm">
              <Phone className="size-4" aria-hidden="true" />
              <a
                className="font-semibold hover:underline"
                dir="ltr"
                href={`tel:${SITE_CONTACT.pressPhone.replace(/\s/g, '')}`}
              >
                {SITE_CONTACT.pressPhone}
              </a>
            </p>
          </section>
          <section className="rounded-card border border-line p-5">
            <h2 className="text-lg font-semibold">{t('company.media.factsTitle')}</h2>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-muted">
              <li>{t('company.media.founded')}</li>
              <li>{t('company.media.offices')}</li>
            </ul>
          </section>
        </aside>
      </div>
    </Page>
  );
}
