// Every public route of docs/product-rules.md §2 arrives from the server as a complete page (title, canonical link,
// Open Graph, main content — checked with JavaScript disabled), hydrates without console errors or
// data requests, makes no request to another site, and has no axe-core violations in the light and
// the dark theme. Content comes from the demo seed, read through the public API.
import { expect, test, type APIRequestContext } from './fixtures';
import { axeViolations, firstOf, hydrated, thirdParty, watchConsole, watchRequests } from './public-support';

test.describe.configure({ mode: 'parallel' });

interface PageCase {
  path: string;
  /** The page title without " | EV Klub"; null = the site name alone. */
  title: string | null;
  heading: string;
  /** Text the main landmark must contain. */
  text: string;
  /** Pages that must not be indexed have no canonical link. */
  noindex?: boolean;
  /** The route hides the main navigation bar and footer. */
  bare?: boolean;
  /** Where the canonical link points when not at the path itself. */
  canonical?: string;
  /** A page that forces a colour mode whatever the visitor chose. */
  forcedTheme?: 'light' | 'dark';
  /** A button the page must offer (by accessible name). */
  button?: string;
}

interface Named {
  title: string;
  slug: string;
}

/** The first sentence-ish of a sanitised HTML body, to find it on the page. */
function firstText(html: string): string {
  const paragraph = /<p>(.*?)<\/p>/s.exec(html)?.[1] ?? '';
  const text = paragraph
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
  return text.slice(0, 40);
}

async function contentPage(request: APIRequestContext, slug: string): Promise<PageCase> {
  const page = (await (await request.get(`/api/pages/${slug}`)).json()).v as { title: string; body_html: string };
  return { path: `/${slug}`, title: page.title, heading: page.title, text: firstText(page.body_html) };
}

const cases: Record<string, (request: APIRequestContext) => Promise<PageCase>> = {
  home: async (request) => {
    const event = await firstOf<Named>(request, '/api/events?when=upcoming&per_page=1');
    return { path: '/', title: null, heading: 'Komunita majiteľov elektromobilov na Slovensku', text: event.title };
  },
  'about us': (request) => contentPage(request, 'o-nas'),
  'article list': async (request) => {
    const article = await firstOf<Named>(request, '/api/articles?per_page=1');
    return { path: '/clanky', title: 'Články', heading: 'Články', text: article.title };
  },
  'article detail': async (request) => {
    const article = await firstOf<Named & { description: string }>(request, '/api/articles?per_page=1');
    return { path: `/clanok/${article.slug}`, title: article.title, heading: article.title, text: article.description };
  },
  contact: async (request) => ({ ...(await contentPage(request, 'kontakt')), path: '/kontakt', text: 'Napíšte nám' }),
  'event list': async (request) => {
    const event = await firstOf<Named>(request, '/api/events?when=upcoming&per_page=1');
    return { path: '/udalosti', title: 'Udalosti', heading: 'Udalosti', text: event.title };
  },
  'event detail': async (request) => {
    const event = await firstOf<Named>(request, '/api/events?when=upcoming&per_page=1');
    return {
      path: `/udalost/${event.slug}`,
      title: event.title,
      heading: event.title,
      text: 'Pridať do kalendára (.ics)',
    };
  },
  faq: async (request) => {
    const entry = await firstOf<{ question: string }>(request, '/api/faq');
    return { path: '/faq', title: 'Časté otázky', heading: 'Časté otázky', text: entry.question };
  },
  gallery: async (request) => {
    const album = await firstOf<Named>(request, '/api/gallery');
    return { path: '/galeria', title: 'Galéria', heading: 'Galéria', text: album.title, forcedTheme: 'dark' };
  },
  'gallery album': async (request) => {
    const album = await firstOf<Named>(request, '/api/gallery');
    const detail = (await (await request.get(`/api/gallery/${album.slug}`)).json()).v as { photos: { alt: string }[] };
    return {
      path: `/galeria?album=${album.slug}`,
      title: `${album.title} – Galéria`,
      heading: 'Galéria',
      text: album.title,
      button: `Zväčšiť fotografiu: ${detail.photos[0].alt}`,
      canonical: '/galeria',
      forcedTheme: 'dark',
    };
  },
  guide: async (request) => {
    const entry = await firstOf<Named>(request, '/api/guide');
    return { path: '/poradna', title: 'Poradňa', heading: 'Poradňa', text: entry.title };
  },
  'guide entry': async (request) => {
    const entry = await firstOf<Named & { body_html?: string }>(request, '/api/guide');
    const detail = (await (await request.get(`/api/guide/${entry.slug}`)).json()).v as { body_html: string };
    return {
      path: `/poradna/${entry.slug}`,
      title: entry.title,
      heading: entry.title,
      text: firstText(detail.body_html),
    };
  },
  'join us': (request) => contentPage(request, 'pripojit-sa'),
  'privacy policy': (request) => contentPage(request, 'ochrana-osobnych-udajov'),
  'content page (catch-all)': (request) => contentPage(request, 'stanovy'),
  login: async () => ({ path: '/prihlasenie', title: 'Prihlásenie', heading: 'Prihlásenie', text: 'Heslo' }),
  'create new password': async () => ({
    path: '/vytvorit-nove-heslo',
    title: 'Vytvoriť nové heslo',
    heading: 'Vytvoriť nové heslo',
    text: 'Zadajte nové heslo k svojmu účtu.',
    noindex: true,
    bare: true,
  }),
};

for (const [name, resolve] of Object.entries(cases)) {
  test.describe(`${name}`, () => {
    test('arrives from the server complete (JavaScript disabled)', async ({ browser, request, baseURL }) => {
      const expected = await resolve(request);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(expected.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
      await expect(page).toHaveTitle(expected.title ? `${expected.title} | EV Klub` : 'EV Klub');
      await expect(page.getByRole('heading', { level: 1, name: expected.heading })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(expected.text);
      if (expected.button)
        await expect(page.getByRole('main').getByRole('button', { name: expected.button })).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
      if (expected.noindex) {
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      } else {
        const canonical = `${baseURL}${expected.canonical ?? expected.path}`;
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
        await expect(page.locator('link[rel="alternate"][hreflang="sk-SK"]')).toHaveAttribute('href', canonical);
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
      }
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', expected.title ?? 'EV Klub');
      await expect(page.getByRole('navigation', { name: 'Hlavná navigácia' })).toHaveCount(expected.bare ? 0 : 1);
      // Pages without the main bar and footer keep their landmarks (a slim banner and footer).
      for (const role of ['banner', 'main', 'contentinfo'] as const) await expect(page.getByRole(role)).toHaveCount(1);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Články' })).toHaveCount(
        expected.bare ? 0 : 1,
      );
      await context.close();
    });

    test('hydrates cleanly, stays on this site and has no axe violations in either theme', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const expected = await resolve(request);
      const problems = watchConsole(page);
      const requests = watchRequests(page);
      await page.goto(expected.path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: expected.heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', expected.forcedTheme ?? 'light');
      expect(await axeViolations(page)).toEqual([]);

      // The other theme: chosen by the visitor, or (on a page that forces one) the opposite choice.
      const other = expected.forcedTheme === 'dark' ? 'light' : 'dark';
      await context.addCookies([{ name: 'color-mode', value: other, url: baseURL! }]);
      await page.reload();
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', expected.forcedTheme ?? 'dark');
      expect(await axeViolations(page)).toEqual([]);

      expect(problems).toEqual([]);
      // Hydration reuses the data in the page: no API call (photos under /api/media are images, not
      // calls), and nothing from another site.
      expect(requests.filter((url) => /^\/api\/(?!media\/)/.test(new URL(url).pathname))).toEqual([]);
      expect(thirdParty(requests, baseURL!)).toEqual([]);
    });
  });
}

test.describe('unknown paths', () => {
  for (const path of [
    '/toto-neexistuje',
    '/clanok/neexistujuci-clanok',
    '/udalost/NEPLATNY_slug',
    '/clanky?strana=999',
    '/a/b/c',
  ]) {
    test(`${path} is the 404 page from the server`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Stránka sa nenašla | EV Klub');
      await expect(
        page.getByText(`Stránka sa nenašla: ${decodeURIComponent(new URL(path, 'http://x').pathname)}`),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await context.close();
    });
  }

  test('the 404 page has no axe violations in the dark theme', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'color-mode', value: 'dark', url: baseURL! }]);
    await page.goto('/toto-neexistuje');
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('/sitemap.xml and the locale cookie', () => {
  test('the sitemap lists the public screens and the published articles and events', async ({ request, baseURL }) => {
    const article = await firstOf<Named>(request, '/api/articles?per_page=1');
    const event = await firstOf<Named>(request, '/api/events?when=upcoming&per_page=1');
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    for (const path of [
      '/',
      '/o-nas',
      '/clanky',
      '/udalosti',
      '/faq',
      '/galeria',
      '/poradna',
      '/pripojit-sa',
      '/kontakt',
      '/ochrana-osobnych-udajov',
      `/clanok/${article.slug}`,
      `/udalost/${event.slug}`,
    ]) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
  });

  test('the browser keeps i18n-locale=sk for 365 days on path / (docs/product-rules.md §9); page answers set no cookie', async ({
    page,
    context,
    baseURL,
  }) => {
    // Plain fetch: no cookie jar. The page is shared by every visitor (page cache, caches in front).
    for (let i = 0; i < 2; i++) expect((await fetch(`${baseURL}/faq`)).headers.get('set-cookie')).toBeNull();
    await page.goto('/faq');
    await hydrated(page);
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n-locale');
    expect(cookie).toEqual(expect.objectContaining({ value: 'sk', path: '/', sameSite: 'Lax' }));
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364.99);
    expect(days).toBeLessThanOrEqual(365);
    // Kept: another page does not write it again (its expiry stays where it was).
    await page.goto('/clanky');
    await hydrated(page);
    expect((await context.cookies()).find((c) => c.name === 'i18n-locale')?.expires).toBe(cookie!.expires);
  });
});
