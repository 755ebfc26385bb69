import type { FieldErrors } from '@roamstead/contract';
import { ERRORS } from '@roamstead/contract/constants';

/** SPEC §8 normalised API error. */
export interface ApiError {
  message: string;
  status: number;
  code: string;
  /** Per-field messages of a 400. */
  details?: FieldErrors;
  /** The server's own wording, kept even where the catalogue replaces `message`. */
  error?: string;
}

/** The server answered with an error status; `data` is its parsed body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`Request failed with status code ${status}`);
    this.name = 'HttpError';
  }
}

/** No answer: the network failed or the call timed out. */
export class NetworkError extends Error {
  constructor(readonly reason?: unknown) {
    super(ERRORS.network);
    this.name = 'NetworkError';
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

const isApiError = (err: unknown): err is ApiError =>
  typeof err === 'object' &&
  err !== null &&
  !(err instanceof Error) &&
  typeof (err as ApiError).message === 'string' &&
  typeof (err as ApiError).status === 'number' &&
  typeof (err as ApiError).code === 'string';

/** Maps any failure to the SPEC §8 catalogue; an error that already is one is returned as it is. */
export function normaliseError(err: unknown): ApiError {
  if (isApiError(err)) return err;
  if (err instanceof NetworkError) return { message: ERRORS.network, status: 0, code: 'ERR_NETWORK' };
  if (!(err instanceof HttpError)) {
    return { message: (err instanceof Error && text(err.message)) || ERRORS.default, status: 500, code: 'UNKNOWN' };
  }

  const { status, data } = err;
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const serverMessage = text(body.error) ?? text(body.message);
  const message =
    status === 403
      ? ERRORS.forbidden
      : status === 404
        ? ERRORS.notFound
        : status === 500
          ? ERRORS.internal
          : (serverMessage ?? ERRORS.other);
  return {
    message,
    status,
    code: text(body.code) ?? (status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST'),
    ...(body.details && typeof body.details === 'object' ? { details: body.details as FieldErrors } : {}),
    ...(serverMessage ? { error: serverMessage } : {}),
  };
}

/** What a form or dialog shows: the server's own words when it gave some, else the catalogue's. */
export const serverMessage = (error: ApiError) => error.error ?? error.message;

/** What to show for any failure: the server's own words when it gave some. */
export const errorText = (err: unknown) => serverMessage(normaliseError(err));
