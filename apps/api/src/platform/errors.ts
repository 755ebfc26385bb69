import { ERRORS, type ErrorCode, type ErrorEnvelope, type FieldErrors, INPUT_MESSAGES } from '@roamstead/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db-errors';
import { isDatabaseAbort } from './lifecycle';

/** An expected failure: the service throws it, the error handler answers it in the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldErrors,
    /** Seconds, sent as Retry-After (with a 429 or a 503). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: FieldErrors) =>
  new AppError(400, 'VALIDATION_ERROR', message, details);
export const unauthorized = (message: string = ERRORS.unauthorized) => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = ERRORS.forbidden) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = ERRORS.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, details?: FieldErrors) => new AppError(409, 'CONFLICT', message, details);
/** Well-formed input the rules refuse, naming the field at fault. */
export const unprocessable = (message: string, field: string) =>
  new AppError(422, 'UNPROCESSABLE', message, { [field]: [message] });
export const tooManyRequests = (message: string, retryAfter: number) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, retryAfter);

/** Seconds a client is asked to wait when the server is too busy to answer (database or event loop). */
export const BUSY_RETRY_AFTER_SECONDS = 2;
/** The server is saturated or its database out of reach for a moment: 503 + Retry-After. */
export const serviceBusy = () =>
  new AppError(503, 'SERVICE_UNAVAILABLE', ERRORS.busy, undefined, BUSY_RETRY_AFTER_SECONDS);

const codeForStatus = (status: number): ErrorCode => {
  if (status === 400) return 'VALIDATION_ERROR';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'UNPROCESSABLE';
};

export const envelope = (
  status: number,
  message: string,
  details?: FieldErrors,
  code: ErrorCode = codeForStatus(status),
): ErrorEnvelope => ({ success: false, message, error: message, code, ...(details ? { details } : {}) });

/** Turns zod issues into `{ field: [messages] }`; body, query and params fields share one map. */
export function fieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const details: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    details[key] = [...(details[key] ?? []), issue.message];
  }
  return details;
}

/** What a body Fastify or the multipart reader could not take is called, in our words (by error code). */
const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: INPUT_MESSAGES.json,
  FST_ERR_CTP_EMPTY_JSON_BODY: INPUT_MESSAGES.json,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: INPUT_MESSAGES.mediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: INPUT_MESSAGES.tooLarge,
  FST_ERR_CTP_BODY_TOO_LARGE: INPUT_MESSAGES.tooLarge,
  FST_REQ_FILE_TOO_LARGE: INPUT_MESSAGES.tooLarge,
  FST_PARTS_LIMIT: INPUT_MESSAGES.tooLarge,
  FST_FILES_LIMIT: INPUT_MESSAGES.tooLarge,
  FST_FIELDS_LIMIT: INPUT_MESSAGES.tooLarge,
};

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode or a path parameter over the router's
 * length limit, answered in the envelope before any route runs.
 */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(envelope(414, INPUT_MESSAGES.paramTooLong, undefined, 'VALIDATION_ERROR'));
  }
  return reply.status(400).send(envelope(400, INPUT_MESSAGES.badUrl));
}

/** One place that answers every failure; 5xx details stay in the log, never in the answer. */
export function registerErrorHandling(app: FastifyInstance) {
  const answer = (err: AppError, reply: FastifyReply) => {
    if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
    return reply.status(err.status).send(envelope(err.status, err.message, err.details, err.code));
  };
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) return answer(err, reply);
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database busy or out of reach');
      return answer(serviceBusy(), reply);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = fieldErrors(
        err.validation.map((v) => ({
          path: (v.instancePath || '').split('/').filter(Boolean),
          message: v.message ?? 'Invalid value',
        })),
      );
      const first = Object.values(details)[0]?.[0];
      return reply.status(400).send(envelope(400, first ?? ERRORS.validation, details));
    }
    const status = err.statusCode ?? 500;
    const bodyError = BODY_ERRORS[err.code];
    if (bodyError && status < 500) return reply.status(status).send(envelope(status, bodyError));
    if (isDatabaseAbort(err)) {
      app.fatal(err);
      return reply.status(503).send(envelope(503, ERRORS.internal));
    }
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send(envelope(500, ERRORS.internal));
    }
    if (status === 429) {
      return reply.status(429).send(envelope(429, ERRORS.rateLimited));
    }
    const message = status === 403 ? ERRORS.forbidden : status === 404 ? ERRORS.notFound : err.message;
    return reply.status(status).send(envelope(status, message || ERRORS.other));
  });
}
