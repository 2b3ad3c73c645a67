// Shared helpers of the public-website browser specs (public-*.e2e-spec.ts): watching the console
// and the network, waiting for hydration, reading the page's runtime config, and signing in with
// supabase-js the way the browser does (@supabase/ssr cookies), against the built server.
import AxeBuilder from '@axe-core/playwright';
import { source as axeSource, type AxeResults } from 'axe-core';
import { createServerClient } from '@supabase/ssr';
import { createClient } from '@supabase/supabase-js';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** Console errors and warnings (React reports hydration mismatches there) and uncaught errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Every request the page makes, as absolute URLs. */
export function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Requests that leave the site (anything not on `origin`, data: and blob: URLs aside). */
export const thirdParty = (urls: string[], origin: string) =>
  urls.filter(
    (url) => !url.startsWith(origin + '/') && url !== origin && !url.startsWith('data:') && !url.startsWith('blob:'),
  );

/** A catalogue key shown as itself (its part of lib/i18n was not loaded, or it does not exist). */
export const RAW_MESSAGE_KEY = /\b(member|pages|errors|labels|nav|footer)\.[a-z_]+(\.[a-z_]+)?\b/;

export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('body')).not.toContainText(RAW_MESSAGE_KEY);
}

/**
 * axe-core run in a page without frames. @axe-core/playwright would evaluate axe's 580 kB source
 * again on every call and finish each run in a fresh blank tab (which it needs only to merge the
 * results of frames); here the source is evaluated once per document, so the screens a test
 * reaches by the console's own navigation share it, and axe.run checks the same rules in place.
 */
async function axeInPage(page: Page): Promise<AxeResults> {
  const has = () => typeof (window as { axe?: unknown }).axe === 'object';
  if (!(await page.evaluate(has))) await page.evaluate(axeSource);
  return page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe.run(document),
  );
}

/** axe-core rule violations of the page as it is now, as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A colour still fading (a button enabled a moment ago) is measured where it ends, not half-way.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = page.frames().length > 1 ? await new AxeBuilder({ page }).analyze() : await axeInPage(page);
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export interface PublicConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** The runtime config the server embeds in every page (where supabase-js signs in, with which key). */
export async function publicConfig(request: APIRequestContext): Promise<PublicConfig> {
  const html = await (await request.get('/')).text();
  const json = /<script id="app-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('the home page has no bootstrap data');
  return JSON.parse(json).config as PublicConfig;
}

/**
 * Signs in with e-mail and password exactly as the web client does (supabase-js through
 * @supabase/ssr) and puts the session cookies it writes into the browser context.
 */
export async function signInBrowser(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password: string,
): Promise<void> {
  const config = await publicConfig(request);
  const jar = new Map<string, string>();
  const supabase = createServerClient(config.supabaseUrl, config.supabaseAnonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => (value ? jar.set(name, value) : jar.delete(name))),
    },
  });
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  expect(jar.size).toBeGreaterThan(0);
  await context.addCookies([...jar].map(([name, value]) => ({ name, value, url: baseURL })));
}

/** An access token of a demo account, for arranging data through the staff API. */
export async function accessToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const config = await publicConfig(request);
  const supabase = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session.access_token;
}

/** The first item of a public list endpoint (e.g. a real article slug for the detail page). */
export async function firstOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { v: T[] };
  expect(body.v.length).toBeGreaterThan(0);
  return body.v[0];
}

/** The page's sideways overflow in pixels, and the element that sticks out furthest. */
export async function overflow(page: Page): Promise<{ by: number; widest: string }> {
  return page.evaluate(() => {
    const by = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    let widest = '';
    let right = document.documentElement.clientWidth;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect().right;
      if (r > right) {
        right = r;
        // the element and its two nearest ancestors: a class-less element is named by its place
        const name = (e: Element | null) =>
          e ? `${e.tagName.toLowerCase()}.${typeof e.className === 'string' ? e.className : ''}`.slice(0, 60) : '';
        widest = [el.parentElement?.parentElement ?? null, el.parentElement, el].map(name).filter(Boolean).join(' > ');
      }
    }
    return { by, widest };
  });
}
