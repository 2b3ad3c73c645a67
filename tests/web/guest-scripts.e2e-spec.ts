// The JavaScript a guest downloads: every script a page loads until the network is idle (the islands
// entry, React's runtime and the page's islands, web/src/lib/island.tsx), each fetched again and
// gzip-compressed at level 9 (the build's .gz copies), summed. Every page of the site outside the
// member area (web/src/app/site-pages.ts, and an unknown address) is held to a budget: a public page
// to the guest budget, without the auth client (supabase-js) and the query layer; a sign-in screen
// (the React app with the auth client) to the sign-in budget. The member area, a member's public
// pages and the staff console's sign-in are held to budgets of their own.
import { gzipSync } from 'node:zlib';
import { isAppPageFile, sitePages } from '../../web/src/app/site-pages';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { createMember, signIn } from './member-support';
import { firstOf, hydrated } from './public-support';

/** kB of gzip JavaScript a guest's public page may load (docs/performance.md §2). */
const GUEST_BUDGET_KB = 80;
/** kB of gzip JavaScript a sign-in screen may load (docs/performance.md §2). */
const SIGN_IN_BUDGET_KB = 140;
/** kB a member's first page (the dashboard, with the React app, the query layer and the offline copy) may load. */
const MEMBER_BUDGET_KB = 230;
/** kB a member's public page may load (the guest's, and the session's confirmation on the page). */
const MEMBER_PUBLIC_BUDGET_KB = 82;
/** kB the staff console's sign-in (react-admin's bundle) may load. */
const CONSOLE_BUDGET_KB = 390;

type Slugged = { slug: string };
/** An address of each site page (by route id); a page added to site-pages.ts without one fails the test. */
const addressOf: Record<string, (request: APIRequestContext) => Promise<string> | string> = {
  index: () => '/',
  'about-us': () => '/o-nas',
  'join-us': () => '/pripojit-sa',
  'privacy-policy': () => '/ochrana-osobnych-udajov',
  articles: () => '/clanky',
  article: async (request) => `/clanok/${(await firstOf<Slugged>(request, '/api/articles?per_page=1')).slug}`,
  events: () => '/udalosti',
  event: async (request) => `/udalost/${(await firstOf<Slugged>(request, '/api/events?per_page=1')).slug}`,
  faq: () => '/faq',
  gallery: () => '/galeria',
  guide: () => '/poradna',
  'guide-entry': async (request) => `/poradna/${(await firstOf<Slugged>(request, '/api/guide?per_page=1')).slug}`,
  contact: () => '/kontakt',
  unsubscribe: () => '/odhlasit-odber?token=neplatny',
  login: () => '/prihlasenie',
  'create-new-password': () => '/vytvorit-nove-heslo',
  'sign-up': () => '/registracia',
  'owner-setup': () => '/nastavenie/neplatny-odkaz',
};

interface Scripts {
  files: string[];
  kB: number;
}

/** Opens `path` and sums the gzip size of every script requested until the network is idle. */
async function scriptsUntilIdle(page: Page, path: string): Promise<Scripts> {
  const urls = new Set<string>();
  page.on('request', (request) => request.resourceType() === 'script' && urls.add(request.url()));
  await page.goto(path, { waitUntil: 'networkidle' });
  let bytes = 0;
  for (const url of urls) {
    const response = await page.request.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status(), url).toBe(200);
    bytes += gzipSync(await response.body(), { level: 9 }).length;
  }
  return { files: [...urls].map((url) => new URL(url).pathname), kB: Math.round(bytes / 102.4) / 10 };
}

const report = (what: string, scripts: Scripts) =>
  test.info().annotations.push({
    type: 'initial JavaScript',
    description: `${what}: ${scripts.kB} kB gzip in ${scripts.files.length} files`,
  });

test('every site page outside the member area has an address to measure', () => {
  expect(sitePages.map((p) => p.id).filter((id) => !addressOf[id])).toEqual([]);
});

test.describe('initial JavaScript of a guest', () => {
  test.describe.configure({ mode: 'parallel' });

  const pages = [...sitePages.filter((p) => addressOf[p.id]), { id: 'not-found', path: '*', file: 'not-found' }];
  for (const { id, file } of pages) {
    const signInScreen = isAppPageFile(file);
    const budget = signInScreen ? SIGN_IN_BUDGET_KB : GUEST_BUDGET_KB;
    test(`${id}: at most ${budget} kB of gzip JavaScript until the network is idle${signInScreen ? '' : ', without the auth client and the query layer'}`, async ({
      page,
      request,
    }) => {
      const path = id === 'not-found' ? '/neexistujuca-stranka' : await addressOf[id](request);
      const scripts = await scriptsUntilIdle(page, path);
      await hydrated(page);
      report(path, scripts);
      if (!signInScreen)
        expect(
          scripts.files.filter((file) => /\/assets\/(module|query|queryClient|query-client|member-api)-/.test(file)),
        ).toEqual([]);
      expect(scripts.kB, scripts.files.join(' ')).toBeLessThanOrEqual(budget);
    });
  }
});

test.describe('initial JavaScript of members and staff', () => {
  test(`a member's dashboard within ${MEMBER_BUDGET_KB} kB, their public pages within ${MEMBER_PUBLIC_BUDGET_KB} kB, the console's sign-in within ${CONSOLE_BUDGET_KB} kB`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await signIn(context, request, await createMember(request));
    const memberPage = await page.context().newPage();
    const member = await scriptsUntilIdle(memberPage, '/uzivatel/dashboard');
    report('/uzivatel/dashboard (member)', member);
    expect(member.kB, member.files.join(' ')).toBeLessThanOrEqual(MEMBER_BUDGET_KB);
    const article = (await firstOf<{ slug: string }>(request, '/api/articles?per_page=1')).slug;
    for (const path of ['/', `/clanok/${article}`, '/udalosti', '/galeria']) {
      const publicPage = await page.context().newPage();
      const scripts = await scriptsUntilIdle(publicPage, path);
      report(`${path} (member: session cookie present)`, scripts);
      expect(scripts.kB, `${path}: ${scripts.files.join(' ')}`).toBeLessThanOrEqual(MEMBER_PUBLIC_BUDGET_KB);
    }
    const consolePage = await page.context().newPage();
    const console = await scriptsUntilIdle(consolePage, '/admin');
    report('/admin (console sign-in)', console);
    expect(console.kB, console.files.join(' ')).toBeLessThanOrEqual(CONSOLE_BUDGET_KB);
  });
});

test.describe('styles a guest downloads', () => {
  /** The stylesheets a page carries inline (web-bundle.ts inlines the template's stylesheets). */
  const inlineStyle = async (request: APIRequestContext, path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');

  test("a guest's public page carries the site's styles without the member area's; the sign-in screens carry both", async ({
    request,
  }) => {
    const article = (await firstOf<{ slug: string }>(request, '/api/articles?per_page=1')).slug;
    for (const path of ['/', `/clanok/${article}`, '/udalosti', '/galeria']) {
      const css = await inlineStyle(request, path);
      expect(css.includes('.card-grid'), `${path} carries the site's styles`).toBe(true);
      expect(css.includes('.member-nav'), `${path} carries the member area's styles`).toBe(false);
    }
    const signInPage = await inlineStyle(request, '/prihlasenie');
    expect(
      signInPage.includes('.card-grid') && signInPage.includes('.member-nav'),
      "the sign-in page carries the site's and the member area's styles",
    ).toBe(true);
  });
});
