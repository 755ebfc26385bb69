import type {
  CreateSchedule,
  FilledQuickReply,
  QuickReply,
  ScheduleList,
  UpdateSchedule,
  WriteQuickReply,
} from '@roamstead/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/http';
import { fetchData } from '../../api/query';

/** Query keys: everything of this feature lives under ['quick-replies']. */
export const quickReplyKeys = {
  all: ['quick-replies'] as const,
  list: ['quick-replies', 'list'] as const,
  schedules: ['quick-replies', 'schedules'] as const,
  filled: (conversationId: number) => ['quick-replies', 'filled', conversationId] as const,
};

export const useQuickReplies = () =>
  useQuery({
    queryKey: quickReplyKeys.list,
    queryFn: () => fetchData<{ items: QuickReply[] }>(apiClient.get('/hosting/quick-replies')),
    select: (d) => d.items,
  });

/** The host's replies filled for one thread; fetched when the menu first opens. */
export const useFilledQuickReplies = (conversationId: number, enabled: boolean) =>
  useQuery({
    queryKey: quickReplyKeys.filled(conversationId),
    queryFn: () =>
      fetchData<{ items: FilledQuickReply[] }>(
        apiClient.get('/hosting/quick-replies/filled', { params: { conversation_id: conversationId } }),
      ),
    select: (d) => d.items,
    enabled,
  });

export const useSchedules = () =>
  useQuery({
    queryKey: quickReplyKeys.schedules,
    queryFn: () => fetchData<ScheduleList>(apiClient.get('/hosting/quick-replies/schedules')),
  });

export function useQuickReplyMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: quickReplyKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: WriteQuickReply) => fetchData<QuickReply>(apiClient.post('/hosting/quick-replies', body)),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: WriteQuickReply & { id: number }) =>
        fetchData<QuickReply>(apiClient.put(`/hosting/quick-replies/${id}`, body)),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => fetchData(apiClient.delete(`/hosting/quick-replies/${id}`)),
      onSuccess: refresh,
    }),
    createSchedule: useMutation({
      mutationFn: (body: CreateSchedule) =>
        fetchData<ScheduleList>(apiClient.post('/hosting/quick-replies/schedules', body)),
      onSuccess: refresh,
    }),
    updateSchedule: useMutation({
      mutationFn: ({ id, ...body }: UpdateSchedule & { id: number }) =>
        fetchData<ScheduleList>(apiClient.put(`/hosting/quick-replies/schedules/${id}`, body)),
      onSuccess: refresh,
    }),
    removeSchedule: useMutation({
      mutationFn: (id: number) => fetchData(apiClient.delete(`/hosting/quick-replies/schedules/${id}`)),
      onSuccess: refresh,
    }),
  };
}
