import { MESSAGES } from '@lipi/contract';
import { describe, it, expect } from 'vitest';
import { freeTrialForm, post } from '../../test/auth-helpers.ts';
import { signUpForm } from '../../test/sign-up-form.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const without = (key: string, form: Record<string, unknown>) => Object.fromEntries(Object.entries(form).filter(([k]) => k !== key));
const resetToken = 'a'.repeat(43);

/** Every rule of spec 01 §5, sent to the server with exactly one field wrong. */
const cases: Array<[rule: string, url: string, body: () => unknown, message: string]> = [
  ['name required', '/api/auth/sendOtp', () => without('name', freeTrialForm()), MESSAGES.nameRequired],
  ['name empty', '/api/auth/sendOtp', () => freeTrialForm({ name: '' }), MESSAGES.nameRequired],
  ['name at least 3', '/api/auth/sendOtp', () => freeTrialForm({ name: 'Al' }), MESSAGES.nameMin],
  ['name trimmed before counting', '/api/auth/sendOtp', () => freeTrialForm({ name: '  Al  ' }), MESSAGES.nameMin],
  ['url required', '/api/auth/sendOtp', () => freeTrialForm({ url: '' }), MESSAGES.urlInvalid],
  ['url valid', '/api/auth/sendOtp', () => freeTrialForm({ url: 'not a url' }), MESSAGES.urlInvalid],
  ['url is a web address', '/api/auth/sendOtp', () => freeTrialForm({ url: 'ftp://example.com' }), MESSAGES.urlInvalid],
  ['email required', '/api/auth/sendOtp', () => without('email', freeTrialForm()), MESSAGES.emailRequired],
  ['email empty', '/api/auth/sendOtp', () => freeTrialForm({ email: '' }), MESSAGES.emailRequired],
  ['email malformed', '/api/auth/sendOtp', () => freeTrialForm({ email: 'plainaddress' }), MESSAGES.emailInvalid],
  ['email domain of fewer than 2 parts', '/api/auth/sendOtp', () => freeTrialForm({ email: 'asha@localhost' }), MESSAGES.emailInvalid],
  ['email domain part under 2 characters', '/api/auth/sendOtp', () => freeTrialForm({ email: 'asha@e.com' }), MESSAGES.emailInvalid],
  ['email containing ..', '/api/auth/sendOtp', () => freeTrialForm({ email: 'as..ha@example.com' }), MESSAGES.emailInvalid],
  ['email first part of 1 character', '/api/auth/sendOtp', () => freeTrialForm({ email: 'a@example.com' }), MESSAGES.emailInvalid],
  ['email domain of more than 2 parts', '/api/auth/sendOtp', () => freeTrialForm({ email: 'asha@mail.example.com' }), MESSAGES.emailInvalid],
  ['password required', '/api/auth/sendOtp', () => freeTrialForm({ password: '' }), MESSAGES.passwordRequired],
  ['password without whitespace', '/api/auth/sendOtp', () => freeTrialForm({ password: 'two words' }), MESSAGES.passwordWhitespace],
  ['languages required', '/api/auth/sendOtp', () => without('languages', freeTrialForm()), MESSAGES.languagesRequired],
  ['at least one language', '/api/auth/sendOtp', () => freeTrialForm({ languages: [] }), MESSAGES.languagesRequired],
  ['phone required', '/api/auth/sendOtp', () => without('phone', freeTrialForm()), MESSAGES.phoneInvalid],
  ['phone of 10 digits', '/api/auth/sendOtp', () => freeTrialForm({ phone: '98765' }), MESSAGES.phoneInvalid],
  ['phone starts with 6-9', '/api/auth/sendOtp', () => freeTrialForm({ phone: '5876543210' }), MESSAGES.phoneInvalid],
  ['phone not 11 digits without the 0', '/api/auth/sendOtp', () => freeTrialForm({ phone: '98765432101' }), MESSAGES.phoneInvalid],
  ['older form: first name', '/api/auth/new', () => signUpForm({ firstName: '' }), MESSAGES.fieldRequired('first name')],
  ['older form: last name', '/api/auth/new', () => signUpForm({ lastName: '' }), MESSAGES.fieldRequired('last name')],
  ['older form: organisation', '/api/auth/new', () => signUpForm({ organisation: '' }), MESSAGES.fieldRequired('organisation')],
  ['older form: email', '/api/auth/new', () => signUpForm({ email: '' }), MESSAGES.emailRequired],
  ['older form: password', '/api/auth/new', () => signUpForm({ password: '' }), MESSAGES.passwordRequired],
  ['older form: confirm password', '/api/auth/new', () => signUpForm({ confirmPassword: '' }), MESSAGES.fieldRequired('confirm password')],
  ['older form: passwords match', '/api/auth/new', () => signUpForm({ confirmPassword: 'Other-Password-1' }), MESSAGES.passwordMismatch],
  ['older form: up to three languages', '/api/auth/new', () => signUpForm({ languages: ['hi', 'mr', 'ta', 'te'] }), MESSAGES.languagesMax3],
  ['new password: both fields', '/api/auth/update-password', () => ({ password: '', confirmPassword: '', token: resetToken }), MESSAGES.newPasswordBoth],
  [
    'new password: confirm present',
    '/api/auth/update-password',
    () => ({ password: 'Valid-Password-1', confirmPassword: '', token: resetToken }),
    MESSAGES.newPasswordBoth,
  ],
  ['new password: no whitespace', '/api/auth/update-password', () => ({ password: 'has space', token: resetToken }), MESSAGES.passwordWhitespace],
  [
    'new password: match',
    '/api/auth/update-password',
    () => ({ password: 'Valid-Password-1', confirmPassword: 'Valid-Password-2', token: resetToken }),
    MESSAGES.newPasswordMismatch,
  ],
  ['login: email required', '/api/auth', () => ({ email: '', password: 'x' }), MESSAGES.loginEmailRequired],
  ['login: password required', '/api/auth', () => ({ email: 'asha@example.com', password: '' }), MESSAGES.loginPasswordRequired],
  ['forgot password: email required', '/api/auth/password-reset', () => ({ email: '' }), MESSAGES.emailRequired],
  ['forgot password: email rules', '/api/auth/password-reset', () => ({ email: 'asha@mail.example.com' }), MESSAGES.emailInvalid],
];

describe('spec 01 §5 validation messages, from the server', () => {
  it.each(cases)('%s', async (_rule, url, body, message) => {
    const res = await post(t.app, url, body());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, type: 'VALIDATION_ERROR', message });
  });

  it('accepts a phone with a leading 0 and stores it as 10 digits', async () => {
    const form = freeTrialForm();
    const res = await post(t.app, '/api/auth/sendOtp', { ...form, phone: `0${form.phone}` });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Kindly verify the OTPs received on your mobile and email.');
  });

  it('keeps 128-character passwords with any characters, and refuses longer ones', async () => {
    const long = `${'ಕನ್ನಡ😀'.repeat(21)}ab`;
    expect([...long]).toHaveLength(128);
    expect((await post(t.app, '/api/auth/sendOtp', freeTrialForm({ password: long }))).status).toBe(200);
    expect((await post(t.app, '/api/auth/sendOtp', freeTrialForm({ password: `${long}x` }))).status).toBe(400);
  });
});
