import { emailField, phoneField } from '@roamstead/contract';
import { COUNTRY_DIAL_CODES, defaultCountryIndex } from '@roamstead/contract/constants';
import { z } from 'zod';
import { browserLanguages } from '../../../lib/browserLanguages';
import type { Identity } from '../api';

/**
 * The sign-in/sign-up form: only the active mode's field is checked, with the SPEC §5 rules. The
 * password is used only by a password log-in; the server judges it.
 */
export const identifySchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('phone'),
    country: z.string(),
    phone: phoneField,
    email: z.string(),
    password: z.string(),
  }),
  z.object({
    mode: z.literal('email'),
    country: z.string(),
    phone: z.string(),
    email: emailField,
    password: z.string(),
  }),
]);
export type IdentifyValues = z.input<typeof identifySchema>;

/** Form values keep the country as its list index: several countries share +1 or +7. */
export const toIdentity = (values: IdentifyValues): Identity => ({
  mode: values.mode,
  dialCode: COUNTRY_DIAL_CODES[Number(values.country)]?.dialCode ?? '',
  phone: values.phone.trim(),
  email: values.email.trim(),
});

/** An empty form; the country code starts at the browser's region (SPEC default index 194 without one). */
export const emptyIdentifyValues = (): IdentifyValues => ({
  mode: 'phone',
  country: String(defaultCountryIndex(browserLanguages())),
  phone: '',
  email: '',
  password: '',
});
