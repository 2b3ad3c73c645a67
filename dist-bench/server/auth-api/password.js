"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_PASSWORD_BYTES = void 0;
exports.hashPassword = hashPassword;
exports.checkPassword = checkPassword;
exports.weakPassword = weakPassword;
exports.assertAcceptablePassword = assertAcceptablePassword;
// Password hashing and policy (auth-api.md §4.4). Hashes are bcrypt in GoTrue's `$2a$` spelling:
// for passwords under 255 bytes $2a$ and $2b$ compute the same hash, and GoTrue (Go's bcrypt)
// writes $2a$, so accounts can move between this server and Supabase in either direction.
const bcryptjs_1 = __importDefault(require("bcryptjs"));
const gotrue_error_1 = require("./gotrue-error");
exports.MAX_PASSWORD_BYTES = 72;
async function hashPassword(password, cost) {
    const hash = await bcryptjs_1.default.hash(password, await bcryptjs_1.default.genSalt(cost));
    return hash.replace(/^\$2b\$/, '$2a$');
}
/** Hashes to compare against when the user does not exist, so both paths cost one bcrypt run. */
const dummyHashes = new Map();
function dummyHash(cost) {
    let hash = dummyHashes.get(cost);
    if (!hash)
        dummyHashes.set(cost, (hash = hashPassword('no such account', cost)));
    return hash;
}
/** Whether the password matches; without a stored hash it still spends the time of a check. */
async function checkPassword(password, hash, cost = 10) {
    if (!hash) {
        await bcryptjs_1.default.compare(password, await dummyHash(cost));
        return false;
    }
    return bcryptjs_1.default.compare(password, hash.replace(/^\$2y\$/, '$2a$')).catch(() => false);
}
/** What the current policy finds wrong with a password, or null when it passes. */
function weakPassword(password, config) {
    const reasons = [];
    const messages = [];
    const min = config.AUTH_PASSWORD_MIN_LENGTH;
    if ([...password].length < min) {
        reasons.push('length');
        messages.push(`Password should be at least ${min} characters.`);
    }
    const sets = (config.AUTH_PASSWORD_REQUIRED_CHARACTERS ?? '').split(':').filter(Boolean);
    if (sets.length && !sets.every((set) => [...password].some((c) => set.includes(c)))) {
        reasons.push('characters');
        messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
    }
    return reasons.length ? { message: messages.join(' '), reasons } : null;
}
/** Rejects a new password that is too long (400) or below policy (422 weak_password). */
function assertAcceptablePassword(password, config) {
    if (Buffer.byteLength(password, 'utf8') > exports.MAX_PASSWORD_BYTES)
        throw (0, gotrue_error_1.validationFailed)(`Password cannot be longer than ${exports.MAX_PASSWORD_BYTES} characters`);
    const weak = weakPassword(password, config);
    if (weak)
        throw new gotrue_error_1.GoTrueError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
}
//# sourceMappingURL=password.js.map