import { zodResolver } from '@hookform/resolvers/zod';
import type { AuthResult } from '@roamstead/contract';
import { emailField, firstNameField, lastNameField, passwordField } from '@roamstead/contract';
import { REGISTRATION_DOB, VALIDATION } from '@roamstead/contract/constants';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { authApi, type Identity, identityLabel } from '../api';
import { reportAuthFailure } from './authFailure';
import { useValidationMessage } from './useValidationMessage';

const required = (message: string) => z.string().trim().min(1, message);

/** SPEC §3 registration form with the §5 rules (contract fields, same as the server's). */
const registrationSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  address: required(VALIDATION.addressRequired),
  city: required(VALIDATION.cityRequired),
  state: required(VALIDATION.stateRequired),
  zipCode: required(VALIDATION.zipRequired),
  country: required(VALIDATION.countryRequired),
  password: passwordField,
});
type RegistrationValues = z.input<typeof registrationSchema>;

const FIELDS: ReadonlyArray<{ name: Path<RegistrationValues>; autoComplete: string; type?: string; wide?: boolean }> = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'address', autoComplete: 'street-address', wide: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'zipCode', autoComplete: 'postal-code' },
  { name: 'country', autoComplete: 'country-name' },
];

const SERVER_FIELDS: Record<string, string> = { fname: 'firstName', lname: 'lastName' };

interface RegisterDialogProps {
  open: boolean;
  identity: Identity;
  onRegistered: (result: AuthResult) => void;
  onClose: () => void;
}

/** 'Complete Your Registration' (SPEC §2–§5): sends the multipart register-user-details with dob 2000-01-01. */
export function RegisterDialog({ open, identity, onRegistered, onClose }: RegisterDialogProps) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const [banner, setBanner] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: identity.mode === 'email' ? identity.email : '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      country: '',
      password: '',
    },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setBanner(null);
    const [data, error] = await authApi.registerUserDetails(identity, values, REGISTRATION_DOB);
    if (data?.success) return onRegistered(data);
    for (const [key, messages] of Object.entries(error?.details ?? {})) {
      // The server names the names as SPEC §3's payload does.
      const field = SERVER_FIELDS[key] ?? key;
      if (field in values && messages[0]) setError(field as Path<RegistrationValues>, { message: messages[0] });
    }
    setBanner((error && reportAuthFailure('registerUserDetails', error)) ?? t('auth.errors.registrationRetry'));
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('auth.registerTitle')}
      description={t('auth.registerLead')}
      width="max-w-xl"
    >
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {banner && (
          <div className="sm:col-span-2">
            <Alert title={t('auth.errors.registration')}>{banner}</Alert>
          </div>
        )}
        {FIELDS.slice(0, 2).map(({ name, autoComplete }) => (
          <TextField
            key={name}
            label={t(`auth.fields.${name}`)}
            autoComplete={autoComplete}
            error={message(errors[name]?.message)}
            {...register(name)}
          />
        ))}
        {identity.mode === 'phone' && (
          <TextField label={t('auth.phone')} value={identityLabel(identity)} readOnly className="sm:col-span-2" />
        )}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          readOnly={identity.mode === 'email'}
          error={message(errors.email?.message)}
          className="sm:col-span-2"
          {...register('email')}
        />
        {FIELDS.slice(2).map(({ name, autoComplete, wide }) => (
          <TextField
            key={name}
            label={t(`auth.fields.${name}`)}
            autoComplete={autoComplete}
            error={message(errors[name]?.message)}
            className={wide ? 'sm:col-span-2' : ''}
            {...register(name)}
          />
        ))}
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          error={message(errors.password?.message)}
          className="sm:col-span-2"
          {...register('password')}
        />
        <Button
          type="submit"
          className="sm:col-span-2"
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting}
        >
          {formState.isSubmitting ? t('auth.registering') : t('auth.register')}
        </Button>
      </form>
    </Dialog>
  );
}
