import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody } from '@roamstead/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { serverMessage } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { usePageTitle } from '../../../ui/usePageTitle';
import { authApi } from '../api';
import { useValidationMessage } from '../flow/useValidationMessage';

/** Asks for a password reset link (POST /forgot-password). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const message = useValidationMessage();
  usePageTitle(t('auth.forgotTitle'));
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<typeof forgotPasswordBody>>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    const [, error] = await authApi.forgotPassword(email);
    setResult(error ? { ok: false, text: serverMessage(error) } : { ok: true, text: t('auth.resetSent') });
  });

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="mb-1 text-2xl font-bold">{t('auth.forgotTitle')}</h1>
      <p className="mb-6 text-sm text-muted">{t('auth.forgotLead')}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-card border border-line p-5 sm:p-6">
        {result && <Alert tone={result.ok ? 'success' : 'danger'}>{result.text}</Alert>}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={message(formState.errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
          {formState.isSubmitting ? t('auth.sending') : t('auth.sendResetLink')}
        </Button>
        <Link to="/auth/login" className="self-center text-sm font-medium text-brand-600 hover:underline">
          {t('auth.backToLogin')}
        </Link>
      </form>
    </section>
  );
}
