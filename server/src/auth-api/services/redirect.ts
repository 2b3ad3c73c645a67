// Where e-mail links may send the browser (docs/auth-api.md §0.3): only to this site (PUBLIC_URL's
// origin; any port when the site runs on localhost/loopback) or to an AUTH_REDIRECT_ALLOW_LIST glob.
// Anything else falls back to the default page, so a link can never be turned into an open redirect.
import type { Config } from '../../config/config';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Turns a glob (`*` = within one host label or path segment, `**` = anything) into a RegExp. */
function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (c === '*') out += '[^./?#]*';
    else out += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

export function isAllowedRedirect(candidate: string, config: Config): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const site = new URL(config.PUBLIC_URL);
  if (url.origin === site.origin) return true;
  if (LOOPBACK.has(site.hostname) && LOOPBACK.has(url.hostname)) return true;
  const globs = (config.AUTH_REDIRECT_ALLOW_LIST ?? '')
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);
  return globs.some((g) => globToRegExp(g).test(candidate));
}

/** The validated redirect, else `fallback` (a path on the site). */
export function resolveRedirect(candidate: string | undefined, config: Config, fallback = '/'): string {
  if (candidate && isAllowedRedirect(candidate, config)) return candidate;
  return `${config.PUBLIC_URL}${fallback}`;
}

/** The page a password-reset link lands on by default. */
export const RECOVERY_PAGE = '/vytvorit-nove-heslo';

/** Appends parameters to the query (`?`) or the fragment (`#`) of a URL, keeping what is there. */
export function withParams(target: string, params: Record<string, string>, where: 'query' | 'fragment'): string {
  const url = new URL(target);
  if (where === 'query') {
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  }
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  for (const [k, v] of Object.entries(params)) fragment.set(k, v);
  url.hash = fragment.toString();
  return url.toString();
}
