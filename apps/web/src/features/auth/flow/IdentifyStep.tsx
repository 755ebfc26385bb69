import { zodResolver } from '@hookform/resolvers/zod';
import type { AuthResult } from '@roamstead/contract';
import { COUNTRY_DIAL_CODES } from '@roamstead/contract/constants';
import { Mail, Smartphone } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TabPanel, Tabs } from '../../../ui/Tabs';
import { inputClass, TextField } from '../../../ui/TextField';
import { authApi } from '../api';
import { reportAuthFailure } from './authFailure';
import { type IdentifyValues, identifySchema, toIdentity } from './identifySchema';
import { SocialButtons } from './SocialButtons';
import { useValidationMessage } from './useValidationMessage';

export type AuthTab = 'login' | 'signup';

interface IdentifyStepProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  defaultValues: IdentifyValues;
  /** A code went out for these values: the verification dialog takes over. */
  onCodeSent: (values: IdentifyValues) => void;
  /** A Google sign-in succeeded. */
  onSignedIn: (result: AuthResult) => void;
}

type Problem = { message: string; unknownAccount?: boolean } | null;

/** Tabs 'Log in' / 'New Account', phone or e-mail, 'Continue' sends the code (SPEC §4). */
export function IdentifyStep({ tab, onTabChange, defaultValues, onCodeSent, onSignedIn }: IdentifyStepProps) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const [problem, setProblem] = useState<Problem>(null);
  // Log-in only: a password instead of a one-time code.
  const [withPassword, setWithPassword] = useState(false);
  const usePassword = tab === 'login' && withPassword;
  const form = useForm<IdentifyValues>({ resolver: zodResolver(identifySchema), defaultValues });
  const { register, handleSubmit, watch, setValue, formState } = form;
  const mode = watch('mode');
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const identity = toIdentity(values);
    if (usePassword) {
      if (!values.password) return form.setError('password', { message: t('auth.passwordRequired') });
      const [data, error] = await authApi.login(identity, values.password);
      return data
        ? onSignedIn(data)
        : setProblem({ message: reportAuthFailure('login', error) ?? t('auth.errors.login') });
    }
    const [, error] = tab === 'login' ? await authApi.sendLoginCode(identity) : await authApi.sendSignupCode(identity);
    if (!error) return onCodeSent(values);
    reportAuthFailure(tab === 'login' ? 'loginWithOtp' : 'signupWithOtp', error);
    if (tab === 'login' && error.status === 404) {
      setProblem({ message: error.error ?? t('auth.unknownAccount'), unknownAccount: true });
    } else {
      setProblem({ message: serverMessage(error) });
    }
  });

  const changeTab = (next: AuthTab) => {
    setProblem(null);
    onTabChange(next);
  };

  const body = (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ToggleGroup.Root
        type="single"
        value={mode}
        onValueChange={(value) => value && setValue('mode', value as IdentifyValues['mode'])}
        aria-label={t('auth.modeLabel')}
        className="grid grid-cols-2 gap-1 rounded-lg bg-canvas p-1"
      >
        {(['phone', 'email'] as const).map((value) => (
          <ToggleGroup.Item
            key={value}
            value={value}
            className="flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted data-[state=on]:bg-surface data-[state=on]:text-ink data-[state=on]:shadow-sm"
          >
            {value === 'phone' ? (
              <Smartphone className="size-4" aria-hidden="true" />
            ) : (
              <Mail className="size-4" aria-hidden="true" />
            )}
            {t(value === 'phone' ? 'auth.usePhone' : 'auth.useEmail')}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>

      {mode === 'phone' ? (
        <div className="grid grid-cols-[minmax(0,9rem)_1fr] gap-2">
          <div>
            <label htmlFor="auth-country" className="mb-1 block text-sm font-medium">
              {t('auth.countryCode')}
            </label>
            <select id="auth-country" className={inputClass} {...register('country')}>
              {COUNTRY_DIAL_CODES.map((country, index) => (
                <option key={country.name} value={index}>
                  {country.name} ({country.dialCode})
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('auth.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            error={message(errors.phone?.message)}
            {...register('phone')}
          />
        </div>
      ) : (
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={message(errors.email?.message)}
          {...register('email')}
        />
      )}

      {problem && (
        <Alert>
          <p>{problem.message}</p>
          {problem.unknownAccount && (
            <button
              type="button"
              className="mt-1 font-semibold text-brand-600 underline"
              onClick={() => changeTab('signup')}
            >
              {t('auth.createAccountInstead')}
            </button>
          )}
        </Alert>
      )}

      {usePassword && (
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
      )}

      <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
        {formState.isSubmitting
          ? t(usePassword ? 'auth.signingIn' : 'auth.sending')
          : t(usePassword ? 'auth.loginTab' : 'auth.continue')}
      </Button>
      {tab === 'login' && (
        <div className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm font-medium">
          <button
            type="button"
            className="text-brand-600 hover:underline"
            onClick={() => {
              setValue('password', '');
              setWithPassword(!withPassword);
            }}
          >
            {t(withPassword ? 'auth.useCode' : 'auth.usePassword')}
          </button>
          {withPassword && (
            <Link to="/forgot-password" className="text-brand-600 hover:underline">
              {t('auth.forgotPassword')}
            </Link>
          )}
        </div>
      )}
    </form>
  );

  return (
    <div>
      <Tabs
        value={tab}
        onValueChange={changeTab}
        label={t('auth.tabsLabel')}
        tabs={[
          { value: 'login', label: t('auth.loginTab') },
          { value: 'signup', label: t('auth.signupTab') },
        ]}
      >
        <TabPanel value="login">{body}</TabPanel>
        <TabPanel value="signup">{body}</TabPanel>
      </Tabs>
      <SocialButtons action={tab === 'login' ? 'login' : 'register'} onSignedIn={onSignedIn} />
    </div>
  );
}
