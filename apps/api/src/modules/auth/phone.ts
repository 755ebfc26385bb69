import { AUTH_MESSAGES } from '@roamstead/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { badRequest } from '../../platform/errors';

/**
 * E.164 form of a number as typed plus its dialing code ('263', '1-268'; the part after the
 * dash is an area code the user may or may not have typed). A number typed with '+' stands alone.
 */
export function toE164(phone: string, code: string | undefined): string {
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
  throw badRequest(AUTH_MESSAGES.phoneInvalid, { phone: [AUTH_MESSAGES.phoneInvalid] });
}
