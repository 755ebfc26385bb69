import { zodResolver } from '@hookform/resolvers/zod';
import { type Currency, type Language, type Preferences, updatePreferencesBody } from '@roamstead/contract';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { showSaveError } from '../../../api/formErrors';
import { apiClient, publicClient } from '../../../api/http';
import { rememberLanguage, useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryState } from '../../../ui/QueryState';
import { inputClass } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useAuth } from '../../auth';
import { useDisplayNames } from '../../preferences';
import { data, useAccountMutation, usePreferences } from '../api';

const TIME_ZONES = Intl.supportedValuesOf('timeZone');

function PreferencesForm({ initial }: { initial: Preferences }) {
  const { t, i18n } = useTranslation();
  const { user, setUser } = useAuth();
  const names = useDisplayNames();
  const currencies = useQuery({
    queryKey: ['currencies'],
    queryFn: () => data<Currency[]>(publicClient.get('/get-supported-currencies')),
  });
  const languages = useQuery({
    queryKey: ['languages'],
    queryFn: () => data<Language[]>(publicClient.get('/supported-lang')),
  });
  const save = useAccountMutation(['preferences'], (body: Preferences) =>
    data<Preferences>(apiClient.put('/account/preferences', body)),
  );
  const { register, handleSubmit, setError, formState } = useForm<Preferences>({
    resolver: zodResolver(updatePreferencesBody),
    defaultValues: initial,
  });
  const onSubmit = handleSubmit((body) =>
    save.mutateAsync(body).then(
      (saved) => {
        if (user) setUser({ ...user, currency: saved.currency, language: saved.language });
        rememberLanguage(saved.language);
        void i18n.changeLanguage(saved.language);
        notify.success(t('account.preferences.saved'));
      },
      (err) => showSaveError(err, setError, ['currency', 'language', 'time_zone']),
    ),
  );
  const select = (name: keyof Preferences, options: Array<[string, string]>) => (
    <div>
      <label htmlFor={`pref-${name}`} className="mb-1 block text-sm font-medium">
        {t(`account.preferences.${name}`)}
      </label>
      <select
        id={`pref-${name}`}
        className={inputClass}
        aria-invalid={formState.errors[name] ? true : undefined}
        {...register(name)}
      >
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {formState.errors[name] && (
        <p role="alert" className="mt-1 text-sm text-danger">
          {formState.errors[name]?.message}
        </p>
      )}
    </div>
  );
  // Until the lists load, the stored value is the only option, so nothing the user had is lost.
  const currencyOptions: Array<[string, string]> = currencies.data?.map((c) => [
    c.code,
    `${c.code} · ${names.currency(c.code, c.name)} (${c.symbol})`,
  ]) ?? [[initial.currency, initial.currency]];
  const languageOptions: Array<[string, string]> = languages.data?.map((l) => [
    l.code,
    `${l.native_name} (${names.language(l.code, l.name)})`,
  ]) ?? [[initial.language, initial.language]];
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      {select('currency', currencyOptions)}
      {select('language', languageOptions)}
      {select(
        'time_zone',
        TIME_ZONES.map((z) => [z, z.replaceAll('_', ' ')]),
      )}
      <Button type="submit" disabled={formState.isSubmitting || currencies.isPending || languages.isPending}>
        {formState.isSubmitting ? t('account.saving') : t('account.save')}
      </Button>
    </form>
  );
}

/** Currency, language and time zone. */
export default function PreferencesPage() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  return (
    <DashboardPage title={t('account.preferences.title')} description={t('account.preferences.description')}>
      <Card>
        <QueryState query={prefs} rows={3}>
          {(p) => <PreferencesForm initial={p} />}
        </QueryState>
      </Card>
    </DashboardPage>
  );
}
