// One pino logger for the process: JSON lines, request ids, secrets redacted.
import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.apikey',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.access_token',
  '*.refresh_token',
  '*.token',
  '*.secret',
];

/** Query parameters that carry one-time credentials (e-mail links of the auth API: /auth/v1/verify?token=…). */
const SECRET_QUERY = /([?&](?:token|token_hash|code|access_token|refresh_token)=)[^&#]*/gi;

/** A URL with its one-time credentials replaced. */
export const redactQuery = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/** Fastify's request serializer, with one-time credentials in the URL replaced. */
function serializeRequest(req: {
  method?: string;
  url?: string;
  hostname?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: req.url && redactQuery(req.url),
    host: req.host ?? req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'ev-klub' },
      serializers: { req: serializeRequest },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/** Routes Nest's own log lines into the pino logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
