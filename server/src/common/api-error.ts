import { HttpException, HttpStatus } from '@nestjs/common';

/** The one error shape of the product API. `code` is a stable machine key. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string | string[];
  code: string;
}

export const DEFAULT_CODES: Record<number, string> = {
  400: 'errors.bad_request',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.not_found',
  405: 'errors.method_not_allowed',
  409: 'errors.conflict',
  413: 'errors.payload_too_large',
  415: 'errors.unsupported_media_type',
  422: 'errors.unprocessable',
  429: 'errors.too_many_requests',
  500: 'errors.internal',
  503: 'errors.unavailable',
};

/** A refusal that tells when to try again: the error filter sends `retryAfterSeconds` as Retry-After. */
export interface RetryAfter {
  retryAfterSeconds: number;
}

export function retryAfterOf(exception: unknown): number | undefined {
  const seconds = (exception as Partial<RetryAfter> | null)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
}

/** Throw this from services: `throw new ApiError(404, 'errors.event_not_found', 'Event not found')`. */
export class ApiError extends HttpException {
  constructor(status: HttpStatus | number, code: string, message: string, details?: Record<string, unknown>) {
    super({ statusCode: status, code, message, ...details }, status);
  }
}

/** 404 with the resource's own code (`errors.article_not_found`). */
export const notFound = (code: string, what: string) => new ApiError(404, code, `${what} not found`);
