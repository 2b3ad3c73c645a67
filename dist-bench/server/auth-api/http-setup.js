"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.API_VERSION = exports.AUTH_PREFIX = void 0;
exports.wantsCurrentErrors = wantsCurrentErrors;
exports.installAuthHttp = installAuthHttp;
const error_filter_1 = require("../common/error.filter");
const gotrue_error_1 = require("./gotrue-error");
exports.AUTH_PREFIX = '/auth/v1';
exports.API_VERSION = '2024-01-01';
const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOW_HEADERS = 'authorization, apikey, content-type, x-client-info, x-supabase-api-version, accept, x-client-ip, x-jwt-aud, x-use-cookie';
const EXPOSE_HEADERS = 'X-Supabase-Api-Version, X-Total-Count, Link';
const isAuthPath = (url) => url === exports.AUTH_PREFIX || url.startsWith(`${exports.AUTH_PREFIX}/`) || url.startsWith(`${exports.AUTH_PREFIX}?`);
/** A request version header naming a valid date on or after 2024-01-01 selects the current error format. */
function wantsCurrentErrors(request) {
    const raw = request.headers['x-supabase-api-version'];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (!value || !/^2\d{3}-\d{2}-\d{2}$/.test(value.trim()))
        return false;
    const date = new Date(`${value.trim()}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.getTime() >= Date.parse(`${exports.API_VERSION}T00:00:00Z`);
}
function onRequest(request, reply, done) {
    if (!isAuthPath(request.url))
        return done();
    const origin = request.headers.origin;
    if (origin) {
        reply.header('access-control-allow-origin', origin);
        reply.header('access-control-allow-credentials', 'true');
        reply.header('access-control-expose-headers', EXPOSE_HEADERS);
        reply.header('vary', 'Origin');
    }
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        reply.header('access-control-allow-methods', ALLOW_METHODS);
        reply.header('access-control-allow-headers', ALLOW_HEADERS);
        reply.header('access-control-max-age', '300');
        reply.code(204).send();
        return;
    }
    const length = request.headers['content-length'];
    if (request.headers['transfer-encoding'] === undefined && (length === undefined || length === '0'))
        delete request.headers['content-type'];
    done();
}
function onSend(request, reply, payload, done) {
    if (reply.statusCode < 400 || !isAuthPath(request.url) || typeof payload !== 'string')
        return done(null, payload);
    let body;
    try {
        body = JSON.parse(payload);
    }
    catch {
        return done(null, payload);
    }
    if (typeof body.error_code === 'string')
        reply.header('x-sb-error-code', body.error_code);
    if (wantsCurrentErrors(request)) {
        reply.header('x-supabase-api-version', exports.API_VERSION);
        return done(null, payload);
    }
    const legacy = { code: reply.statusCode, error_code: body.error_code ?? body.code, msg: body.msg ?? body.message };
    if (body.weak_password)
        legacy.weak_password = body.weak_password;
    if (reply.statusCode >= 500)
        legacy.error_id = request.id;
    done(null, JSON.stringify(legacy));
}
const installed = new WeakSet();
/** Installs the hooks on this app's Fastify instance and the error dialect for the prefix. */
function installAuthHttp(fastify) {
    if (!error_filter_1.errorDialects.some((d) => d.prefix === exports.AUTH_PREFIX))
        error_filter_1.errorDialects.push({ prefix: exports.AUTH_PREFIX, format: gotrue_error_1.formatGoTrueError });
    if (installed.has(fastify))
        return;
    installed.add(fastify);
    fastify.addHook('onRequest', onRequest);
    fastify.addHook('onSend', onSend);
}
//# sourceMappingURL=http-setup.js.map