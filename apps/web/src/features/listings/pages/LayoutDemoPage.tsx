import type { DemoLayoutPath } from '@roamstead/contract/constants';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../ui/usePageTitle';
import { DEMO_LAYOUTS, EXPLORE_LAYOUT } from '../layouts';
import { SearchView } from '../SearchView';

/** The SPEC §2 listing-layout demo pages: the same live search, each in its own layout. */
export default function LayoutDemoPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t('listings.layouts.title');
  usePageTitle(title);
  return (
    <SearchView
      layout={DEMO_LAYOUTS[pathname as DemoLayoutPath] ?? EXPLORE_LAYOUT}
      title={title}
      lead={t('listings.layouts.lead')}
    />
  );
}
