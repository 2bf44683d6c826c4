import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { TErrorBody, TErrorCode } from '#core/contracts/errors.ts';
import { classifyDbError } from '../db/pg-errors.ts';

const STATUS_BY_CODE: Record<TErrorCode, ContentfulStatusCode> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PAYMENT_REQUIRED: 402,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
};

export type TErrorDetail = { path: string; messageKey: string };

/** The one error type the server throws on purpose. `messageKey` is looked up in the web's catalogues. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: TErrorCode;
  readonly messageKey: string;
  readonly details: TErrorDetail[] | undefined;
  /** Sent as Retry-After with the error (429 from a service that counts attempts itself). */
  retryAfterSeconds: number | undefined;

  constructor(code: TErrorCode, messageKey: string, message?: string, details?: TErrorDetail[]) {
    super(message ?? messageKey);
    this.code = code;
    this.messageKey = messageKey;
    this.details = details;
    this.retryAfterSeconds = undefined;
  }

  get status(): ContentfulStatusCode {
    return STATUS_BY_CODE[this.code];
  }
}

/** 429 RATE_LIMITED that tells the client how long to wait (Retry-After). */
export function rateLimitedError(retryAfterSeconds: number): AppError {
  const error = new AppError('RATE_LIMITED', 'errors.rateLimited', 'Too many attempts; try again later');
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

export function statusForCode(code: TErrorCode): ContentfulStatusCode {
  return STATUS_BY_CODE[code];
}

export function errorBody(error: AppError, requestId: string | undefined): TErrorBody {
  return {
    error: {
      code: error.code,
      messageKey: error.messageKey,
      message: error.message,
      ...(requestId ? { requestId } : {}),
      ...(error.details ? { details: error.details } : {}),
    },
  };
}

/** Seconds a client is asked to wait while the database is unreachable (it reconnects by itself). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** 503 UNAVAILABLE with Retry-After: the database cannot be reached right now, or it rolled back a transaction to let another through (F1). */
export function unavailableError(): AppError {
  const error = new AppError(
    'UNAVAILABLE',
    'errors.unavailable',
    'The service is briefly unavailable; try again in a moment',
  );
  error.retryAfterSeconds = UNAVAILABLE_RETRY_AFTER_SECONDS;
  return error;
}

/**
 * The one place where any thrown thing becomes an AppError (then a status and a JSON body): a client's
 * mistake is never a 500, nor is an unreachable database (F1, F3).
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 400) return new AppError('VALIDATION', 'errors.validation.malformed', error.message);
    if (error.status === 413)
      return new AppError('PAYLOAD_TOO_LARGE', 'errors.payloadTooLarge', error.message);
    if (error.status === 404) return new AppError('NOT_FOUND', 'errors.notFound', error.message);
    if (error.status === 415) return new AppError('VALIDATION', 'errors.validation.malformed', error.message);
  }
  switch (classifyDbError(error)) {
    case 'invalidData':
      return new AppError('VALIDATION', 'errors.validation.invalid', 'A value could not be stored');
    case 'conflict':
      return new AppError('CONFLICT', 'errors.conflict', 'The change conflicts with data stored meanwhile');
    case 'unavailable':
      return unavailableError();
    default:
      return new AppError('INTERNAL', 'errors.internal', 'Something went wrong on our side');
  }
}
