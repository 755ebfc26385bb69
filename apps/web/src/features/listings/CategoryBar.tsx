import {
  Building2,
  Castle,
  Gem,
  House,
  LayoutGrid,
  type LucideIcon,
  Mountain,
  Sailboat,
  Sparkles,
  Tent,
  TreePalm,
  Trees,
  Umbrella,
  Waves,
  Wheat,
} from 'lucide-react';
import { useCatalogueNames, useTranslation } from '../../i18n';
import { useCategories } from './api';

/** Icons of the seeded categories by their stored icon name; a new name gets a neutral icon. */
const ICONS: Record<string, LucideIcon> = {
  'building-2': Building2,
  castle: Castle,
  gem: Gem,
  house: House,
  mountain: Mountain,
  palmtree: TreePalm,
  sailboat: Sailboat,
  tent: Tent,
  trees: Trees,
  umbrella: Umbrella,
  waves: Waves,
  wheat: Wheat,
};

const chip = (active: boolean) =>
  `flex shrink-0 flex-col items-center gap-1 border-b-2 px-3 pt-2 pb-2.5 text-xs font-semibold whitespace-nowrap transition-colors ${
    active ? 'border-ink text-ink' : 'border-transparent text-muted hover:border-line hover:text-ink'
  }`;

/** The categories as toggle buttons; the chosen one filters the search. Hidden while they cannot be loaded. */
export function CategoryBar({ value, onChange }: { value?: string; onChange: (slug: string | undefined) => void }) {
  const { t } = useTranslation();
  const names = useCatalogueNames();
  const { data, isPending } = useCategories();
  if (isPending) {
    return <div className="h-16 animate-pulse rounded-lg bg-canvas" aria-hidden="true" />;
  }
  if (!data?.length) return null;
  return (
    <nav aria-label={t('listings.categories.label')} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 lg:flex-wrap">
        <li>
          <button type="button" aria-pressed={!value} className={chip(!value)} onClick={() => onChange(undefined)}>
            <LayoutGrid className="size-6" aria-hidden="true" />
            {t('listings.categories.all')}
          </button>
        </li>
        {data.map((category) => {
          const Icon = ICONS[category.icon] ?? Sparkles;
          const active = value === category.slug;
          return (
            <li key={category.slug}>
              <button
                type="button"
                aria-pressed={active}
                className={chip(active)}
                onClick={() => onChange(active ? undefined : category.slug)}
              >
                <Icon className="size-6" aria-hidden="true" />
                {names.category(category)}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
