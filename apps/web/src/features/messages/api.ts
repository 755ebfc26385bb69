import type {
  Conversation,
  ConversationDetail,
  ConversationFilter,
  ConversationMessage,
  MessagePage,
  ReportBody,
  StartConversationBody,
  UnreadCounts,
} from '@roamstead/contract';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../api/http';
import { fetchData } from '../../api/query';
import { useAuth } from '../auth';
import { bookingApi, invalidateBookings } from '../booking';

/** Query keys: everything of this feature lives under ['conversations']. */
export const keys = {
  all: ['conversations'] as const,
  lists: ['conversations', 'list'] as const,
  list: (filter: ConversationFilter, q: string) => ['conversations', 'list', filter, q] as const,
  detail: (id: number) => ['conversations', 'detail', id] as const,
  messages: (id: number) => ['conversations', 'messages', id] as const,
  unread: ['conversations', 'unread'] as const,
};

type MessagePages = InfiniteData<MessagePage, number | undefined>;

export const useConversations = (filter: ConversationFilter, q: string) =>
  useQuery({
    queryKey: keys.list(filter, q),
    queryFn: () =>
      fetchData<{ items: Conversation[] }>(
        apiClient.get('/conversations', { params: { filter, ...(q ? { q } : {}) } }),
      ).then((d) => d.items),
    placeholderData: (previous) => previous,
  });

export const useConversation = (id: number | undefined) =>
  useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: () => fetchData<ConversationDetail>(apiClient.get(`/conversations/${id}`)),
    enabled: id !== undefined,
  });

/** Newest page first; older pages are fetched backwards with `before`. */
export const useMessages = (id: number | undefined) =>
  useInfiniteQuery({
    queryKey: keys.messages(id ?? 0),
    queryFn: ({ pageParam }) =>
      fetchData<MessagePage>(
        apiClient.get(`/conversations/${id}/messages`, { params: pageParam ? { before: pageParam } : {} }),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.items[0]?.id : undefined),
    enabled: id !== undefined,
  });

export const useUnreadCounts = () => {
  const { user } = useAuth();
  return useQuery({
    queryKey: keys.unread,
    queryFn: () => fetchData<UnreadCounts>(apiClient.get('/conversations/unread')),
    enabled: Boolean(user),
    // The live stream invalidates it; polling is the fallback when the stream is down.
    refetchInterval: 60_000,
  });
};

/** Adds a message to a thread's cached pages once (live events and own sends both arrive). */
export function addMessageToCache(queryClient: QueryClient, message: ConversationMessage) {
  queryClient.setQueryData<MessagePages>(keys.messages(message.conversation_id), (data) => {
    if (!data) return data;
    if (data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    const items = [...newest.items, message].sort((a, b) => a.id - b.id);
    return { ...data, pages: [{ ...newest, items }, ...older] };
  });
}

const refreshLists = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: keys.lists });
  void queryClient.invalidateQueries({ queryKey: keys.unread });
};

export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `key`: one per message written, the same for every retry of it (sent as Idempotency-Key). */
    mutationFn: ({ body, attachment, key }: { body: string; attachment?: File; key: string }) => {
      const url = `/conversations/${conversationId}/messages`;
      const headers = { 'Idempotency-Key': key };
      if (attachment) {
        const form = new FormData();
        form.append('body', body);
        form.append('attachment', attachment);
        return fetchData<ConversationMessage>(apiClient.post(url, form, { headers }));
      }
      return fetchData<ConversationMessage>(apiClient.post(url, { body }, { headers }));
    },
    onSuccess: (message) => {
      addMessageToCache(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: keys.detail(conversationId) });
      refreshLists(queryClient);
    },
  });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartConversationBody) =>
      fetchData<{ conversation: ConversationDetail; message: ConversationMessage; created: boolean }>(
        apiClient.post('/conversations', body),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useMarkRead(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchData<{ last_read_id: number }>(apiClient.post(`/conversations/${conversationId}/read`, {})),
    onSuccess: ({ last_read_id }) => {
      queryClient.setQueryData<ConversationDetail>(keys.detail(conversationId), (c) =>
        c ? { ...c, my_last_read_id: last_read_id, unread_count: 0 } : c,
      );
      refreshLists(queryClient);
    },
  });
}

export const sendTyping = (conversationId: number) =>
  apiClient.post(`/conversations/${conversationId}/typing`, {}).catch(() => undefined);

function useConversationAction<V>(conversationId: number, call: (vars: V) => Promise<ConversationDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (conversation) => {
      queryClient.setQueryData(keys.detail(conversationId), conversation);
      refreshLists(queryClient);
    },
  });
}

export const useArchive = (conversationId: number) =>
  useConversationAction(conversationId, (archived: boolean) =>
    fetchData<ConversationDetail>(apiClient.put(`/conversations/${conversationId}/archive`, { archived })),
  );

export const useBlock = (conversationId: number) =>
  useConversationAction(conversationId, (blocked: boolean) =>
    fetchData<ConversationDetail>(
      blocked
        ? apiClient.post(`/conversations/${conversationId}/block`)
        : apiClient.delete(`/conversations/${conversationId}/block`),
    ),
  );

/** The host answers the thread's booking request; the panel, lists and booking screens refetch. */
export function useAnswerBooking(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bookingId, accept }: { bookingId: number; accept: boolean }) => {
      const [booking, err] = accept ? await bookingApi.accept(bookingId) : await bookingApi.decline(bookingId);
      if (err) throw err;
      return booking;
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.detail(conversationId) });
      void invalidateBookings(queryClient);
    },
  });
}

export const useReport = (conversationId: number) =>
  useMutation({
    mutationFn: (body: ReportBody) =>
      fetchData<{ id: number }>(apiClient.post(`/conversations/${conversationId}/report`, body)),
  });
