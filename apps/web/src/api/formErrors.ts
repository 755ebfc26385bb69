import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { notify } from '../ui/toast';
import { normaliseError, serverMessage } from './errors';

/** Puts a failed save's per-field messages on the form's fields; anything else becomes a toast. */
export function showSaveError<T extends FieldValues>(
  err: unknown,
  setError?: UseFormSetError<T>,
  fields: string[] = [],
) {
  const error = normaliseError(err);
  const details = Object.entries(error.details ?? {}).filter(([field]) => fields.includes(field.split('.')[0] ?? ''));
  for (const [field, messages] of details) {
    setError?.(field.split('.')[0] as Path<T>, { type: 'server', message: messages[0] });
  }
  if (details.length === 0) notify.error(serverMessage(error));
}
