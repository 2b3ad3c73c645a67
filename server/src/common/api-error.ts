import { HttpException, HttpStatus } from '@nestjs/common';
import { COMMON_ERRORS } from './common-errors';

/** The one error shape of the product API. `code` is a stable machine key. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string | string[];
  code: string;
}

export const DEFAULT_CODES: Record<number, string> = {
  400: COMMON_ERRORS.bad_request,
  401: COMMON_ERRORS.unauthorized,
  403: COMMON_ERRORS.forbidden,
  404: COMMON_ERRORS.not_found,
  405: COMMON_ERRORS.method_not_allowed,
  409: COMMON_ERRORS.conflict,
  413: COMMON_ERRORS.payload_too_large,
  415: COMMON_ERRORS.unsupported_media_type,
  422: COMMON_ERRORS.unprocessable,
  429: COMMON_ERRORS.too_many_requests,
  500: COMMON_ERRORS.internal,
  503: COMMON_ERRORS.unavailable,
};

/** A refusal that tells when to try again: the error filter sends `retryAfterSeconds` as Retry-After. */
export interface RetryAfter {
  retryAfterSeconds: number;
}

export function retryAfterOf(exception: unknown): number | undefined {
  const seconds = (exception as Partial<RetryAfter> | null)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
}

/**
 * Throw this from services, with a code from a list (`*-errors.ts`): `throw new ApiError(404,
 * EVENTS_ERRORS.event_not_found, 'Event not found')`.
 */
export class ApiError extends HttpException {
  constructor(status: HttpStatus | number, code: string, message: string, details?: Record<string, unknown>) {
    super({ statusCode: status, code, message, ...details }, status);
  }
}

/** 404 with the resource's own code (ARTICLES_ERRORS.article_not_found). */
export const notFound = (code: string, what: string) => new ApiError(404, code, `${what} not found`);
