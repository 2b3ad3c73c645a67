// Each request's logger (Fastify's `request.log`, bound to its request id), made when the request
// first writes a line. Making a pino child serialises its bindings through the redaction of
// common/logger.ts; most requests (a page-cache hit, whose access line is `debug`) write nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilent, Logger } from 'pino';

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

class RequestLogger implements FastifyBaseLogger {
  private made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): Logger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): LevelWithSilent | string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: LevelWithSilent | string) {
    this.logger.level = level;
  }

  private write(method: Method, args: unknown[]): void {
    if (method !== 'silent' && !(this.made ?? this.parent).isLevelEnabled(method)) return;
    (this.logger[method] as (...line: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(...args: unknown[]): void {
    this.write('silent', args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory` for the app's pino logger (common/logger.ts createLogger); a route's
 * own log level (Fastify's `logLevel`) makes the child at once.
 */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined) return parent.child(bindings, options);
  return new RequestLogger(parent as Logger, bindings, options);
}
