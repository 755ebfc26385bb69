import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '../api';
import { VerifyDialog } from './VerifyDialog';

const email: Identity = { mode: 'email', dialCode: '+263', phone: '', email: 'ana@example.com' };
const phone: Identity = { mode: 'phone', dialCode: '+263', phone: '771234567', email: '' };

type Check = () => Promise<string | null>;

function setup(identity: Identity, verify = vi.fn<Check>(async () => null), resend = vi.fn<Check>(async () => null)) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<VerifyDialog open identity={identity} verify={verify} resend={resend} onClose={() => {}} />);
  return { user, verify, resend, code: screen.getByRole('textbox', { name: 'Verification code' }) };
}

describe('VerifyDialog', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('is titled by the channel and names where the code went', () => {
    setup(phone);
    expect(screen.getByRole('dialog', { name: 'Verify your phone' })).toHaveTextContent('+263 771234567');
  });

  it('asks for all 5 digits before verifying', async () => {
    const { user, verify, code } = setup(email);
    expect(screen.getByRole('dialog', { name: 'Verify your email' })).toBeInTheDocument();
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter the complete OTP code.')).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
  });

  it("shows 'Verifying...' while busy, then the 'Let's try that again' banner", async () => {
    let answer: (message: string | null) => void = () => {};
    const verify = vi.fn<Check>(() => new Promise((resolve) => (answer = resolve)));
    const { user, code } = setup(email, verify);
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenCalledWith('12345');
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await act(async () => answer('That code is not correct. Please try again.'));
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent("Let's try that again");
    expect(banner).toHaveTextContent('That code is not correct. Please try again.');
  });

  it('keeps resend disabled for 30 s, then a successful resend clears the code and restarts', async () => {
    const { user, resend, code } = setup(email);
    expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: 'Resend code in 20s' })).toBeDisabled();
    await user.type(code, '12345');
    await act(async () => vi.advanceTimersByTime(20_000));

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(resend).toHaveBeenCalledTimes(1);
    expect(code).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
  });

  it('shows the resend failure in the banner and keeps the code', async () => {
    const resend = vi.fn<Check>(async () => 'Failed to resend OTP. Please try again.');
    const { user, code } = setup(email, undefined, resend);
    await user.type(code, '123');
    await act(async () => vi.advanceTimersByTime(30_000));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to resend OTP. Please try again.');
    expect(code).toHaveValue('123');
  });
});
