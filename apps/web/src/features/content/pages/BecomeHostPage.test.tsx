import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import BecomeHostPage from './BecomeHostPage';

const open = vi.fn();
const auth = { user: null as null | { id: number } };
vi.mock('../../auth', () => ({ useAuth: () => auth, useLoginModal: () => ({ open }) }));
vi.mock('../../preferences', () => ({
  useCurrency: () => ({ formatMoney: (minor: number, code: string) => `${code} ${minor / 100}` }),
}));
vi.mock('../api', () => ({
  contentQueries: {
    earnings: (city: string, nights: number) => ({
      queryKey: ['earnings', city, nights],
      queryFn: async () => ({
        cities: ['Harare', 'Lisbon'],
        city: city || 'Harare',
        nightly_minor: 10_000,
        monthly_minor: 10_000 * nights,
        currency: 'USD',
        nights,
        sample_size: 3,
      }),
    }),
  },
}));

const renderPage = () =>
  renderWithProviders(<BecomeHostPage />, {
    path: '/roamstead-your-home',
    route: '/roamstead-your-home',
    otherRoutes: [{ path: '/dashboard/add-property', element: <h1>Add property</h1> }],
  }).router;

beforeEach(() => {
  vi.clearAllMocks();
  auth.user = null;
});

describe('BecomeHostPage', () => {
  it('estimates monthly earnings from the city price and the nights chosen', async () => {
    renderPage();
    expect(await screen.findByText('USD 1500')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Nights booked per month'), '20');
    expect(await screen.findByText('USD 2000')).toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in first, then continues into listing creation', async () => {
    const router = renderPage();
    await userEvent.click(screen.getAllByRole('button', { name: 'Start your listing' })[0] as HTMLElement);
    expect(open).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/roamstead-your-home');
    await act(async () => open.mock.calls[0]?.[0].onSuccess());
    expect(router.state.location.pathname).toBe('/dashboard/add-property');
  });

  it('takes a signed-in user straight to listing creation', async () => {
    auth.user = { id: 3 };
    const router = renderPage();
    await userEvent.click(screen.getAllByRole('button', { name: 'Start your listing' })[0] as HTMLElement);
    expect(open).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard/add-property');
  });
});
