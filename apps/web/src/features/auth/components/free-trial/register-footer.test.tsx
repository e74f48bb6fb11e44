import '../../../../test/setup.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RegisterFooter } from './register-footer.tsx';

function Harness({ phoneVerified, emailVerified, onRegister = vi.fn() }: { phoneVerified: boolean; emailVerified: boolean; onRegister?: () => void }) {
  const [terms, setTerms] = useState(false);
  return (
    <MemoryRouter>
      <RegisterFooter
        otpSent
        status={{ phoneVerified, emailVerified }}
        termsAccepted={terms}
        onTermsChange={setTerms}
        isRegistering={false}
        onRegister={onRegister}
      />
    </MemoryRouter>
  );
}

const registerButton = () => screen.getByRole('button', { name: 'Register for free' }) as HTMLButtonElement;
const tickTerms = () => fireEvent.click(screen.getByRole('checkbox'));

describe('Register for free', () => {
  it('is enabled once terms are ticked and both OTPs are verified', () => {
    const onRegister = vi.fn();
    render(<Harness phoneVerified emailVerified onRegister={onRegister} />);
    expect(registerButton().disabled).toBe(true);
    tickTerms();
    expect(registerButton().disabled).toBe(false);
    fireEvent.click(registerButton());
    expect(onRegister).toHaveBeenCalledTimes(1);
    tickTerms();
    expect(registerButton().disabled).toBe(true);
  });

  it.each([
    [false, true],
    [true, false],
    [false, false],
  ])('stays disabled with terms ticked when phone verified=%s, email verified=%s', (phoneVerified, emailVerified) => {
    render(<Harness phoneVerified={phoneVerified} emailVerified={emailVerified} />);
    tickTerms();
    expect(registerButton().disabled).toBe(true);
  });

  it('is disabled before any OTP was sent', () => {
    render(
      <MemoryRouter>
        <RegisterFooter
          otpSent={false}
          status={{ phoneVerified: true, emailVerified: true }}
          termsAccepted
          isRegistering={false}
          onTermsChange={vi.fn()}
          onRegister={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(registerButton().disabled).toBe(true);
  });
});
