import type { OwnListingRow } from '@roamstead/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OwnListingsPage } from './OwnListingsPage';

const get = vi.fn();
const del = vi.fn();
const post = vi.fn();
vi.mock('../../../api/http', () => ({
  apiClient: {
    get: (...args: unknown[]) => get(...args),
    delete: (...args: unknown[]) => del(...args),
    post: (...args: unknown[]) => post(...args),
  },
  request: async (call: Promise<{ data: { data: unknown } }>) => {
    try {
      return [(await call).data.data, null];
    } catch (err) {
      return [null, err];
    }
  },
}));

const ok = (data: unknown) => Promise.resolve({ data: { data } });
const row = (over: Partial<OwnListingRow>): OwnListingRow => ({
  id: 1,
  kind: 'home',
  status: 'draft',
  title: '',
  place_name: null,
  cover: null,
  nightly_price: 0,
  currency: 'EUR',
  photo_count: 0,
  upcoming_slots: 0,
  updated_at: '2026-11-01T00:00:00Z',
  cohost_level: null,
  ...over,
});

const renderPage = (kind: 'home' | 'experience' = 'home') => renderWithProviders(<OwnListingsPage kind={kind} />);

beforeEach(() => {
  get.mockReset();
  del.mockReset();
  post.mockReset();
});

describe('host listings page', () => {
  it('shows a skeleton, then each listing with its status and the actions it allows', async () => {
    get.mockReturnValue(
      ok([
        row({ id: 1 }),
        row({
          id: 2,
          status: 'published',
          title: 'Loft in Chiado',
          place_name: 'Lisbon',
          nightly_price: 12000,
          photo_count: 2,
        }),
        row({ id: 3, status: 'unlisted', title: 'Cabin by the lake' }),
      ]),
    );
    renderPage();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    const items = await screen.findAllByRole('listitem');
    expect(get).toHaveBeenCalledWith('/hosting/listings', { params: { kind: 'home' } });
    expect(within(items[0] as HTMLElement).getByText('Untitled draft')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByRole('link', { name: /Continue/ })).toHaveAttribute(
      'href',
      '/dashboard/add-property?listing=1',
    );
    const live = within(items[1] as HTMLElement);
    expect(live.getByText('Published')).toBeInTheDocument();
    expect(live.getByText(/Lisbon · €120\.00 per night · 2 photos/)).toBeInTheDocument();
    expect(live.getByRole('button', { name: 'Unlist' })).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByRole('button', { name: 'Publish again' })).toBeInTheDocument();
  });

  it('keeps a listing whose delete is refused and shows why', async () => {
    const user = userEvent.setup();
    get.mockReturnValue(ok([row({ id: 7, status: 'published', title: 'Loft in Chiado' })]));
    const refusal = 'This listing has upcoming bookings, so it cannot be deleted.';
    del.mockRejectedValue({ message: refusal, error: refusal, status: 409, code: 'CONFLICT' });
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete listing' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(del).toHaveBeenCalledWith('/hosting/listings/7');
    expect(screen.getByText('Loft in Chiado')).toBeInTheDocument();
  });

  it('offers the first experience when there is none, and a retry when loading fails', async () => {
    const user = userEvent.setup();
    get.mockRejectedValueOnce({
      message: 'Network error. Please check your connection.',
      status: 0,
      code: 'ERR_NETWORK',
    });
    renderPage('experience');
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();
    get.mockReturnValue(ok([]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No experiences yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add an experience' })[0]).toHaveAttribute(
      'href',
      '/dashboard/add-property?kind=experience',
    );
  });
});
