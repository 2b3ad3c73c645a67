"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ErrorFilter = exports.errorDialects = exports.LOGGER = void 0;
const common_1 = require("@nestjs/common");
const node_http_1 = require("node:http");
const api_error_1 = require("./api-error");
exports.LOGGER = Symbol('LOGGER');
/** Errors from other layers (fastify parsers, body limits) keyed by their fastify code. */
const FASTIFY_CODES = {
    FST_ERR_CTP_INVALID_JSON_BODY: 'errors.bad_json',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.bad_json',
    FST_ERR_CTP_BODY_TOO_LARGE: 'errors.payload_too_large',
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.unsupported_media_type',
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors.bad_request',
};
/**
 * Formatters for path prefixes that speak another error dialect (the embedded auth API speaks
 * GoTrue's). The first matching prefix formats the error instead of the product shape.
 */
exports.errorDialects = [];
/** The one global filter: every error leaves as `{ statusCode, error, message, code }`. */
let ErrorFilter = class ErrorFilter {
    logger;
    constructor(logger) {
        this.logger = logger;
    }
    catch(exception, host) {
        const ctx = host.switchToHttp();
        const reply = ctx.getResponse();
        const request = ctx.getRequest();
        const body = this.toBody(exception, request);
        if (body.statusCode >= 500)
            request.log?.error({ err: exception }, 'request failed');
        const dialect = exports.errorDialects.find((d) => request.url.startsWith(d.prefix));
        reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8');
        reply.send(dialect ? dialect.format(body.statusCode, body) : body);
    }
    toBody(exception, request) {
        if (exception instanceof common_1.HttpException) {
            const status = exception.getStatus();
            const res = exception.getResponse();
            const obj = typeof res === 'object' && res ? res : { message: res };
            const notFoundRoute = status === 404 && typeof obj.message === 'string' && obj.message.startsWith('Cannot ');
            // Nest wraps Fastify's own 4xx errors (bad JSON, body too large) in an HttpException; keep their code.
            const causeCode = exception.cause?.code;
            const fastifyCode = typeof causeCode === 'string' ? FASTIFY_CODES[causeCode] : undefined;
            return {
                ...obj,
                statusCode: status,
                error: node_http_1.STATUS_CODES[status] ?? 'Error',
                message: notFoundRoute ? `Not found: ${request.method} ${request.url.split('?')[0]}` : (obj.message ?? node_http_1.STATUS_CODES[status]),
                code: typeof obj.code === 'string' ? obj.code : (fastifyCode ?? api_error_1.DEFAULT_CODES[status] ?? `errors.http_${status}`),
            };
        }
        const err = exception;
        if (typeof err?.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
            const status = err.statusCode;
            return {
                statusCode: status,
                error: node_http_1.STATUS_CODES[status] ?? 'Error',
                message: err.message ?? node_http_1.STATUS_CODES[status] ?? 'Error',
                code: (err.code && FASTIFY_CODES[err.code]) ?? api_error_1.DEFAULT_CODES[status] ?? `errors.http_${status}`,
            };
        }
        return {
            statusCode: common_1.HttpStatus.INTERNAL_SERVER_ERROR,
            error: 'Internal Server Error',
            message: 'Internal Server Error',
            code: 'errors.internal',
        };
    }
};
exports.ErrorFilter = ErrorFilter;
exports.ErrorFilter = ErrorFilter = __decorate([
    (0, common_1.Catch)(),
    __param(0, (0, common_1.Inject)(exports.LOGGER)),
    __metadata("design:paramtypes", [Object])
], ErrorFilter);
//# sourceMappingURL=error.filter.js.map