import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useCategories } from '../api';
import { EXPLORE_LAYOUT } from '../layouts';
import { SearchView } from '../SearchView';

/** `/category/:slug`: the listings of one category, with every other filter of the search. */
export default function CategoryPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const { data } = useCategories();
  const category = data?.find((c) => c.slug === slug);
  const name = category?.name ?? slug;
  usePageTitle(name);
  return (
    <SearchView
      layout={EXPLORE_LAYOUT}
      category={slug}
      title={name}
      lead={
        category
          ? t('listings.category.lead', { count: category.listing_count, name })
          : t('listings.category.leadUnknown')
      }
    />
  );
}
