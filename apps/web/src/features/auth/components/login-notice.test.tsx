import '../../../test/setup.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeLoginFailure, LoginNotice } from './login-notice.tsx';

describe('login failure notice', () => {
  it('shows the attempts left only when attempts is more than 1 and fewer than 5', () => {
    expect(describeLoginFailure({ locked: false, attempts: 0 }).attemptsRemaining).toBeNull();
    expect(describeLoginFailure({ locked: false, attempts: 1 }).attemptsRemaining).toBeNull();
    expect(describeLoginFailure({ locked: false, attempts: 2 }).attemptsRemaining).toBe(3);
    expect(describeLoginFailure({ locked: false, attempts: 4 }).attemptsRemaining).toBe(1);
    expect(describeLoginFailure({ locked: false, attempts: 5 }).attemptsRemaining).toBeNull();
    expect(describeLoginFailure(null)).toEqual({ locked: false, attemptsRemaining: null });
  });

  it('renders "Attempts remaining : {5 - attempts}"', () => {
    render(<LoginNotice failure={{ locked: false, attempts: 3 }} />);
    expect(screen.getByText('Attempts remaining : 2')).toBeTruthy();
  });

  it('renders nothing for a first failure', () => {
    const { container } = render(<LoginNotice failure={{ locked: false, attempts: 1 }} />);
    expect(container.textContent).toBe('');
  });

  it('renders the locked box with its three texts and no attempts line', () => {
    render(<LoginNotice failure={{ locked: true, attempts: 5 }} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByText('Too many failed attempts')).toBeTruthy();
    expect(screen.getByText('Your account has been temporarily locked')).toBeTruthy();
    expect(screen.getByText('Please try again after 30 minutes or reset your password')).toBeTruthy();
    expect(screen.queryByText(/Attempts remaining/)).toBeNull();
  });
});
