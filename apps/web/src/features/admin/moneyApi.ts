import type {
  AdminBookingDetail,
  AdminBookingPage,
  AdminBookingSearchQuery,
  AdminCancelBookingBody,
  AdminDeclineBookingBody,
  AdminPayoutPage,
  AdminPayoutStatus,
  AdminUserDetail,
  ContactMessage,
  ContactMessagePage,
  FailedPaymentPage,
  ReopenContactBody,
  RevokeIdentityBody,
  SubscriberPage,
  VerifyIdentityBody,
} from '@roamstead/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiClient, type Params, request } from '../../api/http';
import { fetchData } from '../../api/query';
import { adminKey } from './api';

/** The console's bookings, payouts and inbox (docs/adr/0075). */

type Filters = Omit<AdminBookingSearchQuery, 'before'>;

const paged = <T extends { next_before: number | null }>(
  key: readonly unknown[],
  url: string,
  params: Params = {},
) => ({
  queryKey: [...adminKey, ...key, params],
  initialPageParam: undefined as number | undefined,
  queryFn: ({ pageParam }: { pageParam: number | undefined }) =>
    fetchData<T>(apiClient.get(url, { params: { ...params, before: pageParam } })),
  getNextPageParam: (page: T) => page.next_before ?? undefined,
});

export const useAdminBookings = (filters: Filters) =>
  useInfiniteQuery(paged<AdminBookingPage>(['bookings'], '/admin/bookings', filters as Params));

export const useAdminBooking = (id: number) =>
  useQuery({
    queryKey: [...adminKey, 'booking', id],
    queryFn: () => fetchData<AdminBookingDetail>(apiClient.get(`/admin/bookings/${id}`)),
  });

export const useAdminPayouts = (status: AdminPayoutStatus | undefined) =>
  useInfiniteQuery(paged<AdminPayoutPage>(['payouts'], '/admin/payouts', status ? { status } : {}));

export const useFailedPayments = () =>
  useInfiniteQuery(paged<FailedPaymentPage>(['failed-payments'], '/admin/payments/failed'));

export const useContactMessages = (status: 'unhandled' | 'handled' | 'all') =>
  useInfiniteQuery(paged<ContactMessagePage>(['inbox'], '/admin/inbox/messages', { status }));

export const useSubscribers = () =>
  useInfiniteQuery(paged<SubscriberPage>(['subscribers'], '/admin/inbox/subscribers'));

/** Fetches a CSV export with the session and saves it under `name`. */
export async function downloadCsv(url: string, name: string, params: Params = {}) {
  const res = await apiClient.get<string>(url, { params });
  const href = URL.createObjectURL(new Blob([res.data], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

/** Console actions, each yielding [data, error]. */
export const moneyApi = {
  cancel: (bookingId: number, body: AdminCancelBookingBody) =>
    request<AdminBookingDetail>(apiClient.post(`/admin/bookings/${bookingId}/cancel`, body)),
  decline: (bookingId: number, body: AdminDeclineBookingBody) =>
    request<AdminBookingDetail>(apiClient.post(`/admin/bookings/${bookingId}/decline`, body)),
  markHandled: (messageId: number) =>
    request<ContactMessage>(apiClient.post(`/admin/inbox/messages/${messageId}/handled`, {})),
  reopen: (messageId: number, body: ReopenContactBody) =>
    request<ContactMessage>(apiClient.post(`/admin/inbox/messages/${messageId}/reopen`, body)),
  reply: (messageId: number, body: string) =>
    request<ContactMessage>(apiClient.post(`/admin/inbox/messages/${messageId}/reply`, { body })),
  verifyIdentity: (userId: number, body: VerifyIdentityBody) =>
    request<AdminUserDetail>(apiClient.post(`/admin/users/${userId}/verify-identity`, body)),
  revokeIdentity: (userId: number, body: RevokeIdentityBody) =>
    request<AdminUserDetail>(apiClient.post(`/admin/users/${userId}/revoke-identity`, body)),
};
