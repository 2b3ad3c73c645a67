// Builds the NestJS application on Fastify with everything global: logging with request ids,
// the error filter, validation, CORS, the OpenAPI document. It neither listens nor
// touches the database, so tests and the OpenAPI emitter use it as it is.
import type { Server } from 'node:http';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import { randomUUID } from 'node:crypto';
import { AppModule, AppOptions } from './app.module';
import type { TrustProxy } from './config/config';
import { NestPinoLogger } from './common/logger';
import { requestLogger } from './common/request-logger';
import { globalPipes } from './common/validation.pipe';
import { setSiteOrigin } from './common/markdown';
import { registerBodyParser } from './common/body-parser';
import { clientErrorHandler, frameworkErrors } from './common/framework-errors';
import { MultipartOnlyWhereDeclared } from './common/multipart-only.interceptor';
import { setupOpenApi } from './common/openapi';
import { installSecurityHeaders } from './common/security-headers';
import { installAccessLog } from './common/access-log';
import { MetricsService } from './metrics/metrics.service';
import { limitOpenBodies } from './common/open-bodies';
import { answerUnknownMethods } from './common/method-not-allowed';
import { isAdminPath, isReservedPath } from './domain/site-paths';

export const BODY_LIMIT = 1024 * 1024;

/**
 * TRUST_PROXY for Fastify: a hop count n believes the socket and the n - 1 nearest entries of
 * X-Forwarded-For, so the client address is the n-th entry from the right (Fastify's own number
 * option trusts nothing); a hop count is right only when the server is reachable solely through
 * those proxies, otherwise list their addresses. Never `true` (every entry, the client's own included).
 */
function trustProxyOption(value: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export async function createApp(options: AppOptions): Promise<NestFastifyApplication> {
  const { config, logger } = options;
  setSiteOrigin(config.PUBLIC_URL);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    requestIdHeader: 'x-request-id',
    // One line per request instead of Fastify's two (common/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    childLoggerFactory: requestLogger,
    // No Express-style middleware here (guards, interceptors and Fastify hooks do that work), so Nest
    // does not put @fastify/middie's hook in front of every request.
    skipMiddie: true,
    forceCloseConnections: 'idle',
    // Held-open requests (docs/security.md §3): Node answers 408 past these, checking every second.
    requestTimeout: config.HTTP_REQUEST_TIMEOUT * 1000,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT * 1000,
      requestTimeout: config.HTTP_REQUEST_TIMEOUT * 1000,
      connectionsCheckingInterval: 1000,
    },
    // Slugs may be 120 characters (domain/slug.ts); fastify's default refuses params over 100 as an unknown route.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler: clientErrorHandler(logger, (): Server => adapter.getInstance().server),
  });
  // Before any route is put on Fastify, so every route's methods are known (common/method-not-allowed.ts).
  // The web client's catch-all serves pages, the console and static files, not the API's paths.
  answerUnknownMethods(
    adapter.getInstance(),
    (path) => !isReservedPath(path) || isAdminPath(path) || path.startsWith('/assets/'),
  );
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options), adapter, {
    logger: new NestPinoLogger(logger),
    bufferLogs: false,
    // Nest's JSON and form parsers are off: common/body-parser.ts is the only body parser.
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  const metrics = app.get(MetricsService);
  installAccessLog(fastify, (sample) => metrics.observe(sample));
  installSecurityHeaders(fastify, config);
  limitOpenBodies(fastify, config.HTTP_OPEN_BODIES_PER_CLIENT);
  registerBodyParser(fastify, BODY_LIMIT);
  app.useGlobalPipes(...globalPipes());
  app.useGlobalInterceptors(new MultipartOnlyWhereDeclared(app.get(Reflector)));
  setupOpenApi(app);
  // The web client's routes are put on Fastify by SsrModule when the app starts (ssr/site-routes.ts).
  await app.init();
  return app;
}
