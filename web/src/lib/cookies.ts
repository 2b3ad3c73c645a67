// Cookies as the server sees them (the request's Cookie header) and as the browser sets them.
// One parser for both sides, so the server render and the hydrated page read the same values.

export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue; // the first (most specific path) wins, as in browsers
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

export interface CookieOptions {
  maxAgeDays: number;
  path?: string;
}

export function serializeCookie(name: string, value: string, { maxAgeDays, path = '/' }: CookieOptions): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeDays * 86400)}; Path=${path}; SameSite=Lax`;
}

export function readBrowserCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : parseCookies(document.cookie).get(name);
}

export function writeBrowserCookie(name: string, value: string, options: CookieOptions): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = serializeCookie(name, value, options) + secure;
}
