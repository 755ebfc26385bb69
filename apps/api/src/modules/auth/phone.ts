import { AUTH_MESSAGES } from '@roamstead/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { badRequest } from '../../platform/errors';

/**
 * E.164 form of a number as typed plus its dialing code ('263', '1-268'; the part after the
 * dash is an area code the user may or may not have typed). A number typed with '+' stands alone.
 */
export function toE164(phone: string, code: string | undefined): string {
  const number = e164Of(phone, code);
  if (!number) throw badRequest(AUTH_MESSAGES.phoneInvalid, { phone: [AUTH_MESSAGES.phoneInvalid] });
  return number;
}

/** Whether national digits typed without a dialing code are the E.164 number `e164`. */
export function isNationalFormOf(phone: string, e164: string): boolean {
  const callingCode = parsePhoneNumberFromString(e164)?.countryCallingCode;
  return callingCode !== undefined && e164Of(phone, callingCode) === e164;
}

/** Digits the E.164 form of a number typed without its dialing code ends with (no trunk 0). */
export const nationalDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^0+/, '');

function e164Of(phone: string, code: string | undefined): string | null {
  const typed = phone.replace(/[\s().-]/g, '');
  const candidates: string[] = [];
  if (typed.startsWith('+')) {
    candidates.push(typed);
  } else if (code) {
    const [callingCode = '', ...area] = code.replace(/^\+/, '').split('-');
    for (const national of [area.join('') + typed, typed]) candidates.push(`+${callingCode}${national}`);
    // A national trunk prefix (e.g. 0771…) is dropped by the parser when given the calling code.
    const parsed = parsePhoneNumberFromString(typed, { defaultCallingCode: callingCode });
    if (parsed) candidates.push(parsed.number);
  }
  for (const candidate of candidates) {
    const parsed = parsePhoneNumberFromString(candidate);
    if (parsed?.isValid()) return parsed.number;
  }
  return null;
}
