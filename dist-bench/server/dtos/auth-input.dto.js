"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readBody = readBody;
exports.optString = optString;
exports.optBool = optBool;
exports.optObject = optObject;
exports.queryString = queryString;
exports.normalizeEmail = normalizeEmail;
exports.readPkce = readPkce;
// Request bodies of the auth API, read by hand on purpose: supabase-js sends `null` for absent
// options, unknown members (gotrue_meta_security, options) and camelCase `factorId`, so the
// product's class-validator pipe (whitelist + forbidNonWhitelisted) must not see these bodies.
// Handlers take `Record<string, unknown>`, which that pipe skips; these readers do the checking.
// A member of the wrong JSON type is what GoTrue's decoder refuses: 400 bad_json.
const gotrue_error_1 = require("../auth-api/gotrue-error");
const crypto_1 = require("../auth-api/crypto");
/** The parsed JSON body as an object: no body or `null` is `{}`, an array or a scalar is bad JSON. */
function readBody(raw) {
    if (raw === undefined || raw === null || raw === '')
        return {};
    if (typeof raw !== 'object' || Array.isArray(raw))
        throw (0, gotrue_error_1.badJson)('the body must be a JSON object');
    return raw;
}
/** An optional string member: missing, null and "" are all "not given". */
function optString(body, key) {
    const value = body[key];
    if (value === undefined || value === null || value === '')
        return undefined;
    if (typeof value !== 'string')
        throw (0, gotrue_error_1.badJson)(`${key} must be a string`);
    return value;
}
function optBool(body, key) {
    const value = body[key];
    if (value === undefined || value === null)
        return undefined;
    if (typeof value !== 'boolean')
        throw (0, gotrue_error_1.badJson)(`${key} must be a boolean`);
    return value;
}
function optObject(body, key) {
    const value = body[key];
    if (value === undefined || value === null)
        return undefined;
    if (typeof value !== 'object' || Array.isArray(value))
        throw (0, gotrue_error_1.badJson)(`${key} must be an object`);
    return value;
}
/** Query values arrive as strings (or arrays when repeated: the first one counts). */
function queryString(query, key) {
    const value = query?.[key];
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === 'string' && first !== '' ? first : undefined;
}
const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]+$/;
/** Lower-cased, trimmed and checked (GoTrue's messages). */
function normalizeEmail(raw) {
    const email = raw.trim().toLowerCase();
    if (email.length > 255 || !EMAIL.test(email))
        throw (0, gotrue_error_1.validationFailed)('Unable to validate email address: invalid format');
    return email;
}
/** PKCE parameters of signUp / recover / resend / updateUser: both or neither (null = neither). */
function readPkce(body) {
    const challenge = optString(body, 'code_challenge');
    const method = optString(body, 'code_challenge_method');
    if (!challenge && !method)
        return undefined;
    if (!challenge || !method)
        throw (0, gotrue_error_1.validationFailed)('PKCE flow requires code_challenge_method and code_challenge');
    const m = method.toLowerCase();
    if (m !== 's256' && m !== 'plain')
        throw (0, gotrue_error_1.validationFailed)(`code challenge method not supported: ${method}`);
    if (!crypto_1.CODE_CHALLENGE.test(challenge))
        throw (0, gotrue_error_1.validationFailed)('code challenge has to be between 43 and 128 characters of A-Z, a-z, 0-9, ., _, ~ and -');
    return { challenge, method: m };
}
//# sourceMappingURL=auth-input.dto.js.map