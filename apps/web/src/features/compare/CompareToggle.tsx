import { WISHLIST_LIMITS } from '@roamstead/contract/constants';
import { Scale } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { notify } from '../../ui/toast';
import { compareStore } from './compareStore';
import { useCompareIds } from './useCompare';

interface CompareToggleProps {
  listingId: number;
  title: string;
  /** `overlay`: a round icon over a card photo; `labelled`: icon and text (listing page). */
  variant?: 'overlay' | 'labelled';
}

/** "Add to compare" on and off; a fifth listing is refused with a message saying why. */
export function CompareToggle({ listingId, title, variant = 'overlay' }: CompareToggleProps) {
  const { t } = useTranslation();
  const ids = useCompareIds();
  const active = ids.includes(listingId);
  const max = WISHLIST_LIMITS.compareMax;

  function toggle() {
    if (active) return compareStore.remove(listingId);
    const result = compareStore.add(listingId);
    if (result === 'full') notify.error(t('wishlists.compare.full', { max }));
    else if (result === 'added') notify.success(t('wishlists.compare.added', { count: ids.length + 1, max }));
  }

  const label = t(active ? 'wishlists.compare.removeFrom' : 'wishlists.compare.addTo', { title });
  if (variant === 'overlay') {
    return (
      <button
        type="button"
        onClick={toggle}
        aria-pressed={active}
        aria-label={label}
        title={label}
        className={`relative z-10 inline-flex size-9 items-center justify-center rounded-full shadow-sm transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-white ${
          active ? 'bg-brand-500 text-white' : 'bg-surface/90 text-ink'
        }`}
      >
        <Scale className="size-4" aria-hidden="true" />
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={active}
      className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold underline-offset-2 hover:bg-canvas hover:underline"
    >
      <Scale className={`size-5 ${active ? 'text-brand-600' : ''}`} aria-hidden="true" />
      {/* Named by what it shows (WCAG 2.5.3): on the listing's own page the title goes without saying. */}
      {t(active ? 'wishlists.compare.remove' : 'wishlists.compare.add')}
    </button>
  );
}
