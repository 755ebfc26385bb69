import type { ApiError } from './errors';
import { type HttpResponse, request } from './http';

/** For TanStack Query: the envelope's data, or the normalised ApiError thrown. */
export async function fetchData<T>(call: Promise<HttpResponse<{ data: T }>>): Promise<T> {
  const [data, error] = await request<T>(call);
  if (error) throw error;
  return data as T;
}

export type { ApiError };
