import type { Notification } from '@roamstead/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../api/http';
import { renderWithProviders } from '../../test/render';
import { NotificationBell } from './NotificationBell';

vi.mock('../../api/http', () => ({ apiClient: { get: vi.fn(), post: vi.fn(), delete: vi.fn() } }));

const request: Notification = {
  id: 5,
  kind: 'booking_request',
  title: 'Booking request',
  body: 'Ana wants to stay 3 nights',
  link: null,
  actor_name: 'Ana Banda',
  actor_picture: null,
  action_status: 'pending',
  read: false,
  created_at: new Date().toISOString(),
};

/** The server as the bell sees it: one pending request until it is answered. */
function serve() {
  let item = request;
  vi.mocked(apiClient.get).mockImplementation(async (_url, config) => {
    const filter = (config?.params as { filter?: string } | undefined)?.filter;
    const items = filter === 'all' || (filter === 'read') === item.read ? [item] : [];
    return { data: { data: { items, unread_count: item.read ? 0 : 1 } } };
  });
  vi.mocked(apiClient.post).mockImplementation(async (url) => {
    const action = url.endsWith('/approve') ? 'approved' : 'declined';
    item = { ...item, action_status: action, read: true };
    return { data: { data: item } };
  });
}

const renderBell = () => renderWithProviders(<NotificationBell />);

describe('NotificationBell', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    serve();
  });

  it('shows the unread count, the tabs and the empty state', async () => {
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('Booking request')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /^Read$/ }));
    expect(await screen.findByText('No notifications.')).toBeInTheDocument();
  });

  it('approves a request through the API and shows the answer', async () => {
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(apiClient.post).toHaveBeenCalledWith('/notifications/5/actions/approve');
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
  });
});
