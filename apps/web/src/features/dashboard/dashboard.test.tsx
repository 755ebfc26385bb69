import type { User } from '@roamstead/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session';
import { renderWithProviders, signInAs } from '../../test/render';
import { DashboardIndex } from './DashboardIndex';
import { MobileTabBar } from './MobileTabBar';
import { Sidebar } from './Sidebar';

const userWith = (role: User['role']) =>
  ({ id: 7, email: 'rudo@example.com', role, user_metadata: { name: 'Rudo Chikore', picture: null } }) as User;

const signIn = (role: User['role']) => signInAs(userWith(role));
const renderAt = (path: string, element: React.ReactNode) => renderWithProviders(element, { path, auth: true }).router;

const tabNames = async () =>
  within(await screen.findByRole('navigation', { name: 'Quick navigation' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('dashboard shell', () => {
  beforeEach(async () => {
    localStorage.clear();
    sessionStore.clear();
    await sessionStore.flushed();
  });
  afterEach(() => vi.restoreAllMocks());

  it('gives anonymous visitors three tabs; Wishlist opens the login modal', async () => {
    renderAt('/', <MobileTabBar />);
    expect(await tabNames()).toEqual(['Search', 'Wishlist', 'Profile']);
    await userEvent.click(screen.getByRole('button', { name: 'Wishlist' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 20_000);

  it('gives guests their five tabs', async () => {
    await signIn('guest');
    renderAt('/', <MobileTabBar />);
    expect(await tabNames()).toEqual(['Search', 'Wishlist', 'Trips', 'Messages', 'Profile']);
  });

  it('gives hosts the host tabs', async () => {
    await signIn('host');
    renderAt('/', <MobileTabBar />);
    expect(await tabNames()).toEqual(['Today', 'Messages', 'Calendar', 'Listings', 'Profile']);
  });

  it('sends /dashboard to the home of the role', async () => {
    await signIn('host');
    const router = renderAt('/dashboard', <DashboardIndex />);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/host'));
  });

  it('remembers that the sidebar was collapsed', async () => {
    await signIn('guest');
    renderAt('/dashboard/guest', <Sidebar />);
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('complementary')).toHaveStyle({ width: '80px' });
    expect(localStorage.getItem('roamstead.sidebar.collapsed')).toBe('1');
    cleanup();
    renderAt('/dashboard/guest', <Sidebar />);
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });
});
