import type {
  AccountSession,
  HostListing,
  NotificationPrefs,
  Preferences,
  Profile,
  PublicProfile,
  Taxpayer,
  UpdateProfileBody,
} from '@roamstead/contract';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api/http';

export const data = <T>(call: Promise<{ data: { data: T } }>) => call.then((r) => r.data.data);

/** GET one account resource. */
export const useAccountQuery = <T>(key: QueryKey, url: string) =>
  useQuery({ queryKey: ['account', ...key], queryFn: () => data<T>(apiClient.get(url)) });

/** A write that refreshes the account resource it changed. */
export function useAccountMutation<V, T = unknown>(key: QueryKey, call: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', ...key] }),
  });
}

export const useProfile = () => useAccountQuery<Profile>(['profile'], '/profile');
export const useSaveProfile = () =>
  useAccountMutation(['profile'], (body: UpdateProfileBody) => data<Profile>(apiClient.put('/profile', body)));
export const useUploadPicture = () =>
  useAccountMutation(['profile'], (file: File) =>
    data<{ picture: string }>(apiClient.postForm('/profile/picture', { picture: file })),
  );
export const publicProfileQuery = (id: number) => ({
  queryKey: ['account', 'public', id],
  queryFn: () => data<PublicProfile>(apiClient.get(`/profiles/${id}`)),
});
export const usePublicProfile = (id: number) => useQuery(publicProfileQuery(id));

export const useSessions = () => useAccountQuery<AccountSession[]>(['sessions'], '/account/sessions');
export const useRevokeSession = () =>
  useAccountMutation(['sessions'], (id: string) => data(apiClient.delete(`/account/sessions/${id}`)));
export const useRevokeOtherSessions = () =>
  useAccountMutation(['sessions'], () => data<{ revoked: number }>(apiClient.delete('/account/sessions')));

export const usePreferences = () => useAccountQuery<Preferences>(['preferences'], '/account/preferences');
export const useNotificationPrefs = () =>
  useAccountQuery<NotificationPrefs>(['notification-settings'], '/account/notification-settings');
export const useTaxpayer = () => useAccountQuery<(Taxpayer & { tax_id: string }) | null>(['taxes'], '/account/taxes');
export const useHostListings = () => useAccountQuery<HostListing[]>(['listings'], '/account/listings');
