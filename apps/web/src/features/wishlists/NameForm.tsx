import { zodResolver } from '@hookform/resolvers/zod';
import { WISHLIST_LIMITS } from '@roamstead/contract/constants';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ApiError } from '../../api/errors';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { wishlistError } from './errors';

interface NameFormProps {
  defaultName?: string;
  submitLabel: string;
  /** Resolves to the server's error, or null once the name was accepted. */
  onSubmit: (name: string) => Promise<ApiError | null>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A wishlist name (create or rename): the contract's rules, and the server's answer on the field. */
export function NameForm({ defaultName = '', submitLabel, onSubmit, onCancel, autoFocus }: NameFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .min(1, t('wishlists.form.nameRequired'))
          .max(WISHLIST_LIMITS.nameMax, t('wishlists.form.nameTooLong', { max: WISHLIST_LIMITS.nameMax })),
      }),
    [t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: defaultName },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name }) => {
    const error = await onSubmit(name);
    // What was typed stays in the field next to the reason it was refused.
    if (error) form.setError('name', { message: wishlistError(error, t) }, { shouldFocus: true });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField
        label={t('wishlists.form.name')}
        hint={t('wishlists.form.nameHint', { max: WISHLIST_LIMITS.nameMax })}
        error={errors.name?.message}
        maxLength={WISHLIST_LIMITS.nameMax + 20}
        autoComplete="off"
        autoFocus={autoFocus}
        {...form.register('name')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('wishlists.form.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('wishlists.form.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
