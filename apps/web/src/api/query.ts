import type { AxiosResponse } from 'axios';
import type { ApiError } from './errors';
import { request } from './http';

/** For TanStack Query: the envelope's data, or the normalised ApiError thrown. */
export async function fetchData<T>(call: Promise<AxiosResponse<{ data: T }>>): Promise<T> {
  const [data, error] = await request<T>(call);
  if (error) throw error;
  return data as T;
}

export type { ApiError };
