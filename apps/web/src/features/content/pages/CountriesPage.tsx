import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { contentQueries } from '../api';
import { Page, QueryView } from '../Page';

export default function CountriesPage() {
  const { t, i18n } = useTranslation();
  const query = useQuery(contentQueries.countries());
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  return (
    <Page title={t('help.countries.title')} lead={t('help.countries.lead')}>
      <QueryView query={query}>
        {(countries) => (
          <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {[...new Set(countries.map((c) => c.region))].map((region) => (
              <section key={region}>
                <h2 className="text-xl font-semibold">
                  {t(`help.countries.regions.${region}`, { defaultValue: region })}
                </h2>
                <ul className="mt-3 divide-y divide-line rounded-card border border-line">
                  {countries
                    .filter((c) => c.region === region)
                    .map((c) => ({ ...c, name: names.of(c.code) ?? c.name }))
                    .sort((a, b) => a.name.localeCompare(b.name, i18n.language))
                    .map((c) => (
                      <li key={c.code} className="flex items-center justify-between gap-2 px-4 py-2 text-sm">
                        <span>{c.name}</span>
                        <span className={`text-xs ${c.hosting ? 'text-success' : 'text-muted'}`}>
                          {c.hosting ? t('help.countries.hosting') : t('help.countries.travelOnly')}
                        </span>
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
