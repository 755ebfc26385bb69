import { CALENDAR_SYNC_MESSAGES, type CalendarSync } from '@roamstead/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CalendarSyncPanel } from './CalendarSyncPanel';

const get = vi.fn();
const post = vi.fn();
const del = vi.fn();
vi.mock('../../../api/http', () => ({
  apiClient: {
    get: (...args: unknown[]) => get(...args),
    post: (...args: unknown[]) => post(...args),
    delete: (...args: unknown[]) => del(...args),
  },
  request: async (call: Promise<{ data: { data: unknown } }>) => {
    try {
      return [(await call).data.data, null];
    } catch (error) {
      return [null, error];
    }
  },
}));

const feed = (over: Partial<CalendarSync['feeds'][number]>): CalendarSync['feeds'][number] => ({
  id: 1,
  name: 'Other site',
  url: 'https://other.example/cal/1.ics',
  created_at: '2026-11-20T10:00:00Z',
  last_synced_at: '2026-11-23T09:30:00Z',
  last_result: 'ok',
  last_error: null,
  event_count: 2,
  conflicts: [],
  ...over,
});

const state: CalendarSync = {
  listing_id: 7,
  export_url: 'http://localhost:3000/calendar/7/secret-token-abcdefghij.ics',
  feeds: [
    feed({}),
    feed({
      id: 2,
      name: 'Holiday site',
      last_result: 'error',
      last_error: CALENDAR_SYNC_MESSAGES.timeout,
      conflicts: [{ from: '2026-12-01', to: '2026-12-03' }],
    }),
  ],
};

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CalendarSyncPanel listingId={7} />
    </QueryClientProvider>,
  );

beforeEach(() => {
  get.mockReset().mockResolvedValue({ data: { data: state } });
  post.mockReset();
  del.mockReset();
});

describe('CalendarSyncPanel', () => {
  it('shows the export link and each feed with its last result in plain words', async () => {
    renderPanel();
    expect(await screen.findByRole('textbox', { name: 'Export link' })).toHaveValue(state.export_url);
    const [ok, failed] = screen.getAllByTestId('calendar-feed');
    expect(within(ok as HTMLElement).getByRole('status')).toHaveTextContent(/Synced .*: 2 upcoming events\./);
    expect(within(failed as HTMLElement).getByRole('status')).toHaveTextContent(CALENDAR_SYNC_MESSAGES.timeout);
    expect(within(failed as HTMLElement).getByRole('alert')).toHaveTextContent(/Overlaps a Roamstead booking/);
  });

  it('adds a feed, and shows the server’s field message when it is refused', async () => {
    post.mockRejectedValueOnce({
      status: 409,
      code: 'CONFLICT',
      message: CALENDAR_SYNC_MESSAGES.duplicate,
      details: { url: [CALENDAR_SYNC_MESSAGES.duplicate] },
    });
    renderPanel();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Third' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Calendar link (.ics)' }), {
      target: { value: 'https://third.example/c.ics' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add calendar' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/host/listings/7/calendar-feeds', {
        name: 'Third',
        url: 'https://third.example/c.ics',
      }),
    );
    expect(await screen.findByText(CALENDAR_SYNC_MESSAGES.duplicate)).toBeVisible();
  });

  it('checks the address before sending it', async () => {
    renderPanel();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'X' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Calendar link (.ics)' }), {
      target: { value: 'webcal://x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText(CALENDAR_SYNC_MESSAGES.urlInvalid)).toBeVisible();
    expect(post).not.toHaveBeenCalled();
  });

  it('syncs a feed now', async () => {
    const synced = { ...state, feeds: [feed({ event_count: 5 })] };
    post.mockResolvedValueOnce({ data: { data: synced } });
    renderPanel();
    const [first] = await screen.findAllByTestId('calendar-feed');
    get.mockResolvedValue({ data: { data: synced } });
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/host/listings/7/calendar-feeds/1/sync', {}));
    expect(await screen.findByText(/5 upcoming events/)).toBeVisible();
  });
});
