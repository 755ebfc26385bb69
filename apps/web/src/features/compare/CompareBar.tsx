import { Scale } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n';
import { useCompareIds } from './useCompare';

/** A floating link to /compare while listings are chosen, so they can be compared from any page. */
export function CompareBar() {
  const { t } = useTranslation();
  const ids = useCompareIds();
  const { pathname } = useLocation();
  if (ids.length === 0 || pathname === '/compare') return null;
  return (
    <Link
      to="/compare"
      className="fixed end-4 bottom-20 z-30 inline-flex items-center gap-2 rounded-full bg-ink px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-ink/90 md:bottom-6"
    >
      <Scale className="size-4" aria-hidden="true" />
      {t('wishlists.compare.open', { count: ids.length })}
    </Link>
  );
}
