"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.NestPinoLogger = exports.REDACTED_PATHS = void 0;
exports.createLogger = createLogger;
const pino_1 = __importDefault(require("pino"));
exports.REDACTED_PATHS = [
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
/** Fastify's request serializer, with one-time credentials in the URL replaced. */
function serializeRequest(req) {
    return {
        method: req.method,
        url: req.url?.replace(SECRET_QUERY, '$1[redacted]'),
        host: req.host ?? req.hostname,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
    };
}
function createLogger(level, destination) {
    return (0, pino_1.default)({
        level,
        base: { service: 'ev-klub' },
        serializers: { req: serializeRequest },
        redact: { paths: exports.REDACTED_PATHS, censor: '[redacted]' },
        timestamp: pino_1.default.stdTimeFunctions.isoTime,
    }, destination);
}
/** Routes Nest's own log lines into the pino logger. */
class NestPinoLogger {
    logger;
    constructor(logger) {
        this.logger = logger;
    }
    log(message, context) {
        this.logger.debug({ context }, String(message));
    }
    error(message, trace, context) {
        this.logger.error({ context, trace }, String(message));
    }
    warn(message, context) {
        this.logger.warn({ context }, String(message));
    }
    debug(message, context) {
        this.logger.debug({ context }, String(message));
    }
    verbose(message, context) {
        this.logger.trace({ context }, String(message));
    }
}
exports.NestPinoLogger = NestPinoLogger;
//# sourceMappingURL=logger.js.map