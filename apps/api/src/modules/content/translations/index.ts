import { ar } from './ar';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import type { ContentTranslation, TranslatedLanguage } from './types';

/** Every published language other than English, with all of its content. */
export const CONTENT_TRANSLATIONS: Record<TranslatedLanguage, ContentTranslation> = { es, fr, de, ar };

export { type ContentTranslation, ORIGINALS, TRANSLATED_FIELDS, type TranslatedFields } from './types';
