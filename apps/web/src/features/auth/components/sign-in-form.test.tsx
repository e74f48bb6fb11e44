import '../../../test/setup.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getStoredRole, getToken } from '../../../lib/auth-storage.ts';
import { sessionQueryKey } from '../../../lib/session/session.ts';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { SignInForm } from './sign-in-form.tsx';

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Asha@Example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const user = {
  id: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  role: 'organisationAdmin',
  organisationId: 'o1',
  apikey: null,
  contractAgreed: true,
  emailVerified: true,
};

describe('sign in', () => {
  it('requires email and password', async () => {
    const { calls } = stubApi({});
    renderWithProviders(<SignInForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Please input your email!');
    expect(screen.getByText('Please input your password!')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('warns with the server message and shows the attempts left', async () => {
    stubApi({ auth: { status: 401, message: 'Invalid email or password', type: 'UNAUTHORIZED', data: { locked: false, attempts: 2 } } });
    const { toasts } = renderWithProviders(<SignInForm />);
    fillAndSubmit();
    await screen.findByText('Attempts remaining : 3');
    expect(toasts.warning).toHaveBeenCalledWith('Invalid email or password');
  });

  it('shows the locked box when the account is locked', async () => {
    stubApi({ auth: { status: 423, message: 'Account locked', type: 'LOCKED', data: { locked: true, attempts: 5 } } });
    renderWithProviders(<SignInForm />);
    fillAndSubmit();
    await screen.findByText('Too many failed attempts');
  });

  it('stores the token and the encoded role on success', async () => {
    const { calls } = stubApi({ auth: { data: { token: 'session-token', user } } });
    const { queryClient } = renderWithProviders(<SignInForm />);
    fillAndSubmit();
    await waitFor(() => expect(getToken()).toBe('session-token'));
    expect(calls[0]!.body).toEqual({ email: 'Asha@Example.com', password: 'secret', recaptchaValue: null });
    expect(getStoredRole()).toBe('organisationAdmin');
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(user);
  });
});
