import type { EarningsEstimate } from '@roamstead/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicClient } from '../../../api/http';
import { answer } from '../../../api/testing';
import { renderWithProviders } from '../../../test/render';
import BecomeHostPage from './BecomeHostPage';

const open = vi.fn();
const auth = { user: null as null | { id: number } };
vi.mock('../../auth', () => ({ useAuth: () => auth, useLoginModal: () => ({ open }) }));
vi.mock('../../preferences', () => ({
  useCurrency: () => ({ formatMoney: (minor: number, code: string) => `${code} ${minor / 100}` }),
}));
// What the server answers (it computes the estimate; content.test.ts in the API checks how).
const ESTIMATES: Record<string, EarningsEstimate> = {
  'Harare 15': estimate('Harare', 15, 9_000, 135_000),
  'Harare 20': estimate('Harare', 20, 9_000, 180_000),
  'Lisbon 20': estimate('Lisbon', 20, 12_500, 250_000),
};
function estimate(city: string, nights: number, nightly: number, monthly: number): EarningsEstimate {
  return {
    cities: ['Harare', 'Lisbon'],
    city,
    nightly_minor: nightly,
    monthly_minor: monthly,
    currency: 'USD',
    nights,
    sample_size: 3,
  };
}
const asked: unknown[] = [];

const renderPage = () =>
  renderWithProviders(<BecomeHostPage />, {
    path: '/roamstead-your-home',
    route: '/roamstead-your-home',
    otherRoutes: [{ path: '/dashboard/add-property', element: <h1>Add property</h1> }],
  }).router;

beforeEach(() => {
  vi.clearAllMocks();
  auth.user = null;
  asked.length = 0;
  vi.spyOn(publicClient, 'get').mockImplementation(async (url, options) => {
    if (url !== '/host-earnings-estimate') throw new Error(`unexpected ${url}`);
    const params = options?.params as { city?: string; nights: number };
    asked.push(params);
    const { city = 'Harare', nights } = params;
    return answer({ success: true, data: ESTIMATES[`${city} ${nights}`] }) as never;
  });
});

describe('BecomeHostPage', () => {
  it('shows the estimate for the city and the nights chosen', async () => {
    renderPage();
    const monthly = await screen.findByTestId('estimate-monthly');
    expect(monthly).toHaveTextContent('USD 1350');
    expect(asked).toEqual([{ city: undefined, nights: 15 }]);

    await userEvent.selectOptions(screen.getByLabelText('Nights booked per month'), '20');
    await waitFor(() => expect(screen.getByTestId('estimate-monthly')).toHaveTextContent('USD 1800'));
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Lisbon');
    await waitFor(() => expect(screen.getByTestId('estimate-monthly')).toHaveTextContent('USD 2500'));
    expect(screen.getByText('USD 125')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ city: 'Lisbon', nights: 20 });
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
