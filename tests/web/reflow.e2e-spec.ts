// WCAG 1.4.10 (reflow): at 320 CSS pixels no public or member page scrolls sideways. Tables may
// scroll inside their own frame; the page itself may not. Every route of the site is visited (the
// member area as the demo member); a failure names the page and the element that sticks out furthest.
import { expect, test, type Page } from './fixtures';
import { DEMO_MEMBER } from '../../server/src/database/seed/accounts';
import { signIn } from './member-support';
import { firstOf, hydrated } from './public-support';

interface Named {
  slug: string;
}

/** The page's sideways overflow in pixels, and the element that sticks out furthest. */
async function overflow(page: Page): Promise<{ by: number; widest: string }> {
  return page.evaluate(() => {
    const by = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    let widest = '';
    let right = document.documentElement.clientWidth;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect().right;
      if (r > right) {
        right = r;
        widest = `${el.tagName.toLowerCase()}.${(el as HTMLElement).className}`.slice(0, 80);
      }
    }
    return { by, widest };
  });
}

test('no public or member page scrolls sideways at 320 px', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 800 });
  const article = await firstOf<Named>(request, '/api/articles?per_page=1');
  const event = await firstOf<Named>(request, '/api/events?per_page=1');
  const guide = await firstOf<Named>(request, '/api/guide?per_page=1');
  const album = await firstOf<Named>(request, '/api/gallery?per_page=1');
  const publicRoutes = ['/', '/o-nas', '/pripojit-sa', '/ochrana-osobnych-udajov', '/clanky', `/clanok/${article.slug}`, '/udalosti', `/udalost/${event.slug}`, '/faq', '/galeria', `/galeria?album=${album.slug}`, '/poradna', `/poradna/${guide.slug}`, '/kontakt', '/prihlasenie', '/vytvorit-nove-heslo', '/registracia', '/neexistujuca-stranka'];
  const found: { path: string; by: number; widest: string }[] = [];
  for (const path of publicRoutes) {
    await page.goto(path);
    await hydrated(page);
    const o = await overflow(page);
    if (o.by > 0) found.push({ path, ...o });
  }
  await signIn(context, request, DEMO_MEMBER);
  const memberRoutes = ['dashboard', `auto/${DEMO_MEMBER.vin}`, 'nabijanie', 'zlavy', 'udalosti', `udalosti/${event.slug}`, 'subory', 'light-shows', 'lock-chimes', 'moj-profil', 'vyhladavanie?q=Kov', 'nastavenia', 'ja'];
  for (const path of memberRoutes.map((p) => `/uzivatel/${p}`)) {
    await page.goto(path);
    await hydrated(page);
    const o = await overflow(page);
    if (o.by > 0) found.push({ path, ...o });
  }
  expect(found).toEqual([]);
});
