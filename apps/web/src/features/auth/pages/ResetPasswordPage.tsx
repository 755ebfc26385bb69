import { zodResolver } from '@hookform/resolvers/zod';
import { passwordField } from '@roamstead/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { serverMessage } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClass } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { usePageTitle } from '../../../ui/usePageTitle';
import { authApi } from '../api';
import { useValidationMessage } from '../flow/useValidationMessage';

const schema = z
  .object({ password: passwordField, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'mismatch' });

/** /reset-password?token=…: the link of the reset e-mail sets a new password (POST /reset-password). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const message = useValidationMessage();
  usePageTitle(t('auth.resetTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    const [, error] = await authApi.resetPassword(token, password);
    setResult(error ? { ok: false, text: serverMessage(error) } : { ok: true, text: t('auth.passwordReset') });
  });

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="mb-6 text-2xl font-bold">{t('auth.resetTitle')}</h1>
      {!token ? (
        <Alert>
          {t('auth.resetInvalid')}{' '}
          <Link to="/forgot-password" className="font-semibold text-brand-600 underline">
            {t('auth.requestNewLink')}
          </Link>
        </Alert>
      ) : result?.ok ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{result.text}</Alert>
          <Link to="/auth/login" className={buttonClass('primary')}>
            {t('auth.backToLogin')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-card border border-line p-5 sm:p-6">
          {result && <Alert>{result.text}</Alert>}
          <TextField
            label={t('auth.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            error={message(formState.errors.password?.message)}
            {...register('password')}
          />
          <TextField
            label={t('auth.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={formState.errors.confirm && t('auth.passwordMismatch')}
            {...register('confirm')}
          />
          <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
            {formState.isSubmitting ? t('auth.saving') : t('auth.setPassword')}
          </Button>
        </form>
      )}
    </section>
  );
}
