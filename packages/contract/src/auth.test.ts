import { describe, expect, it } from 'vitest';
import {
  getEmailPhoneOtpBody,
  loginWithOtpBody,
  registerUserDetailsBody,
  resetPasswordBody,
  updateRoleBody,
} from './auth';
import { initials, passwordMeetsRules } from './authConstants';
import { VALIDATION } from './messages';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('password rule (4 of 5)', () => {
  it.each([
    ['Abcdefg1!', true],
    ['Abcdefg1', true], // no special character
    ['abcdefg1!', true], // no uppercase
    ['Abc1!', true], // too short, but the other four hold
    ['abcdefgh', false],
    ['ABCDEFGH1', false],
    ['Abc1', false],
    ['', false],
  ])('%s → %s', (password, ok) => {
    expect(passwordMeetsRules(password)).toBe(ok);
  });
});

describe('identifiers', () => {
  it('uses phone mode when a phone is filled, e-mail mode otherwise', () => {
    const phone = getEmailPhoneOtpBody.parse({ phone: '771234567', code: '263', email: '' });
    expect(phone.identifier).toEqual({ kind: 'phone', phone: '771234567', code: '263' });
    const email = getEmailPhoneOtpBody.parse({ phone: '', code: '263', email: ' Ann@Example.COM ' });
    expect(email.identifier).toEqual({ kind: 'email', email: 'ann@example.com' });
  });

  it('reports the SPEC messages per field', () => {
    expect(messages(getEmailPhoneOtpBody.safeParse({ phone: '12345678', code: '263' }))).toEqual({
      phone: VALIDATION.phoneLength,
    });
    expect(messages(getEmailPhoneOtpBody.safeParse({ email: 'a@b' }))).toEqual({ email: VALIDATION.emailInvalid });
    expect(messages(loginWithOtpBody.safeParse({ email: 'a@b.co', otp: '12' }))).toEqual({
      otp: VALIDATION.otpIncomplete,
    });
  });

  it('takes digits sent as JSON numbers', () => {
    const r = loginWithOtpBody.parse({ phone: 771234567, code: 263, otp: 12345 });
    expect(r).toMatchObject({ otp: '12345', identifier: { kind: 'phone', phone: '771234567', code: '263' } });
  });

  it('accepts a number typed in international form without a dialing code', () => {
    expect(getEmailPhoneOtpBody.parse({ phone: '+263771234567' }).identifier).toEqual({
      kind: 'phone',
      phone: '+263771234567',
    });
  });
});

describe('registration', () => {
  const base = {
    email: 'a@b.co',
    password: 'Abcdefg1!',
    address: '1 Road',
    city: 'Harare',
    state: 'Harare',
    zipCode: '0000',
    country: 'Zimbabwe',
  };
  it('takes fname/lname (SPEC §3), firstName/lastName or a single name', () => {
    expect(registerUserDetailsBody.parse({ ...base, fname: 'Ann', lname: 'Lee' })).toMatchObject({
      fname: 'Ann',
      lname: 'Lee',
    });
    expect(registerUserDetailsBody.parse({ ...base, firstName: 'Ann', lastName: 'Lee' })).toMatchObject({
      fname: 'Ann',
      lname: 'Lee',
    });
    expect(registerUserDetailsBody.parse({ ...base, name: ' Ann  Marie Lee ' })).toMatchObject({
      fname: 'Ann',
      lname: 'Marie Lee',
    });
    // The field itself wins over its alias.
    expect(registerUserDetailsBody.parse({ ...base, fname: 'Ann', firstName: 'Bob', lname: 'Lee' }).fname).toBe('Ann');
  });
  it('takes SPEC §3 payload alone: no address fields, an empty e-mail next to a phone', () => {
    const spec = { fname: 'Ann', lname: 'Lee', password: 'Abcdefg1!', dob: '2000-01-01' };
    expect(registerUserDetailsBody.safeParse({ ...spec, email: '', phone: '771234567' }).success).toBe(true);
    expect(messages(registerUserDetailsBody.safeParse({ ...spec, email: '', phone: '' }))).toEqual({
      email: VALIDATION.emailRequired,
    });
  });
  it('reads newPassword as the new password of a reset', () => {
    expect(resetPasswordBody.parse({ token: 't', newPassword: 'Abcdefg1!' })).toMatchObject({ password: 'Abcdefg1!' });
  });
  it('only knows the roles guest and host', () => {
    expect(updateRoleBody.safeParse({ role: 'admin' }).success).toBe(false);
    expect(updateRoleBody.parse({ role: 'host' })).toEqual({ role: 'host' });
  });
});

describe('initials (SPEC §3)', () => {
  it.each([
    ['ada lovelace', 'x@y.z', 'AL'],
    ['Ada King Lovelace', null, 'AK'],
    ['  cher ', null, 'C'],
    ['', 'tendai@example.com', 'TE'],
    [null, 'q@example.com', 'Q'],
    [null, null, ''],
  ])('%s / %s → %s', (name, email, expected) => {
    expect(initials(name, email)).toBe(expected);
  });
});
