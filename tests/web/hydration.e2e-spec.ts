// Hydration is clean: the public pages run with React's DEVELOPMENT build, which reports every
// hydration mismatch (text, attributes, ids) on the console where the production build recovers
// silently. The islands entry is built once in development mode into a temporary folder, and the
// browser is given it (and its chunks) in place of the production entry the server's page names;
// everything else (the HTML, the API) is the built server's. Any console error or warning fails.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { createEvent, createMember, signIn } from './member-support';
import { firstOf, hydrated, watchConsole } from './public-support';

const ROOT = path.resolve(__dirname, '..', '..');
let devDir = '';
let devEntry = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  devDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-dev-web-'));
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      'web/vite.config.mts',
      '--mode',
      'development',
      '--outDir',
      devDir,
      '--emptyOutDir',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: 'pipe',
    },
  );
  const manifest = JSON.parse(fs.readFileSync(path.join(devDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  devEntry = path.join(devDir, manifest['islands.html'].file);
});

test.afterAll(() => fs.rmSync(devDir, { recursive: true, force: true }));

/** Serves the development build's islands entry and chunks in place of the production ones. */
async function useDevelopmentReact(page: Page): Promise<void> {
  await page.route(/\/assets\/[^/?]+\.js(\?.*)?$/, async (route) => {
    const name = new URL(route.request().url()).pathname.slice('/assets/'.length);
    const file = /^islands-/.test(name) ? devEntry : path.join(devDir, 'assets', name);
    if (fs.existsSync(file)) return route.fulfill({ path: file, contentType: 'text/javascript' });
    return route.continue();
  });
}

async function publicPages(request: Parameters<typeof firstOf>[0]): Promise<string[]> {
  const article = (await firstOf<{ slug: string }>(request, '/api/articles?per_page=1')).slug;
  const album = (await firstOf<{ slug: string }>(request, '/api/gallery')).slug;
  const guide = (await firstOf<{ slug: string }>(request, '/api/guide?per_page=1')).slug;
  const event = await createEvent(request, { title: `Hydratácia ${Date.now()}` });
  return [
    '/',
    '/o-nas',
    '/pripojit-sa',
    '/clanky',
    `/clanok/${article}`,
    '/udalosti',
    `/udalost/${event.slug}`,
    '/galeria',
    `/galeria?album=${album}`,
    '/poradna',
    `/poradna/${guide}`,
    '/faq',
    '/kontakt',
    '/ochrana-osobnych-udajov',
  ];
}

for (const role of ['guest', 'member'] as const) {
  test(`every public page hydrates without a warning under React's development build (${role})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext();
    if (role === 'member') await signIn(context, request, await createMember(request));
    const page = await context.newPage();
    await useDevelopmentReact(page);
    const development: string[] = [];
    page.on('console', (message) => /React DevTools/.test(message.text()) && development.push(message.text()));
    const problems = watchConsole(page);
    for (const target of await publicPages(request)) {
      await page.goto(target);
      await hydrated(page);
      if (role === 'member')
        await expect(
          page.getByRole('navigation', { name: 'Hlavná navigácia' }).getByRole('link', { name: 'Môj účet' }),
        ).toBeVisible();
      // Effects and late renders (the viewer's navbar, StrictMode's second pass) report too.
      await page.waitForTimeout(200);
      expect({ target, problems }).toEqual({ target, problems: [] });
    }
    // The development build ran (it greets the developer once per page); the production build says nothing.
    expect(development.length).toBeGreaterThan(0);
    await context.close();
  });
}
