import type {
  AdminAmenity,
  AdminAmenityBody,
  AdminCategory,
  AdminCategoryBody,
  ContentItem,
  ContentItemBody,
  ContentSummary,
  EditableContentKind,
  MarkdownPreview,
} from '@roamstead/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient, request } from '../../api/http';
import { fetchData } from '../../api/query';
import { adminKey } from './api';

export const contentKey = [...adminKey, 'content'] as const;

export const useContentList = (kind: EditableContentKind) =>
  useQuery({
    queryKey: [...contentKey, kind],
    queryFn: () => fetchData<ContentSummary[]>(apiClient.get(`/admin/content/${kind}`)),
  });

export const useContentItem = (kind: EditableContentKind, id: number | null) =>
  useQuery({
    queryKey: [...contentKey, kind, id],
    queryFn: () => fetchData<ContentItem>(apiClient.get(`/admin/content/${kind}/${id}`)),
    enabled: id !== null,
  });

export const useAdminCategories = () =>
  useQuery({
    queryKey: [...adminKey, 'categories'],
    queryFn: () => fetchData<AdminCategory[]>(apiClient.get('/admin/categories')),
  });

export const useAdminAmenities = () =>
  useQuery({
    queryKey: [...adminKey, 'amenities'],
    queryFn: () => fetchData<AdminAmenity[]>(apiClient.get('/admin/amenities')),
  });

/** Content actions, each yielding [data, error]. */
export const contentApi = {
  preview: (markdown: string) => request<MarkdownPreview>(apiClient.post('/admin/content/preview', { markdown })),
  create: (body: ContentItemBody) => request<ContentItem>(apiClient.post('/admin/content', body)),
  update: (id: number, body: ContentItemBody) =>
    request<ContentItem>(apiClient.put(`/admin/content/${body.kind}/${id}`, body)),
  publish: (kind: EditableContentKind, id: number, published: boolean) =>
    request<ContentItem>(apiClient.post(`/admin/content/${kind}/${id}/publication`, { published })),
  remove: (kind: EditableContentKind, id: number) => request<null>(apiClient.delete(`/admin/content/${kind}/${id}`)),
  addCategory: (body: AdminCategoryBody) => request<AdminCategory>(apiClient.post('/admin/categories', body)),
  saveCategory: (id: number, body: AdminCategoryBody) =>
    request<AdminCategory>(apiClient.put(`/admin/categories/${id}`, body)),
  removeCategory: (id: number) => request<null>(apiClient.delete(`/admin/categories/${id}`)),
  addAmenity: (body: AdminAmenityBody) => request<AdminAmenity>(apiClient.post('/admin/amenities', body)),
  saveAmenity: (slug: string, body: AdminAmenityBody) =>
    request<AdminAmenity>(apiClient.put(`/admin/amenities/${slug}`, body)),
  removeAmenity: (slug: string) => request<null>(apiClient.delete(`/admin/amenities/${slug}`)),
};
