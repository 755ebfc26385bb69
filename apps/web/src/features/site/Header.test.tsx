import { BECOME_A_HOST_PATH } from '@roamstead/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Header } from './Header';

const auth = { status: 'signed-out', user: null as null | { id: number; currency: string; language: string } };
/** What the page was asked with: a session's cookie or none. */
const hint = { signedIn: false };
vi.mock('../auth', () => ({
  useAuth: () => auth,
  useLikelySignedIn: () => hint.signedIn,
  AuthControls: () => <button type="button">account</button>,
}));
vi.mock('../preferences/api', () => ({
  currenciesQuery: { queryKey: ['currencies'], queryFn: async () => [] },
  preferencesApi: {},
}));

const renderHeader = () => renderWithProviders(<Header />);

beforeEach(() => {
  auth.status = 'signed-out';
  auth.user = null;
  hint.signedIn = false;
  localStorage.clear();
});

describe('Header', () => {
  it('shows the become-a-host link, the choosers and the account corner without a session', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Become a host' })).toHaveAttribute('href', BECOME_A_HOST_PATH);
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Language: English, EN' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Currency: USD' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'account' })).toBeInTheDocument();
  });

  it('hides the become-a-host link while a session exists', () => {
    auth.status = 'signed-in';
    auth.user = { id: 1, currency: 'USD', language: 'en' };
    renderHeader();
    // The header did render, with the signed-in account corner, and only the link is gone.
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Become a host' })).not.toBeInTheDocument();
  });

  it('while the stored session is read, shows what the page was asked with, as the server rendered it', () => {
    auth.status = 'loading';
    const { unmount } = renderHeader();
    expect(screen.getByRole('link', { name: 'Become a host' })).toBeInTheDocument();
    unmount();
    hint.signedIn = true;
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Become a host' })).not.toBeInTheDocument();
  });
});
