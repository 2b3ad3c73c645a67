"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createInjectFetch = createInjectFetch;
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'];
function createInjectFetch(fastify, page) {
    return async (request) => {
        const url = new URL(request.url);
        const headers = {};
        request.headers.forEach((value, name) => (headers[name] = value));
        for (const name of FORWARDED_HEADERS) {
            const value = page.headers[name];
            if (typeof value === 'string' && headers[name] === undefined)
                headers[name] = value;
        }
        headers['x-request-id'] = page.id; // one id across the page and its API calls in the log
        const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
        const res = await fastify.inject({
            method: request.method,
            url: url.pathname + url.search,
            headers,
            payload,
            remoteAddress: page.ip,
        });
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
            if (value === undefined)
                continue;
            for (const v of Array.isArray(value) ? value : [value])
                responseHeaders.append(name, String(v));
        }
        const nullBody = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD';
        return new Response(nullBody ? null : res.rawPayload, { status: res.statusCode, headers: responseHeaders });
    };
}
//# sourceMappingURL=inject-fetch.js.map