import { useMemo } from 'react';
import { useTranslation } from './translation';

interface Named {
  slug: string;
  name: string;
}

/**
 * The names of categories and amenities in the visitor's language, by slug. The catalogue's own
 * (English) name stays for one added later that has no translation yet.
 */
export function useCatalogueNames() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      category: (c: Named): string => t(`catalogue.categories.${c.slug}`, c.name),
      amenity: (a: Named): string => t(`catalogue.amenities.${a.slug}`, a.name),
    }),
    [t],
  );
}
