"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CODE_CHALLENGE = exports.TOTP_DIGITS = exports.TOTP_PERIOD = exports.newLinkToken = exports.newEmailCode = exports.newRefreshToken = exports.hmacHex = exports.sha256Hex = void 0;
exports.safeEqual = safeEqual;
exports.base32Encode = base32Encode;
exports.base32Decode = base32Decode;
exports.totpCode = totpCode;
exports.verifyTotp = verifyTotp;
exports.verifyCodeChallenge = verifyCodeChallenge;
// Small primitives of the auth API: random tokens, hashes, base32, TOTP (RFC 6238), PKCE checks.
const node_crypto_1 = require("node:crypto");
const sha256Hex = (value) => (0, node_crypto_1.createHash)('sha256').update(value).digest('hex');
exports.sha256Hex = sha256Hex;
const hmacHex = (key, value) => (0, node_crypto_1.createHmac)('sha256', key).update(value).digest('hex');
exports.hmacHex = hmacHex;
/** Constant-time comparison of two strings. */
function safeEqual(a, b) {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && (0, node_crypto_1.timingSafeEqual)(x, y);
}
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32Encode(bytes) {
    let bits = 0;
    let value = 0;
    let out = '';
    for (const byte of bytes) {
        value = (value << 8) | byte;
        bits += 8;
        while (bits >= 5) {
            out += BASE32[(value >>> (bits - 5)) & 31];
            bits -= 5;
        }
    }
    if (bits > 0)
        out += BASE32[(value << (5 - bits)) & 31];
    return out;
}
function base32Decode(text) {
    const clean = text.replace(/=+$/, '').toUpperCase();
    let bits = 0;
    let value = 0;
    const out = [];
    for (const char of clean) {
        const index = BASE32.indexOf(char);
        if (index < 0)
            throw new Error('invalid base32');
        value = (value << 5) | index;
        bits += 5;
        if (bits >= 8) {
            out.push((value >>> (bits - 8)) & 255);
            bits -= 8;
        }
    }
    return Buffer.from(out);
}
/** An opaque refresh token: 32 characters of lower-case base32 (160 random bits). */
const newRefreshToken = () => base32Encode((0, node_crypto_1.randomBytes)(20)).toLowerCase();
exports.newRefreshToken = newRefreshToken;
/** A numeric e-mail code with leading zeros kept. */
const newEmailCode = (digits = 6) => String((0, node_crypto_1.randomInt)(0, 10 ** digits)).padStart(digits, '0');
exports.newEmailCode = newEmailCode;
/** The value an e-mail link carries (56 hex characters, as long as GoTrue's SHA-224 tokens). */
const newLinkToken = () => (0, node_crypto_1.randomBytes)(28).toString('hex');
exports.newLinkToken = newLinkToken;
exports.TOTP_PERIOD = 30;
exports.TOTP_DIGITS = 6;
function totpCode(secret, counter) {
    const message = Buffer.alloc(8);
    message.writeBigUInt64BE(BigInt(counter));
    const digest = (0, node_crypto_1.createHmac)('sha1', secret).update(message).digest();
    const offset = digest[digest.length - 1] & 0x0f;
    const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** exports.TOTP_DIGITS;
    return String(binary).padStart(exports.TOTP_DIGITS, '0');
}
/** RFC 6238 with SHA-1, 6 digits, 30 s steps and one step of tolerance either way. */
function verifyTotp(base32Secret, code, now = Date.now()) {
    if (!/^\d{6}$/.test(code))
        return false;
    const secret = base32Decode(base32Secret);
    const counter = Math.floor(now / 1000 / exports.TOTP_PERIOD);
    return [counter - 1, counter, counter + 1].some((c) => safeEqual(totpCode(secret, c), code));
}
exports.CODE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;
/** PKCE: `s256` → base64url(SHA-256(verifier)) without padding equals the challenge; `plain` → equality. */
function verifyCodeChallenge(method, challenge, verifier) {
    const computed = method.toLowerCase() === 's256' ? (0, node_crypto_1.createHash)('sha256').update(verifier).digest('base64url') : verifier;
    return safeEqual(computed, challenge);
}
//# sourceMappingURL=crypto.js.map