import { uniqueEmail } from './test-app.ts';

/** A valid body for the older sign-up form (/api/auth/new), with a fresh email each time. */
export const signUpForm = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: uniqueEmail('signup'),
  organisation: 'Kumar Traders',
  password: 'Valid-Password-1',
  confirmPassword: 'Valid-Password-1',
  ...overrides,
});
