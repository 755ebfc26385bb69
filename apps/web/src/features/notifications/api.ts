import type { Notification, NotificationFilter, NotificationList } from '@roamstead/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/http';
import { invalidateBookings } from '../booking';

const KEY = ['notifications'] as const;
const data = <T>(call: Promise<{ data: { data: T } }>) => call.then((r) => r.data.data);

/** One filter's items plus the unread count; refreshed every minute while mounted. */
export const useNotifications = (filter: NotificationFilter, enabled = true) =>
  useQuery({
    queryKey: [...KEY, filter],
    queryFn: () => data<NotificationList>(apiClient.get('/notifications', { params: { filter } })),
    refetchInterval: 60_000,
    enabled,
  });

function useNotificationMutation<V>(call: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useMarkRead = () =>
  useNotificationMutation((id: number) => data<Notification>(apiClient.post(`/notifications/${id}/read`)));
export const useMarkAllRead = () => useNotificationMutation(() => data(apiClient.post('/notifications/read-all')));
export const useDeleteNotification = () =>
  useNotificationMutation((id: number) => data(apiClient.delete(`/notifications/${id}`)));
/** Approves or declines the booking request behind a notification; booking screens refetch too. */
export function useAnswerNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'approve' | 'decline' }) =>
      data<Notification>(apiClient.post(`/notifications/${id}/actions/${action}`)),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: KEY }), invalidateBookings(queryClient)]),
  });
}
