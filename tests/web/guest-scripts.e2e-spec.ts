// The JavaScript a guest downloads: every script a public page loads until the network is idle
// (the islands entry, React's runtime and the page's islands, web/src/lib/island.tsx), each fetched
// again and gzip-compressed at level 9 (the build's .gz copies), summed. The home page, an article,
// /udalosti and /galeria must stay within the budget; the other public pages are reported.
// The auth client (supabase-js) and the query layer load only on the sign-in screens and in the
// member area. The sign-in page, the member area, a member's public pages and the staff console are
// measured and reported (annotations), not held to the budget.
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { createMember, signIn } from './member-support';
import { firstOf, hydrated } from './public-support';

/** kB of gzip JavaScript a guest's public page may load (docs/performance.md §2). */
const GUEST_BUDGET_KB = 80;

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
  test.info().annotations.push({ type: 'initial JavaScript', description: `${what}: ${scripts.kB} kB gzip in ${scripts.files.length} files` });

test.describe('initial JavaScript of a guest', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const target of ['/', 'an article', '/udalosti', '/galeria']) {
    test(`${target} loads at most ${GUEST_BUDGET_KB} kB of gzip JavaScript until the network is idle, without the auth client and the query layer`, async ({ page, request }) => {
      const path = target === 'an article' ? `/clanok/${(await firstOf<{ slug: string }>(request, '/api/articles?per_page=1')).slug}` : target;
      const scripts = await scriptsUntilIdle(page, path);
      await hydrated(page);
      report(path, scripts);
      expect(scripts.files.filter((file) => /\/assets\/(module|query|queryClient|query-client|member-api)-/.test(file))).toEqual([]);
      expect(scripts.kB).toBeLessThanOrEqual(GUEST_BUDGET_KB);
    });
  }
});

test.describe('initial JavaScript where the auth client is needed (reported, not enforced)', () => {
  test('the other public pages, the sign-in page, a member page and its public pages, the staff console', async ({ page, context, request }) => {
    test.setTimeout(180_000);
    for (const path of ['/clanky', '/o-nas', '/pripojit-sa', '/poradna', '/faq', '/kontakt', '/ochrana-osobnych-udajov']) {
      report(`${path} (guest)`, await scriptsUntilIdle(await page.context().newPage(), path));
    }
    const signInPage = await scriptsUntilIdle(page, '/prihlasenie');
    report('/prihlasenie (guest)', signInPage);
    expect(signInPage.files.some((file) => /\/assets\/module-/.test(file)), 'the sign-in page loads the auth client').toBe(true);

    await signIn(context, request, await createMember(request));
    const memberPage = await page.context().newPage();
    report('/uzivatel/dashboard (member)', await scriptsUntilIdle(memberPage, '/uzivatel/dashboard'));
    const article = (await firstOf<{ slug: string }>(request, '/api/articles?per_page=1')).slug;
    for (const path of ['/', `/clanok/${article}`, '/udalosti', '/galeria']) {
      const publicPage = await page.context().newPage();
      report(`${path} (member: session cookie present)`, await scriptsUntilIdle(publicPage, path));
    }
    const consolePage = await page.context().newPage();
    report('/admin (console sign-in)', await scriptsUntilIdle(consolePage, '/admin'));
  });
});

test.describe('styles a guest downloads', () => {
  /** The stylesheets a page carries inline (web-bundle.ts inlines the template's stylesheets). */
  const inlineStyle = async (request: APIRequestContext, path: string) => [...(await (await request.get(path)).text()).matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');

  test("a guest's public page carries the site's styles without the member area's; the sign-in screens carry both", async ({ request }) => {
    const article = (await firstOf<{ slug: string }>(request, '/api/articles?per_page=1')).slug;
    for (const path of ['/', `/clanok/${article}`, '/udalosti', '/galeria']) {
      const css = await inlineStyle(request, path);
      expect(css.includes('.card-grid'), `${path} carries the site's styles`).toBe(true);
      expect(css.includes('.member-nav'), `${path} carries the member area's styles`).toBe(false);
    }
    const signInPage = await inlineStyle(request, '/prihlasenie');
    expect(signInPage.includes('.card-grid') && signInPage.includes('.member-nav'), "the sign-in page carries the site's and the member area's styles").toBe(true);
  });
});
