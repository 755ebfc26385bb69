import { zodResolver } from '@hookform/resolvers/zod';
import { type UpdateUserBody, type User, updateUserBody } from '@roamstead/contract';
import { COUNTRY_DIAL_CODES, defaultCountryIndex, dialCodeForPayload } from '@roamstead/contract/constants';
import { BadgeCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { normaliseError, serverMessage } from '../../../api/errors';
import { showSaveError } from '../../../api/formErrors';
import { apiClient } from '../../../api/http';
import { useTranslation } from '../../../i18n';
import { browserLanguages } from '../../../lib/browserLanguages';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { inputClass, TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useAuth } from '../../auth';
import { data } from '../api';
import { CodeVerifier } from '../components/CodeVerifier';

const FIELDS = ['first_name', 'last_name', 'address', 'city', 'state', 'zip_code', 'country'] as const;
const personalSchema = updateUserBody.required().pick({
  first_name: true,
  last_name: true,
  address: true,
  city: true,
  state: true,
  zip_code: true,
  country: true,
});
type PersonalForm = Required<Pick<UpdateUserBody, (typeof FIELDS)[number]>>;

function PersonalForm({ user, onSaved }: { user: User; onSaved: (u: User) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<PersonalForm>({
    resolver: zodResolver(personalSchema),
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f, user[f] ?? ''])) as PersonalForm,
  });
  const onSubmit = handleSubmit((body) =>
    data<User>(apiClient.put('/user', body)).then(
      (saved) => {
        onSaved(saved);
        notify.success(t('account.personal.saved'));
      },
      (err) => showSaveError(err, setError, [...FIELDS]),
    ),
  );
  const field = (name: (typeof FIELDS)[number], autoComplete: string) => (
    <TextField
      label={t(`account.personal.${name}`)}
      autoComplete={autoComplete}
      error={formState.errors[name]?.message}
      {...register(name)}
    />
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('first_name', 'given-name')}
        {field('last_name', 'family-name')}
      </div>
      {field('address', 'street-address')}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('city', 'address-level2')}
        {field('state', 'address-level1')}
        {field('zip_code', 'postal-code')}
        {field('country', 'country-name')}
      </div>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('account.saving') : t('account.save')}
      </Button>
    </form>
  );
}

const fieldMessage = (err: unknown, field: string) => {
  const e = normaliseError(err);
  return e.details?.[field]?.[0] ?? serverMessage(e);
};

/**
 * A contact detail that changes only once a code sent to the new value comes back: the current
 * value, then a form for the new one, then the code.
 */
function ChangeByCode({
  current,
  verified,
  changeLabel,
  send,
  verify,
  field,
  children,
}: {
  current: string;
  verified: boolean | null;
  changeLabel: string;
  send: () => Promise<{ to: string }>;
  verify: (otp: string) => Promise<void>;
  /** The fields of the new value; `error` is the server's message for them. */
  children: (error: string | undefined) => ReactNode;
  /** The request field whose server message is shown under the fields. */
  field: string;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const reset = () => {
    setEditing(false);
    setSentTo(null);
    setError(undefined);
  };

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-medium">{current}</p>
          {verified !== null && (
            <p className={`flex items-center gap-1 text-sm ${verified ? 'text-success' : 'text-muted'}`}>
              <BadgeCheck className="size-4" aria-hidden="true" />
              {t(verified ? 'account.personal.verified' : 'account.personal.notVerified')}
            </p>
          )}
        </div>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {changeLabel}
        </Button>
      </div>
    );
  }
  if (sentTo) {
    return (
      <CodeVerifier
        sentTo={sentTo}
        resend={send}
        onCancel={reset}
        verify={async (otp) => {
          await verify(otp);
          reset();
        }}
      />
    );
  }
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        setError(undefined);
        send().then(
          (r) => setSentTo(r.to),
          (err) => setError(fieldMessage(err, field)),
        );
      }}
    >
      {children(error)}
      <div className="flex gap-2">
        <Button type="submit">{t('account.personal.sendCode')}</Button>
        <Button variant="ghost" onClick={reset}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
}
function PhoneSection({ user, onVerified }: { user: User; onVerified: () => Promise<void> }) {
  const { t } = useTranslation();
  const [dial, setDial] = useState(() => COUNTRY_DIAL_CODES[defaultCountryIndex(browserLanguages())]?.dialCode ?? '+1');
  const [phone, setPhone] = useState('');
  const body = () => ({ phone: phone.trim(), code: dialCodeForPayload(dial) });
  return (
    <ChangeByCode
      current={user.phone ?? t('account.personal.noPhone')}
      verified={user.phone ? user.phone_verified : null}
      changeLabel={t(user.phone ? 'account.personal.changePhone' : 'account.personal.addPhone')}
      field="phone"
      send={() => data<{ to: string }>(apiClient.post('/account/phone/code', body()))}
      verify={async (otp) => {
        await data(apiClient.post('/account/phone/verify', { ...body(), otp }));
        await onVerified();
        notify.success(t('account.personal.phoneVerified'));
      }}
    >
      {(error) => (
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <div>
            <label htmlFor="dial-code" className="mb-1 block text-sm font-medium">
              {t('account.personal.countryCode')}
            </label>
            <select id="dial-code" className={inputClass} value={dial} onChange={(e) => setDial(e.target.value)}>
              {COUNTRY_DIAL_CODES.map((c) => (
                <option key={`${c.name}${c.dialCode}`} value={c.dialCode}>
                  {c.name} ({c.dialCode})
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('account.personal.newPhone')}
            type="tel"
            autoComplete="tel-national"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={error}
          />
        </div>
      )}
    </ChangeByCode>
  );
}

/** The sign-in e-mail changes once the code sent to the new address is entered. */
function EmailSection({ user, onVerified }: { user: User; onVerified: () => Promise<void> }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  return (
    <ChangeByCode
      current={user.email}
      verified={user.email_verified}
      changeLabel={t('account.personal.changeEmail')}
      field="email"
      send={() => data<{ to: string }>(apiClient.post('/account/email/code', { email: email.trim() }))}
      verify={async (otp) => {
        await data(apiClient.post('/account/email/verify', { email: email.trim(), otp }));
        await onVerified();
        notify.success(t('account.personal.emailVerified'));
      }}
    >
      {(error) => (
        <TextField
          label={t('account.personal.newEmail')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
      )}
    </ChangeByCode>
  );
}

/** Personal info: legal name and address (PUT /user), and an e-mail and phone changed by code. */
export default function PersonalInfoPage() {
  const { t } = useTranslation();
  const { user, setUser } = useAuth();
  if (!user) return null;
  const refresh = async () => setUser(await data<User>(apiClient.get('/user')));
  return (
    <DashboardPage title={t('account.personal.title')} description={t('account.personal.description')}>
      <Card title={t('account.personal.legalName')}>
        <PersonalForm user={user} onSaved={setUser} />
      </Card>
      <Card title={t('account.personal.email')}>
        <EmailSection user={user} onVerified={refresh} />
      </Card>
      <Card title={t('account.personal.phone')}>
        <PhoneSection user={user} onVerified={refresh} />
      </Card>
    </DashboardPage>
  );
}
