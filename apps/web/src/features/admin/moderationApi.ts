import type {
  AdminListing,
  AdminListingsQuery,
  AdminReport,
  AdminReportDetail,
  AdminReportsQuery,
  AdminReview,
  AdminReviewsQuery,
  MarketplaceSettings,
  UpdateReportBody,
  UpdateSettingsBody,
} from '@roamstead/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient, request } from '../../api/http';
import { fetchData } from '../../api/query';
import { adminKey } from './api';

/** Moderation in the console (docs/adr/0074): settings, listings, reviews and reports. */
export const useMarketplaceSettings = () =>
  useQuery({
    queryKey: [...adminKey, 'settings'],
    queryFn: () => fetchData<MarketplaceSettings>(apiClient.get('/admin/settings')),
  });

export const useModerationListings = (query: AdminListingsQuery) =>
  useQuery({
    queryKey: [...adminKey, 'listings', query],
    queryFn: () => fetchData<AdminListing[]>(apiClient.get('/admin/listings', { params: query })),
  });

export const useModerationReviews = (query: AdminReviewsQuery) =>
  useQuery({
    queryKey: [...adminKey, 'reviews', query],
    queryFn: () => fetchData<AdminReview[]>(apiClient.get('/admin/reviews', { params: query })),
  });

export const useReports = (query: AdminReportsQuery) =>
  useQuery({
    queryKey: [...adminKey, 'reports', query],
    queryFn: () => fetchData<AdminReport[]>(apiClient.get('/admin/reports', { params: query })),
  });

export const useReport = (id: number) =>
  useQuery({
    queryKey: [...adminKey, 'report', id],
    queryFn: () => fetchData<AdminReportDetail>(apiClient.get(`/admin/reports/${id}`)),
  });

/** Moderation actions, each yielding [data, error]. */
export const moderationApi = {
  settings: (body: UpdateSettingsBody) => request<MarketplaceSettings>(apiClient.put('/admin/settings', body)),
  listing: (id: number, action: 'approve' | 'reject' | 'unpublish', reason: string) =>
    request<AdminListing>(apiClient.post(`/admin/listings/${id}/${action}`, { reason })),
  review: (id: number, action: 'hide' | 'restore', reason: string) =>
    request<AdminReview>(apiClient.post(`/admin/reviews/${id}/${action}`, { reason })),
  report: (id: number, body: UpdateReportBody) =>
    request<AdminReportDetail>(apiClient.post(`/admin/reports/${id}`, body)),
};
