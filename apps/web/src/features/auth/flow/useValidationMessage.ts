import { VALIDATION } from '@roamstead/contract/constants';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n';

const KEY_BY_MESSAGE = new Map<string, string>(Object.entries(VALIDATION).map(([key, text]) => [text, key]));

/** Shows a contract (SPEC §5) validation message in the UI language; other text passes through. */
export function useValidationMessage() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) => {
      const key = message && KEY_BY_MESSAGE.get(message);
      return key ? t(`auth.validation.${key}`) : message;
    },
    [t],
  );
}
