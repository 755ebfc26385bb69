import { useMemo } from 'react';
import { useTranslation } from './translation';

interface Named {
  slug: string;
  name: string;
  /** Names an operator gave in the console, by language (over the built-in strings). */
  names?: Record<string, string>;
}

/**
 * The names of categories and amenities in the visitor's language: an operator's, else the built-in by slug. The catalogue's own
 * (English) name stays for one added later that has no translation yet.
 */
export function useCatalogueNames() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    // English is the catalogue's own name, which an operator's rename changes directly.
    const given = (n: Named) => (lang === 'en' ? n.name : n.names?.[lang]);
    return {
      category: (c: Named): string => given(c) ?? t(`catalogue.categories.${c.slug}`, c.name),
      amenity: (a: Named): string => given(a) ?? t(`catalogue.amenities.${a.slug}`, a.name),
    };
  }, [t, lang]);
}
