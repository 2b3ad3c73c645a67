// Helpers of the member-area and staff browser specs (member-*.e2e-spec.ts, staff-*.e2e-spec.ts,
// guards.e2e-spec.ts). Every account is real and made the way the product makes them: the auth
// admin API (service-role key) creates a confirmed account, GET /api/me creates its profile, the
// onboarding API answers onboarding with a valid VIN, and the demo staff account grants permissions
// through the staff API. Mail is read from the MailDev capture the global setup starts.
import { randomBytes, randomInt } from 'node:crypto';
import zlib from 'node:zlib';
import { createClient } from '@supabase/supabase-js';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { serviceRoleKey } from '../../server/src/auth-api/crypto/keys';
import type { Config } from '../../server/src/config/config';
import { DEMO_OWNER, DEMO_STAFF } from '../../server/src/database/seed/accounts';
import { withCheckDigit } from '../../server/src/database/seed/vin';
import { accessToken, hydrated, publicConfig, RAW_MESSAGE_KEY, signInBrowser } from './public-support';

export { axeViolations, hydrated, watchConsole } from './public-support';
export { totp } from '../support/totp';

export const PASSWORD = 'Elektromobil-2026!';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser suite with \`npm run test:web\``);
  return value;
}

export const baseUrl = () => env('EVKLUB_WEB_URL');

/** A unique e-mail address for one test. */
export function uniqueEmail(prefix = 'clen'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

// ── VINs ────────────────────────────────────────────────────────────────────────────────────────

// Each VIN a run makes is new: onboarding refuses a VIN another member has (errors.vin_owned_by_other). A run makes
// about 190, and as six random digits (900,000 values) two of them were the same in about one run in fifty (the
// birthday bound), which then failed. Now the serial's first digit is the process's own (each Playwright worker has
// its TEST_PARALLEL_INDEX; the global setup has none), and each process counts up from a random start.
const lane = process.env.TEST_PARALLEL_INDEX === undefined ? 1 : 2 + Number(process.env.TEST_PARALLEL_INDEX);
let serial = randomInt(0, 100_000);

/** A real-format Tesla VIN (Fremont, 2019) with a correct check digit; `line` is the model letter (3, S, X, Y). */
export function teslaVin(line: '3' | 'S' | 'X' | 'Y' = '3'): string {
  serial = (serial + 1) % 100_000;
  return withCheckDigit(`5YJ${line}E1EA0KF${lane}${String(serial).padStart(5, '0')}`);
}

// ── mail ────────────────────────────────────────────────────────────────────────────────────────

interface MailDevEmail {
  id: string;
  subject?: string;
  text?: string;
  to?: { address: string }[];
  date?: string;
}

/** The newest mail to `to` whose subject matches, waiting up to 15 s for it. */
export async function mailTo(to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(new URL('email', env('EVKLUB_MAIL_URL')));
    const mails = (await response.json()) as MailDevEmail[];
    const found = mails
      .filter((m) => m.to?.some((a) => a.address.toLowerCase() === to.toLowerCase()) && subject.test(m.subject ?? ''))
      .pop();
    if (found) return { subject: found.subject ?? '', text: found.text ?? '' };
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The /auth/v1/verify link of a mail. */
export function verifyLink(mail: { text: string }): string {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error('the mail has no verify link');
  return link;
}

// ── accounts ────────────────────────────────────────────────────────────────────────────────────

export interface Member {
  id: string;
  email: string;
  password: string;
  token: string;
}

export interface MemberOptions {
  onboarded?: boolean;
  /** Model line of the onboarded car (3, S, X, Y); default 3. */
  line?: '3' | 'S' | 'X' | 'Y';
  permissions?: { users?: 'full'; events?: 'full'; content?: 'full'; finance?: 'full' };
  /** An owner of the club (made so by the demo owner). */
  owner?: boolean;
  verified?: boolean;
  profile?: Record<string, string>;
}

const MODEL_OF_LINE = { '3': 'Model 3', S: 'Model S', X: 'Model X', Y: 'Model Y' } as const;

export async function api(
  request: APIRequestContext,
  method: 'get' | 'put' | 'patch' | 'post' | 'delete',
  path: string,
  token: string,
  data?: unknown,
) {
  const response = await request[method](path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.status() === 204 ? null : ((await response.json()) as { v: unknown });
}

/** A signed-in token of the demo staff account (users, events, content = full; not an owner). */
export const staffToken = (request: APIRequestContext) => accessToken(request, DEMO_STAFF.email, DEMO_STAFF.password);

/** A signed-in token of the demo owner, who alone changes permissions (docs/product-rules.md §6). */
export const ownerToken = (request: APIRequestContext) => accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);

export async function createMember(request: APIRequestContext, options: MemberOptions = {}): Promise<Member> {
  const config = await publicConfig(request);
  const admin = createClient(config.supabaseUrl, serviceRoleKey({ JWT_SECRET: env('EVKLUB_JWT_SECRET') } as Config), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const email = uniqueEmail();
  const created = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (created.error || !created.data.user) throw created.error ?? new Error('no user');
  const token = await accessToken(request, email, PASSWORD);
  await api(request, 'get', '/api/me', token);
  const member: Member = { id: created.data.user.id, email, password: PASSWORD, token };

  if (options.profile) await api(request, 'patch', '/api/profile', token, options.profile);
  if (options.onboarded ?? true) {
    const line = options.line ?? '3';
    await api(request, 'put', '/api/onboarding', token, {
      tesla_account_email: email,
      tesla_account_full_name: 'Testovací Člen',
      vin: teslaVin(line),
      model: MODEL_OF_LINE[line],
      variant: 'Long Range',
      color: line === 'Y' ? 'Ultra Red' : 'Solid Black',
      owned_since: '2024-01-15',
    });
  }
  if (options.permissions || options.owner || options.verified !== undefined) {
    // Only an owner changes permissions; the demo owner does it as the console would.
    await api(request, 'patch', `/api/admin/users/${member.id}`, await ownerToken(request), {
      ...(options.permissions ? { permissions: options.permissions } : {}),
      ...(options.owner ? { is_owner: true } : {}),
      ...(options.verified !== undefined ? { is_verified: options.verified } : {}),
    });
  }
  return member;
}

/** Puts the member's session cookies (as @supabase/ssr writes them) into the browser context. */
export async function signIn(
  context: BrowserContext,
  request: APIRequestContext,
  member: Pick<Member, 'email' | 'password'>,
): Promise<void> {
  await signInBrowser(context, request, baseUrl(), member.email, member.password);
}

/** Fills in and submits the sign-in form of the page open in `page` (once it is hydrated). */
export async function signInOnPage(page: Page, email: string, password: string): Promise<void> {
  await hydrated(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo').fill(password);
  await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click();
}

/** An event created and published by the demo staff account, starting in `days` days. */
export async function createEvent(
  request: APIRequestContext,
  fields: { title?: string; capacity?: number | null; days?: number } = {},
): Promise<{ id: string; slug: string; title: string }> {
  const start = new Date(Date.now() + (fields.days ?? 20) * 86_400_000);
  const title = fields.title ?? `Testovacie stretnutie ${randomBytes(3).toString('hex')}`;
  const body = await api(request, 'post', '/api/admin/events', await staffToken(request), {
    title,
    description: 'Stretnutie členov na skúšku.',
    body: 'Program stretnutia.',
    date_start: start.toISOString(),
    location: 'Bratislava',
    capacity: fields.capacity ?? null,
    published_at: new Date(Date.now() - 60_000).toISOString(),
  });
  const event = body!.v as { id: string; slug: string; title: string };
  return event;
}

export async function registerForEvent(request: APIRequestContext, member: Member, slug: string): Promise<void> {
  await api(request, 'post', `/api/events/${slug}/registration`, member.token);
}

/** GET through the product API as a member. */
export async function apiGet<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  return (await api(request, 'get', path, token)) as T;
}

/** The stored path cookie of the browser context (docs/product-rules.md §2 guards), or null. */
export async function storedPath(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'evklub-redirect-to');
  return cookie?.value ? decodeURIComponent(cookie.value) : null;
}

/** Waits until a page of the member area has loaded its data (no "Načítava sa…" left). */
export async function loaded(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Načítava sa' })).toHaveCount(0);
  // A key shown as itself means its part of the catalogue was not loaded (lib/i18n-member.ts).
  await expect(page.locator('body')).not.toContainText(RAW_MESSAGE_KEY);
}

/** A valid 2×2 PNG (signature, IHDR, IDAT, IEND), built here so the test needs no fixture file. */
export function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const rows = Buffer.from([0, 217, 4, 41, 217, 4, 41, 0, 217, 4, 41, 217, 4, 41]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
