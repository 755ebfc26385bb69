import { AUTH_MESSAGES, type AuthResult, VALIDATION } from '@roamstead/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../ui/toast';
import { authApi } from '../api';
import { type AuthTab, IdentifyStep } from './IdentifyStep';
import { emptyIdentifyValues } from './identifySchema';

vi.mock('../api', async (original) => ({
  ...(await original<typeof import('../api')>()),
  authApi: { sendLoginCode: vi.fn(), sendSignupCode: vi.fn(), login: vi.fn() },
  // This server has no Google sign-in.
  useAuthProviders: () => ({ data: { google: null } }),
}));

vi.mock('../../../ui/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const onCodeSent = vi.fn();
const onSignedIn = vi.fn();

function Harness({ initialTab }: { initialTab: AuthTab }) {
  const [tab, setTab] = useState(initialTab);
  return (
    <IdentifyStep
      tab={tab}
      onTabChange={setTab}
      defaultValues={emptyIdentifyValues()}
      onCodeSent={onCodeSent}
      onSignedIn={onSignedIn}
    />
  );
}

const renderStep = (initialTab: AuthTab = 'login') => {
  const router = createMemoryRouter([{ path: '/', element: <Harness initialTab={initialTab} /> }]);
  render(<RouterProvider router={router} />);
  return userEvent.setup();
};

// Typing into a 195-option form is slow in jsdom when the machine is busy.
describe('IdentifyStep', { timeout: 20_000 }, () => {
  beforeEach(() => vi.clearAllMocks());

  it("defaults to phone with the browser region's code and checks the SPEC phone rules", async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    const user = renderStep();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('United Kingdom (+44)');
    languages.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(VALIDATION.phoneRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '7712');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(VALIDATION.phoneLength)).toBeInTheDocument();
    expect(authApi.sendLoginCode).not.toHaveBeenCalled();
  });

  it('defaults to Zimbabwe +263 (SPEC index 194) when the browser names no region', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en']);
    renderStep();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('Zimbabwe (+263)');
    languages.mockRestore();
  });

  it('sends a sign-up code for the phone with the dialing code', async () => {
    vi.mocked(authApi.sendSignupCode).mockResolvedValue([{}, null]);
    const user = renderStep('signup');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'Antigua and Barbuda (+1-268)');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '4641234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(authApi.sendSignupCode).toHaveBeenCalledWith({
      mode: 'phone',
      dialCode: '+1-268',
      phone: '4641234567',
      email: '',
    });
    expect(onCodeSent).toHaveBeenCalled();
  });

  it('offers New Account for an unknown account, keeping what was typed', async () => {
    vi.mocked(authApi.sendLoginCode).mockResolvedValue([
      null,
      {
        status: 404,
        code: 'NOT_FOUND',
        message: 'The requested resource was not found.',
        error: AUTH_MESSAGES.accountNotFound,
      },
    ]);
    const user = renderStep('login');
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(AUTH_MESSAGES.accountNotFound)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create a new account with these details' }));
    expect(screen.getByRole('tab', { name: 'New Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('nobody@example.com');
  });

  it('shows the server message when a code request fails', async () => {
    vi.mocked(authApi.sendSignupCode).mockResolvedValue([
      null,
      { status: 409, code: 'CONFLICT', message: AUTH_MESSAGES.emailTaken, error: AUTH_MESSAGES.emailTaken },
    ]);
    const user = renderStep('signup');
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.emailTaken);
    expect(onCodeSent).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("toasts SPEC §8's 'Failed to signup with OTP' when the server gives no message", async () => {
    vi.mocked(authApi.sendSignupCode).mockResolvedValue([
      null,
      { status: 502, code: 'HTTP_502', message: 'An error occurred' },
    ]);
    const user = renderStep('signup');
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(notify.error).toHaveBeenCalledWith('Failed to signup with OTP');
  });

  it('logs in with a password instead of a code', async () => {
    const result = { user: { id: 1 }, token: 't', refresh_token: 'r' } as AuthResult;
    vi.mocked(authApi.login).mockResolvedValue([result, null]);
    const user = renderStep('login');
    await user.click(screen.getByRole('button', { name: 'Log in with a password instead' }));
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(authApi.login).toHaveBeenCalledWith(expect.objectContaining({ email: 'ana@example.com' }), 'Str0ng!pass');
    expect(onSignedIn).toHaveBeenCalledWith(result);
    expect(authApi.sendLoginCode).not.toHaveBeenCalled();
  });
});
