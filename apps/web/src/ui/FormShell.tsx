import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { ApiError } from '../api/errors';
import { useTranslation } from '../i18n';
import { useFieldMessage, useServerSubmit } from '../lib/forms';
import { Button } from './Button';

/** A registered field with its message in the active language, spread onto a form control. */
type Field<T extends FieldValues> = (name: Path<T>) => UseFormRegisterReturn<Path<T>> & { error?: string };

interface FormShellProps<TFields extends FieldValues, TBody> {
  form: UseFormReturn<TFields, unknown, TBody>;
  /** Sends the valid body; the reference of the answer replaces the form. */
  send: (body: TBody) => Promise<[{ reference: string }, null] | [null, ApiError]>;
  submitLabel: string;
  sentMessage: string;
  /** Placement of the form, and of the confirmation that replaces it. */
  className: string;
  children: (field: Field<TFields>) => ReactNode;
}

/**
 * A form sent to the server in one go (contact, reports, applications): two columns of fields,
 * problems on their fields or above the button, then a confirmation with the reference.
 */
export function FormShell<TFields extends FieldValues, TBody>({
  form,
  send,
  submitLabel,
  sentMessage,
  className,
  children,
}: FormShellProps<TFields, TBody>) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { onSubmit, result, failure } = useServerSubmit(form, send);
  const { isSubmitting } = form.formState;
  if (result) {
    return (
      <div className={className}>
        <Sent message={sentMessage} reference={result.reference} />
      </div>
    );
  }
  const field: Field<TFields> = (name) => ({
    ...form.register(name),
    error: message(form.getFieldState(name, form.formState).error?.message),
  });
  return (
    <form onSubmit={onSubmit} noValidate className={`grid gap-4 sm:grid-cols-2 ${className}`}>
      {children(field)}
      {failure && (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {failure}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('site.common.sending') : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Sent({ message, reference }: { message: string; reference: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="rounded-card border border-success/30 bg-success/5 p-5 text-success">
      <p className="font-semibold">{message}</p>
      <p className="mt-1 text-sm">{t('site.common.reference', { reference })}</p>
    </div>
  );
}
