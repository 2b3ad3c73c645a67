// The locale cookie (i18n-locale=sk, kept 365 days, path /: web/src/config/site.ts), written by the
// browser when it is missing. Page answers never set it: one rendered page answers every visitor
// from the page cache, and a response with Set-Cookie could not be shared by caches in front.
import { site } from '../config/site';
import { readBrowserCookie, writeBrowserCookie } from './cookies';

export function rememberLocale(): void {
  const { name, value, maxAgeDays, path } = site.localeCookie;
  if (readBrowserCookie(name) !== value) writeBrowserCookie(name, value, { maxAgeDays, path });
}
