"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RECOVERY_PAGE = void 0;
exports.isAllowedRedirect = isAllowedRedirect;
exports.resolveRedirect = resolveRedirect;
exports.withParams = withParams;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** Turns a glob (`*` = within one host label or path segment, `**` = anything) into a RegExp. */
function globToRegExp(glob) {
    let out = '';
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === '*' && glob[i + 1] === '*') {
            out += '.*';
            i++;
        }
        else if (c === '*')
            out += '[^./?#]*';
        else
            out += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
    return new RegExp(`^${out}$`);
}
function isAllowedRedirect(candidate, config) {
    let url;
    try {
        url = new URL(candidate);
    }
    catch {
        return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return false;
    if (url.username || url.password)
        return false;
    const site = new URL(config.PUBLIC_URL);
    if (url.origin === site.origin)
        return true;
    if (LOOPBACK.has(site.hostname) && LOOPBACK.has(url.hostname))
        return true;
    const globs = (config.AUTH_REDIRECT_ALLOW_LIST ?? '').split(',').map((g) => g.trim()).filter(Boolean);
    return globs.some((g) => globToRegExp(g).test(candidate));
}
/** The validated redirect, else `fallback` (a path on the site). */
function resolveRedirect(candidate, config, fallback = '/') {
    if (candidate && isAllowedRedirect(candidate, config))
        return candidate;
    return `${config.PUBLIC_URL}${fallback}`;
}
/** The page a password-reset link lands on by default. */
exports.RECOVERY_PAGE = '/vytvorit-nove-heslo';
/** Appends parameters to the query (`?`) or the fragment (`#`) of a URL, keeping what is there. */
function withParams(target, params, where) {
    const url = new URL(target);
    if (where === 'query') {
        for (const [k, v] of Object.entries(params))
            url.searchParams.set(k, v);
        return url.toString();
    }
    const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
    for (const [k, v] of Object.entries(params))
        fragment.set(k, v);
    url.hash = fragment.toString();
    return url.toString();
}
//# sourceMappingURL=redirect.js.map