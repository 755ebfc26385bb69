import { SITE_MESSAGES, VALIDATION } from '@roamstead/contract/constants';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../api/errors';
import { useTranslation } from '../i18n';

/** The contract's English validation messages → their i18n keys under `site.validation`. */
const KEYS = new Map<string, string>([
  [VALIDATION.emailRequired, 'emailRequired'],
  [VALIDATION.emailInvalid, 'emailInvalid'],
  [SITE_MESSAGES.nameRequired, 'nameRequired'],
  [SITE_MESSAGES.messageMin, 'messageMin'],
  [SITE_MESSAGES.subjectRequired, 'subjectRequired'],
  [SITE_MESSAGES.addressRequired, 'addressRequired'],
  [SITE_MESSAGES.linkInvalid, 'linkInvalid'],
  [SITE_MESSAGES.alreadySubscribed, 'alreadySubscribed'],
  [SITE_MESSAGES.alreadyApplied, 'alreadyApplied'],
]);

/** Shows a validation message (from zod or the server) in the active language. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const key = KEYS.get(message);
      return key ? t(`site.validation.${key}`) : message;
    },
    [t],
  );
}

/** Puts a 400/409's per-field details on the form's fields; true when any matched. */
function applyServerErrors<T extends FieldValues>(
  error: ApiError,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  let matched = false;
  for (const field of fields) {
    const message = error.details?.[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !matched });
      matched = true;
    }
  }
  return matched;
}

/**
 * Submits a react-hook-form form to the API: field problems land on their fields, anything else
 * becomes `failure`; what the visitor typed stays in the form either way.
 */
export function useServerSubmit<TFields extends FieldValues, TBody, TResult>(
  form: UseFormReturn<TFields, unknown, TBody>,
  send: (body: TBody) => Promise<[TResult, null] | [null, ApiError]>,
) {
  const [result, setResult] = useState<TResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    const [data, error] = await send(body);
    if (error) {
      const fields = Object.keys(form.getValues()) as Path<TFields>[];
      if (!applyServerErrors(error, fields, form.setError)) setFailure(error.message);
      return;
    }
    setResult(data);
  });
  return { onSubmit, result, failure, reset: () => setResult(null) };
}
