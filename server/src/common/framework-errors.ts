// Refusals that Fastify or Node's HTTP parser make before a request reaches Nest (bad URL encoding,
// over-long path parameters, control characters in headers, 431, malformed request lines). They
// leave in the same error shape as everything else (`{ statusCode, error, message, code }`) with an
// `x-request-id`, never with Fastify's own `FST_ERR_*` codes, and are logged at `warn`.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { ApiErrorBody } from './api-error';
import { COMMON_ERRORS } from './common-errors';

const FRAMEWORK_CODES: Record<string, [number, string, string]> = {
  FST_ERR_BAD_URL: [400, COMMON_ERRORS.bad_url, 'The URL is not correctly encoded'],
  FST_ERR_MAX_PARAM_LENGTH: [404, COMMON_ERRORS.not_found, 'Not found: a path parameter is too long'],
  FST_ERR_ASYNC_CONSTRAINT: [400, COMMON_ERRORS.bad_request, 'Bad request'],
};

function shape(status: number, code: string, message: string): ApiErrorBody {
  return { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message, code };
}

/** Fastify's `frameworkErrors` option: router-level refusals through the reply, so hooks add their headers. */
export function frameworkErrors(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  const [status, code, message] = FRAMEWORK_CODES[error.code ?? ''] ?? [400, COMMON_ERRORS.bad_request, 'Bad request'];
  request.log.warn({ code: error.code, url: request.url }, 'request refused by the router');
  void reply
    .status(status)
    .header('x-request-id', request.id)
    .header('content-type', 'application/json; charset=utf-8')
    .send(shape(status, code, message));
}

/**
 * Fastify's `clientErrorHandler`: Node refused the bytes before any request object exists.
 *
 * A request timeout gets a second look one turn of the event loop later. Node starts a new
 * connection's headers clock when it accepts the connection, and checks it in the loop's timers
 * phase, before the poll phase reads what arrived meanwhile: when the process was busy for longer
 * than HTTP_HEADERS_TIMEOUT between the accept and the read, a request whose bytes all sat in the
 * socket would be answered 408. If the whole request has arrived by then, it is served; a request
 * still incomplete (a slow or stalled client) is answered 408 as before.
 */
export function clientErrorHandler(logger: Logger, server: () => Server) {
  return (err: Error & { code?: string }, socket: Socket): void => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    if (err.code !== 'ERR_HTTP_REQUEST_TIMEOUT') return refuse(logger, err, socket);
    // Only for this turn of the loop, the server's requests are watched for one from this socket:
    // nothing is recorded for the requests that never time out.
    let arrived: IncomingMessage | undefined;
    const watch = (request: IncomingMessage) => {
      if (request.socket === socket) arrived = request;
    };
    server().on('request', watch);
    setImmediate(() => {
      server().off('request', watch);
      if (arrived?.complete) return;
      if (!socket.destroyed) refuse(logger, err, socket);
    });
  };
}

function refuse(logger: Logger, err: Error & { code?: string }, socket: Socket): void {
  const [status, code, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, COMMON_ERRORS.headers_too_large, 'The request headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, COMMON_ERRORS.request_timeout, 'The request took too long']
        : [400, COMMON_ERRORS.bad_request, 'Malformed HTTP request'];
  const id = randomUUID();
  logger.warn({ reqId: id, code: err.code, remoteAddress: socket.remoteAddress }, 'malformed HTTP request refused');
  if (socket.writable) {
    const body = JSON.stringify(shape(status, code, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${id}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
