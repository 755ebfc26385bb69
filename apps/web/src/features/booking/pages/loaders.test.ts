import type { User } from '@roamstead/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../api/queryClient';
import { sessionStore } from '../../../api/session';
import { tripsQuery } from '../api';
import { tripsLoader } from './loaders';

const get = vi.fn();
vi.mock('../../../api/http', () => ({
  apiClient: { get: (...args: unknown[]) => get(...args) },
  request: async (call: Promise<{ data: { data: unknown } }>) => [(await call).data.data, null],
}));

const args = { request: new Request('http://localhost/dashboard/guest/trips'), params: {}, context: undefined };
const run = () => tripsLoader(args as unknown as Parameters<typeof tripsLoader>[0]);

afterEach(() => {
  queryClient.clear();
  sessionStore.clear();
  get.mockReset();
});

describe('the trips route loader', () => {
  it("starts a signed-in guest's trips under the key the page reads, and returns at once", async () => {
    sessionStore.signIn({ user: { id: 3, email: 'gus@example.com', role: 'guest' } as User, token: 't' });
    await sessionStore.flushed();
    get.mockResolvedValue({ data: { data: { items: [] } } });
    expect(await run()).toBeNull();
    await vi.waitFor(() => expect(queryClient.getQueryData(tripsQuery.queryKey)).toEqual({ items: [] }));
    expect(get).toHaveBeenCalledWith('/bookings', { params: { role: 'guest' } });
  });

  it('asks for nothing without a session', async () => {
    expect(await run()).toBeNull();
    await sessionStore.ready();
    expect(queryClient.getQueryState(tripsQuery.queryKey)).toBeUndefined();
    expect(get).not.toHaveBeenCalled();
  });
});
