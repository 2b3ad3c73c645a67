// Full-page screenshots of the public pages for a before/after look comparison (docs/architecture.md §3):
// at 1280 and 390 px, light and dark, as a guest and as a member. Runs only when SHOTS_DIR names the
// folder to write to (`SHOTS_DIR=/tmp/shots/after npm run test:web -- tests/web/screenshots.e2e-spec.ts`);
// the suite skips it, as it asserts nothing but that each page answers.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { createMember, signIn } from './member-support';
import { firstOf } from './public-support';

const dir = process.env.SHOTS_DIR;

test.describe('screenshots of the public pages', () => {
  test.skip(!dir, 'SHOTS_DIR is not set');
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });

  for (const role of ['guest', 'member'] as const) {
    test(`as a ${role}`, async ({ browser, request }) => {
      const article = (await firstOf<{ slug: string }>(request, '/api/articles?per_page=1')).slug;
      const event = (await firstOf<{ slug: string }>(request, '/api/events?per_page=1')).slug;
      const pages = ['/', '/o-nas', '/pripojit-sa', '/clanky', `/clanok/${article}`, '/udalosti', `/udalost/${event}`, '/galeria', '/poradna', '/faq', '/kontakt'];
      fs.mkdirSync(dir!, { recursive: true });
      for (const scheme of ['light', 'dark'] as const) {
        for (const width of [1280, 390]) {
          const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, reducedMotion: 'reduce' });
          if (role === 'member') await signIn(context, request, await createMember(request));
          const page = await context.newPage();
          for (const target of pages) {
            const response = await page.goto(target, { waitUntil: 'networkidle' });
            expect(response?.status(), target).toBe(200);
            await page.evaluate(() => document.fonts.ready);
            const name = `${role}-${scheme}-${width}-${target === '/' ? 'home' : target.slice(1).split('/')[0]}.png`;
            await page.screenshot({ path: path.join(dir!, name), fullPage: true, animations: 'disabled' });
          }
          await context.close();
        }
      }
    });
  }
});
