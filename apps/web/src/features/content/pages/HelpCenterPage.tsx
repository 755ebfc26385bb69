import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { RichText } from '../../../ui/RichText';
import { inputClass } from '../../../ui/TextField';
import { useLocale } from '../../preferences';
import { contentQueries } from '../api';
import { Page, QueryView } from '../Page';

const MORE = [
  ['/help/faqs', 'help.faqs.title'],
  ['/help/cancellation', 'help.cancellation.title'],
  ['/help/neighborhood', 'help.neighborhood.title'],
  ['/help/countries', 'help.countries.title'],
  ['/contact', 'company.contact.title'],
] as const;

export default function HelpCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const deferred = useDeferredValue(q.trim());
  const lang = useLocale();
  const query = useQuery(contentQueries.helpArticles(deferred, lang));
  return (
    <Page
      title={t('help.center.title')}
      lead={t('help.center.lead')}
      aside={
        <search className="relative mt-6 block max-w-xl">
          <label htmlFor="help-search" className="sr-only">
            {t('help.center.search')}
          </label>
          <Search className="pointer-events-none absolute start-3 top-3 size-5 text-muted" aria-hidden="true" />
          <input
            id="help-search"
            type="search"
            value={q}
            onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
            placeholder={t('help.center.placeholder')}
            className={`${inputClass} ps-10`}
          />
        </search>
      }
    >
      <div className="grid gap-10 lg:grid-cols-3">
        <section className="lg:col-span-2" aria-live="polite">
          <QueryView query={query} empty={t('help.center.empty', { query: deferred })}>
            {(articles) => (
              <>
                <p className="mb-4 text-sm text-muted">{t('help.center.results', { count: articles.length })}</p>
                <ul className="space-y-3">
                  {articles.map((a) => (
                    <li key={a.id}>
                      <details className="group rounded-card border border-line p-4 open:bg-canvas">
                        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-semibold">
                          {a.title}
                          <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                            {t(`help.center.audience.${a.audience}`)}
                          </span>
                        </summary>
                        <RichText html={a.body_html} className="mt-3 text-sm leading-relaxed text-muted" />
                      </details>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </QueryView>
        </section>
        <nav aria-labelledby="more-help" className="h-fit rounded-card bg-canvas p-5">
          <h2 id="more-help" className="font-semibold">
            {t('help.center.more')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {MORE.map(([to, key]) => (
              <li key={to}>
                <Link to={to} className="text-brand-700 hover:underline">
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Page>
  );
}
