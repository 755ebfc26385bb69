import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../ui/usePageTitle';
import { EXPLORE_LAYOUT } from '../layouts';
import { SearchView } from '../SearchView';

/** Home (SPEC §2: labelled Explore): search homes and experiences. */
export default function ExplorePage() {
  const { t } = useTranslation();
  const place = useSearchParams()[0].get('place')?.trim();
  usePageTitle(place ? t('site.seo.placeTitle', { place }) : t('common.explore'));
  return <SearchView layout={EXPLORE_LAYOUT} title={t('listings.results.heading')} lead={t('listings.results.lead')} />;
}
