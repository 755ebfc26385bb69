import type {
  AdminDashboard,
  AdminMe,
  AdminUser,
  AdminUserDetail,
  AuditPage,
  AuditQuery,
  GrantRoleBody,
  Operator,
  ReinstateUserBody,
  RevokeRoleBody,
  SuspendUserBody,
} from '@roamstead/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiClient, request } from '../../api/http';
import { fetchData } from '../../api/query';

export const adminKey = ['admin'] as const;

/** The caller's operator roles; a 403 when they have none. */
export const useAdminMe = () =>
  useQuery({
    queryKey: [...adminKey, 'me'],
    queryFn: () => fetchData<AdminMe>(apiClient.get('/admin/me')),
    retry: false,
  });

export const useAdminDashboard = (currency: string) =>
  useQuery({
    queryKey: [...adminKey, 'dashboard', currency],
    queryFn: () => fetchData<AdminDashboard>(apiClient.get('/admin/dashboard', { params: { currency } })),
  });

export const useOperators = () =>
  useQuery({
    queryKey: [...adminKey, 'operators'],
    queryFn: () => fetchData<Operator[]>(apiClient.get('/admin/operators')),
  });

/** The audit log, newest first, a page at a time. */
export const useAuditLog = (filters: Omit<AuditQuery, 'before'>) =>
  useInfiniteQuery({
    queryKey: [...adminKey, 'audit', filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      fetchData<AuditPage>(apiClient.get('/admin/audit', { params: { ...filters, before: pageParam } })),
    getNextPageParam: (page) => page.next_before ?? undefined,
  });

/** Accounts matching `q` (nothing is asked while it is empty). */
export const useUserSearch = (q: string) =>
  useQuery({
    queryKey: [...adminKey, 'users', q],
    queryFn: () => fetchData<AdminUser[]>(apiClient.get('/admin/users', { params: { q } })),
    enabled: q.length > 0,
  });

export const useAdminUser = (id: number) =>
  useQuery({
    queryKey: [...adminKey, 'user', id],
    queryFn: () => fetchData<AdminUserDetail>(apiClient.get(`/admin/users/${id}`)),
  });

/** Console actions, each yielding [data, error]. */
export const adminApi = {
  grant: (body: GrantRoleBody) => request<Operator>(apiClient.post('/admin/operators', body)),
  revoke: (userId: number, body: RevokeRoleBody) =>
    request<Operator>(apiClient.post(`/admin/operators/${userId}/revoke`, body)),
  suspend: (userId: number, body: SuspendUserBody) =>
    request<AdminUserDetail>(apiClient.post(`/admin/users/${userId}/suspend`, body)),
  reinstate: (userId: number, body: ReinstateUserBody) =>
    request<AdminUserDetail>(apiClient.post(`/admin/users/${userId}/reinstate`, body)),
};
