import { useQuery } from '@tanstack/react-query';
import { MapPin, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { buttonClass } from '../../../ui/Button';
import { useCurrency } from '../../preferences';
import { contentQueries } from '../api';
import { Page, QueryView } from '../Page';

export default function ExperiencesPage() {
  const { t } = useTranslation();
  const { formatMoney } = useCurrency();
  const query = useQuery(contentQueries.experiences());
  return (
    <Page title={t('hosting.experiences.title')} lead={t('hosting.experiences.lead')}>
      <QueryView
        query={query}
        empty={t('hosting.experiences.empty')}
        isEmpty={(page) => page.items.length === 0}
        skeleton={3}
      >
        {(page) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.items.map((x) => {
              const photo = x.photos[0];
              return (
                <li key={x.id}>
                  <Link to={`/listings/${x.id}`} className="group block">
                    <div className="aspect-[4/3] overflow-hidden rounded-card bg-canvas">
                      {photo ? (
                        <img
                          src={photo.variants[0]?.url}
                          alt={photo.alt || x.title}
                          loading="lazy"
                          className="size-full object-cover transition-transform group-hover:scale-105"
                        />
                      ) : (
                        <Sparkles className="m-auto h-full size-10 text-muted" aria-hidden="true" />
                      )}
                    </div>
                    <h2 className="mt-3 font-semibold group-hover:underline">{x.title}</h2>
                    <p className="flex items-center gap-1 text-sm text-muted">
                      <MapPin className="size-4" aria-hidden="true" />
                      {x.place.name}, {x.place.country}
                    </p>
                    <p className="mt-1 text-sm">
                      {t('hosting.experiences.perPerson', { price: formatMoney(x.price.amount, x.price.currency) })}
                    </p>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
      <Link to="/dashboard/host/experiences" className={buttonClass('secondary', 'mt-10')}>
        {t('hosting.experiences.host')}
      </Link>
    </Page>
  );
}
