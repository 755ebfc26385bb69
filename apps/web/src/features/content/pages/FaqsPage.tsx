import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { RichText } from '../../../ui/RichText';
import { useLocale } from '../../preferences';
import { contentQueries } from '../api';
import { Page, QueryView } from '../Page';

export default function FaqsPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const query = useQuery(contentQueries.faqs(lang));
  return (
    <Page title={t('help.faqs.title')} lead={t('help.faqs.lead')}>
      <QueryView query={query}>
        {(faqs) => (
          <div className="max-w-3xl space-y-8">
            {[...new Set(faqs.map((f) => f.topic))].map((topic) => (
              <section key={topic}>
                <h2 className="text-xl font-semibold">{topic}</h2>
                <ul className="mt-3 space-y-2">
                  {faqs
                    .filter((f) => f.topic === topic)
                    .map((f) => (
                      <li key={f.id}>
                        <details className="rounded-card border border-line p-4 open:bg-canvas">
                          <summary className="cursor-pointer font-medium">{f.question}</summary>
                          <RichText html={f.answer_html} className="mt-2 text-sm leading-relaxed text-muted" />
                        </details>
                      </li>
                    ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </QueryView>
    </Page>
  );
}
