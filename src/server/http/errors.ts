import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { TErrorBody, TErrorCode } from '#core/contracts/errors.ts';

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
