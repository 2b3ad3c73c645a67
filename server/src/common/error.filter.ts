import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Inject, Optional } from '@nestjs/common';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Logger } from 'pino';
import { ApiErrorBody, DEFAULT_CODES, retryAfterOf } from './api-error';
import { isDatabaseUnavailable } from '../database/prisma-errors';
import { LOGGER } from './logger.module';
import { noteFailure } from './access-log';
import { COMMON_ERRORS, httpStatusCode } from './common-errors';

/** The last line of a database error's message (Prisma's first lines quote the calling code). */
const databaseReason = (exception: unknown) =>
  `database unavailable: ${String((exception as Error)?.message ?? '')
    .split('\n')
    .pop()}`;

/** Retry-After of a 503 while the database is away (seconds). */
export const RETRY_AFTER_SECONDS = 5;

/** Errors from other layers (fastify parsers, body limits) keyed by their fastify code. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: COMMON_ERRORS.bad_json,
  FST_ERR_CTP_EMPTY_JSON_BODY: COMMON_ERRORS.bad_json,
  FST_ERR_CTP_BODY_TOO_LARGE: COMMON_ERRORS.payload_too_large,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: COMMON_ERRORS.unsupported_media_type,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: COMMON_ERRORS.bad_request,
};

/**
 * A path prefix that speaks another error dialect: the embedded auth API speaks GoTrue's and
 * provides one under ERROR_DIALECT; errors under its prefix are formatted by it instead of the
 * product shape.
 */
export interface ErrorDialect {
  prefix: string;
  format: (status: number, body: ApiErrorBody) => unknown;
}

export const ERROR_DIALECT = Symbol('ERROR_DIALECT');

/** The one global filter: every error leaves as `{ statusCode, error, message, code }`. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() @Inject(ERROR_DIALECT) private readonly dialect?: ErrorDialect,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const { body, headers } = this.refusal(exception, request, request.log);
    if (body.code === COMMON_ERRORS.unavailable) noteFailure(request, databaseReason(exception));
    reply.headers(headers);
    const dialect = this.dialect && request.url.startsWith(this.dialect.prefix) ? this.dialect : undefined;
    reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8');
    reply.send(dialect ? dialect.format(body.statusCode, body) : body);
  }

  /**
   * The error's body and the headers that go with it. The database's absence is expected (503 with
   * Retry-After) and told by the request's one access line (common/access-log.ts); any other 5xx
   * is a fault, logged with its stack.
   */
  refusal(
    exception: unknown,
    request: Pick<FastifyRequest, 'method' | 'url'>,
    log: FastifyBaseLogger | undefined,
  ): { body: ApiErrorBody; headers: Record<string, string> } {
    const body = this.toBody(exception, request);
    const headers: Record<string, string> = {};
    const retryAfter = retryAfterOf(exception);
    if (body.code === COMMON_ERRORS.unavailable) headers['retry-after'] = String(RETRY_AFTER_SECONDS);
    else if (retryAfter !== undefined) headers['retry-after'] = String(retryAfter);
    else if (body.statusCode >= 500) log?.error({ err: exception }, 'request failed');
    return { body, headers };
  }

  toBody(exception: unknown, request: Pick<FastifyRequest, 'method' | 'url'>): ApiErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const res = exception.getResponse();
      const obj = typeof res === 'object' && res ? (res as Record<string, unknown>) : { message: res };
      const notFoundRoute = status === 404 && typeof obj.message === 'string' && obj.message.startsWith('Cannot ');
      // Nest wraps Fastify's own 4xx errors (bad JSON, body too large) in an HttpException; keep their code.
      const causeCode = (exception.cause as { code?: unknown } | undefined)?.code;
      const fastifyCode = typeof causeCode === 'string' ? FASTIFY_CODES[causeCode] : undefined;
      return {
        ...obj,
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        message: notFoundRoute
          ? `Not found: ${request.method} ${request.url.split('?')[0]}`
          : ((obj.message as string) ?? STATUS_CODES[status]),
        code:
          typeof obj.code === 'string' ? obj.code : (fastifyCode ?? DEFAULT_CODES[status] ?? httpStatusCode(status)),
      };
    }
    const err = exception as { statusCode?: number; code?: string; message?: string };
    if (typeof err?.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      const status = err.statusCode;
      return {
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        message: err.message ?? STATUS_CODES[status] ?? 'Error',
        code: (err.code && FASTIFY_CODES[err.code]) ?? DEFAULT_CODES[status] ?? httpStatusCode(status),
      };
    }
    if (isDatabaseUnavailable(exception)) {
      return {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        error: 'Service Unavailable',
        message: 'The service is temporarily unavailable, try again shortly',
        code: COMMON_ERRORS.unavailable,
      };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
      code: COMMON_ERRORS.internal,
    };
  }
}
