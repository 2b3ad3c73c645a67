"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.BODY_LIMIT = void 0;
exports.createApp = createApp;
// Builds the NestJS application on Fastify with everything global: logging with request ids,
// the error filter, validation, CORS, cookies, the OpenAPI document. It neither listens nor
// touches the database, so tests and the OpenAPI emitter use it as it is.
const core_1 = require("@nestjs/core");
const platform_fastify_1 = require("@nestjs/platform-fastify");
const cookie_1 = __importDefault(require("@fastify/cookie"));
const multipart_1 = __importDefault(require("@fastify/multipart"));
const node_crypto_1 = require("node:crypto");
const app_module_1 = require("./app.module");
const error_filter_1 = require("./common/error.filter");
const logger_1 = require("./common/logger");
const validation_pipe_1 = require("./common/validation.pipe");
const nul_byte_pipe_1 = require("./common/nul-byte.pipe");
const multipart_2 = require("./common/multipart");
const openapi_1 = require("./common/openapi");
const web_routes_1 = require("./ssr/web-routes");
const redirect_service_1 = require("./services/redirect.service");
exports.BODY_LIMIT = 1024 * 1024;
async function createApp(options) {
    const { config, logger } = options;
    const adapter = new platform_fastify_1.FastifyAdapter({
        loggerInstance: logger,
        bodyLimit: exports.BODY_LIMIT,
        trustProxy: config.TRUST_PROXY,
        requestIdHeader: 'x-request-id',
        genReqId: () => (0, node_crypto_1.randomUUID)(),
        forceCloseConnections: 'idle',
        // Slugs may be 120 characters (domain/slug.ts); fastify's default refuses params over 100 as an unknown route.
        routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    });
    const app = await core_1.NestFactory.create(app_module_1.AppModule.forRoot(options), adapter, {
        logger: new logger_1.NestPinoLogger(logger),
        bufferLogs: false,
    });
    const fastify = app.getHttpAdapter().getInstance();
    fastify.addHook('onSend', async (request, reply) => {
        reply.header('x-request-id', request.id);
    });
    await app.register(cookie_1.default);
    // Uploads (common/multipart.ts); each endpoint sets its own file-size limit.
    await app.register(multipart_1.default, { limits: multipart_2.MULTIPART_LIMITS });
    app.useGlobalFilters(new error_filter_1.ErrorFilter(logger));
    app.useGlobalPipes(new nul_byte_pipe_1.NulBytePipe(), (0, validation_pipe_1.createValidationPipe)());
    (0, openapi_1.setupOpenApi)(app);
    const redirects = app.get(redirect_service_1.RedirectService);
    await (0, web_routes_1.registerWebRoutes)(fastify, config, { findRedirect: (path) => redirects.findRedirect(path) });
    await app.init();
    return app;
}
//# sourceMappingURL=app.js.map