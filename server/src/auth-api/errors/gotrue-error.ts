// Errors of the embedded auth API in GoTrue's wire format (docs/auth-api.md §2). Services throw
// GoTrueError; the global ErrorFilter hands everything under /auth/v1 to `formatGoTrueError`
// (provided as ERROR_DIALECT by the auth API module), and the onSend hook in http/http-setup.ts echoes the API version
// header or rewrites the body to GoTrue's legacy shape when the client did not ask for the 2024 format.
import { HttpException } from '@nestjs/common';
import type { ApiErrorBody } from '../../common/api-error';
import type { ErrorCode } from './error-codes';

export class GoTrueError extends HttpException {
  /** Sent as Retry-After (common/api-error.ts RetryAfter). */
  retryAfterSeconds?: number;

  constructor(
    status: number,
    readonly code: ErrorCode,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    super({ code, message, ...extra }, status);
  }
}

export const validationFailed = (message: string, status = 400) =>
  new GoTrueError(status, 'validation_failed', message);
export const badJson = (detail?: string) =>
  new GoTrueError(400, 'bad_json', `Could not parse request body as JSON${detail ? `: ${detail}` : ''}`);
/**
 * 429 over_request_rate_limit; with `retryAfterSeconds` when the refusal is one of load, over in seconds
 * (rate-limit/turn-queue.ts).
 */
export function rateLimited(retryAfterSeconds?: number): GoTrueError {
  const error = new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached');
  if (retryAfterSeconds !== undefined) error.retryAfterSeconds = retryAfterSeconds;
  return error;
}
export const mailFrequency = (seconds: number) =>
  new GoTrueError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${Math.max(1, seconds)} seconds.`,
  );

/** Product-API codes (from Nest and Fastify layers) translated to GoTrue's. */
const TRANSLATED: Record<string, [ErrorCode, string?]> = {
  'errors.bad_json': ['bad_json', 'Could not parse request body as JSON'],
  'errors.payload_too_large': ['request_entity_too_large', 'Request body too large'],
  'errors.not_found': ['not_found'],
  'errors.method_not_allowed': ['method_not_allowed'],
  'errors.unsupported_media_type': ['validation_failed', 'Unsupported content type'],
  'errors.validation': ['validation_failed'],
  'errors.bad_request': ['validation_failed'],
  'errors.too_many_requests': ['over_request_rate_limit', 'Request rate limit reached'],
  'errors.internal': ['unexpected_failure', 'Unexpected failure, please check server logs for more information'],
};

/** The 2024-01-01 format plus the legacy members (harmless, and they survive a proxy hiding the header). */
export function formatGoTrueError(status: number, body: ApiErrorBody): Record<string, unknown> {
  const translated = TRANSLATED[body.code];
  const fallback: ErrorCode =
    status >= 500
      ? 'unexpected_failure'
      : status === 400
        ? 'validation_failed'
        : status === 404
          ? 'not_found'
          : 'unknown';
  const code = translated?.[0] ?? (body.code.startsWith('errors.') ? fallback : body.code);
  const message = translated?.[1] ?? (Array.isArray(body.message) ? body.message.join('; ') : body.message);
  const out: Record<string, unknown> = { code, message, error_code: code, msg: message };
  const weak = (body as unknown as Record<string, unknown>).weak_password;
  if (weak) out.weak_password = weak;
  return out;
}
