import type { ConversationDetail, ConversationMessage } from '@roamstead/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../api/http';
import { renderWithProviders } from '../../../test/render';
import { Thread } from './Thread';

vi.mock('../../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/http')>()),
  apiClient: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));
const me = { id: 1, email: 'tariro@example.com', role: 'guest', user_metadata: { name: 'Tariro Moyo', picture: null } };
vi.mock('../../auth', () => ({
  useAuth: () => ({ user: me }),
  useOptionalAuth: () => ({ user: me, status: 'signed-in' }),
  useOptionalLoginModal: () => null,
}));

const now = new Date().toISOString();
const conversation: ConversationDetail = {
  id: 7,
  role: 'guest',
  other: { id: 2, name: 'Inês Carvalho', picture: null, former: false },
  listing: { id: 3, title: 'Garden cottage', photo: null, place: 'Lisbon' },
  booking_id: null,
  check_in: '2027-06-01',
  check_out: '2027-06-04',
  guests: 2,
  last_message: null,
  unread_count: 0,
  archived: false,
  blocked_by_me: false,
  blocked_me: false,
  other_last_read_id: 11,
  my_last_read_id: 12,
  created_at: now,
  updated_at: now,
  booking: null,
  cohosts: [],
};
const message = (id: number, senderId: number | null, body: string): ConversationMessage => ({
  id,
  conversation_id: 7,
  sender_id: senderId,
  body,
  attachment: null,
  created_at: now,
});

function serve(c: ConversationDetail, items: ConversationMessage[]) {
  vi.mocked(apiClient.get).mockImplementation(async (url: string) => {
    if (url === '/conversations/7') return { data: { data: c } };
    if (url === '/conversations/7/messages') return { data: { data: { items, has_more: false } } };
    throw new Error(`unexpected ${url}`);
  });
  vi.mocked(apiClient.post).mockResolvedValue({ data: { data: { last_read_id: 12 } } });
}

const renderThread = () => renderWithProviders(<Thread id={7} base="/dashboard/guest/messages" />);

describe('Thread', () => {
  beforeEach(() => vi.clearAllMocks());

  it('renders bodies as text, groups by day and shows the read receipt on my last message', async () => {
    serve(conversation, [
      message(10, 2, 'Welcome!'),
      message(11, 1, '<img src=x onerror=alert(1)><script>alert(2)</script>'),
      message(12, 2, 'See you soon'),
    ]);
    renderThread();
    const log = await screen.findByRole('log', { name: 'Messages with Inês Carvalho' });
    expect(within(log).getByText('<img src=x onerror=alert(1)><script>alert(2)</script>')).toBeInTheDocument();
    expect(log.querySelector('script, img[src="x"]')).toBeNull();
    expect(within(log).getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(screen.getByTestId('read-receipt')).toHaveTextContent('Seen');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getAllByText('Garden cottage').length).toBeGreaterThan(0);
  });

  it('names the co-hosts of the listing and marks their messages', async () => {
    serve({ ...conversation, cohosts: [{ id: 5, name: 'Cora Lima', picture: null }] }, [
      message(10, 2, 'Welcome!'),
      message(11, 5, 'I look after the garden.'),
    ]);
    renderThread();
    expect(await screen.findByTestId('thread-cohosts')).toHaveTextContent('Cora Lima · Co-host');
    const log = await screen.findByRole('log', { name: 'Messages with Inês Carvalho' });
    expect(await within(log).findByText('Cora Lima · Co-host')).toBeInTheDocument();
  });

  it('shows a deleted account as a former user and offers no composer', async () => {
    serve({ ...conversation, other: { id: null, name: 'Former user', picture: null, former: true } }, [
      message(10, null, 'Hello from the past'),
    ]);
    renderThread();
    expect(await screen.findByText('Hello from the past')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Former user' })).toBeInTheDocument();
    expect(screen.getByText(/deleted their account/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('tells a blocked sender they cannot reply, and marks unread messages read', async () => {
    serve({ ...conversation, blocked_me: true, my_last_read_id: 9 }, [message(10, 2, 'Please stop')]);
    renderThread();
    expect(await screen.findByText("You can't reply to this conversation.")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    await vi.waitFor(() => expect(apiClient.post).toHaveBeenCalledWith('/conversations/7/read', {}));
  });
});
