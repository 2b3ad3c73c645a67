// What every public page does beyond showing content (docs/product-rules.md §1, §2 page behaviour, §9): popups and
// Escape with one scroll lock, the colour mode (remembered, no flash, forced by a page), toasts,
// the privacy-friendly video, the loading bar, prefetching, scrolling on navigation, the contact
// form, the gallery's lightbox and the event's calendar file.
import { expect, test, type Page, type Route } from './fixtures';
import { DEMO_STAFF } from '../../server/src/database/seed/accounts';
import { accessToken, firstOf, hydrated, thirdParty, watchConsole, watchRequests } from './public-support';

test.describe.configure({ mode: 'parallel' });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hlavná navigácia' });
/** Serves an empty script instead of the app's entry: the page is only what the server sent. */
const withoutAppCode = (route: Route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
const scrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');

test.describe('touch', () => {
  test('double-tap zoom is disabled while pinch zoom stays available', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).touchAction)).toBe('manipulation');
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      'content',
      'width=device-width, initial-scale=1',
    );
  });
});

test.describe('popups', () => {
  test('Escape closes the topmost of two open popups, and one scroll lock covers both', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 740 });
    await page.goto('/');
    await hydrated(page);
    // First popup: the mobile menu. Second, on top of it: the colour-mode panel.
    await nav(page).getByRole('button', { name: 'Otvoriť menu' }).click();
    await expect(nav(page).getByRole('link', { name: 'Poradňa' })).toBeVisible();
    await expect.poll(() => scrollLocked(page)).toBe(true);
    await nav(page)
      .getByRole('button', { name: /^Farebný režim/ })
      .click();
    const panel = page.getByRole('group', { name: 'Farebný režim' });
    await expect(panel).toBeVisible();
    await expect.poll(() => scrollLocked(page)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(nav(page).getByRole('link', { name: 'Poradňa' })).toBeVisible(); // the menu is still open
    await expect.poll(() => scrollLocked(page)).toBe(true); // …and still holds the lock

    await page.keyboard.press('Escape');
    await expect(nav(page).getByRole('link', { name: 'Poradňa' })).toBeHidden();
    await expect.poll(() => scrollLocked(page)).toBe(false);
  });
});

test.describe('colour mode', () => {
  test('follows the system until the visitor chooses, and remembers the choice without a flash', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/o-nas');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark'); // "system" by default
    await nav(page).getByRole('button', { name: 'Farebný režim: Podľa systému' }).click();
    await page.getByRole('radio', { name: 'Svetlý' }).click(); // a click chooses and closes the panel
    await expect(page.getByRole('group', { name: 'Farebný režim' })).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const cookie = (await context.cookies()).find((c) => c.name === 'color-mode');
    expect(cookie?.value).toBe('light');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);

    // The next load is light from the first paint: with the app's script replaced by an empty one,
    // the server's HTML alone (the head script) already shows the light theme on a dark system.
    await page.route(/\/assets\/islands-[\w-]+\.js$/, withoutAppCode);
    await page.goto('/o-nas');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await page.unroute(/\/assets\/islands-[\w-]+\.js$/);
    await page.goto('/o-nas');
    await hydrated(page);
    await expect(nav(page).getByRole('button', { name: 'Farebný režim: Svetlý' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(baseURL);
    await context.close();
  });

  test('a page that forces dark shows dark whatever the choice, and the choice returns after it', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'color-mode', value: 'light', url: baseURL! }]);
    await page.route(/\/assets\/islands-[\w-]+\.js$/, withoutAppCode);
    await page.goto('/galeria');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark'); // before any app code
    await expect(page.locator('html')).toHaveAttribute('data-forced-theme', 'dark');
    await page.unroute(/\/assets\/islands-[\w-]+\.js$/);

    await page.goto('/galeria');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await nav(page).getByRole('button', { name: 'Farebný režim: Svetlý' }).click();
    await expect(page.getByText('Táto stránka sa zobrazuje v režime: Tmavý')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Články' }).click();
    await expect(page).toHaveURL(/\/clanky$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).not.toHaveAttribute('data-forced-theme', 'dark');
  });
});

test.describe('toasts', () => {
  test('appear at the bottom end and close themselves after 5000 ms', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const article = await firstOf<{ slug: string }>(request, '/api/articles?per_page=1');
    // The page's clock stands still: only the test moves it.
    await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-21T10:00:01Z'));
    await page.goto(`/clanok/${article.slug}`);
    await hydrated(page);
    // The button's island comes alive when it comes near the viewport (web/src/entry-islands.tsx).
    await page.getByRole('button', { name: 'Kopírovať odkaz' }).scrollIntoViewIfNeeded();
    await expect(page.locator('ev-island[data-name="copy-link"]')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: 'Kopírovať odkaz' }).click();
    const toast = page.getByRole('region', { name: 'Oznámenia' }).getByRole('listitem');
    await expect(toast).toHaveText(/Odkaz bol skopírovaný do schránky\./);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40); // at the end (right in Slovak)
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40); // at the bottom
    await page.clock.runFor(4500);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(600);
    await expect(toast).toHaveCount(0);
  });
});

test.describe('video', () => {
  test('shows a local poster and loads the no-cookie player only after a click', async ({ page, baseURL }) => {
    const requests = watchRequests(page);
    await page.route(/youtube/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
    );
    await page.goto('/');
    await hydrated(page);
    const play = page.getByRole('link', { name: /^Prehrať video:/ });
    await play.scrollIntoViewIfNeeded();
    await expect(page.locator('ev-island[data-name="video"]')).toHaveAttribute('data-hydrated', 'true');
    await expect(play.locator('img')).toHaveAttribute('src', '/images/video-poster.svg');
    await page.waitForTimeout(300);
    expect(thirdParty(requests, baseURL!)).toEqual([]);
    await play.click();
    const frame = page.locator('iframe[title^="Video:"]');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
    await expect
      .poll(() => thirdParty(requests, baseURL!))
      .toEqual([expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)]);
  });
});

test.describe('navigation behaviour', () => {
  // A public page is a document: following a link loads the next one, and the page being left shows
  // the bar while the next one is slow to come (web/src/lib/page-navigation.ts). Without prefetching
  // (data saver), so that the click itself asks for the page the test holds back.
  const withoutPrefetch = (page: Page) =>
    page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
  /**
   * The page being left reports its bar on the console (the test runner queries no page while a
   * navigation is pending): each phase and the milliseconds since the link was followed.
   */
  const reportBar = (page: Page) =>
    page.evaluate(() => {
      const bar = document.querySelector('.loading-bar')!;
      let followed = 0;
      document.addEventListener('click', () => (followed = performance.now()), { capture: true });
      new MutationObserver(() => {
        const style = getComputedStyle(bar);
        console.log(
          `bar:${bar.getAttribute('data-phase')}:${Math.round(performance.now() - followed)}:${style.height}:${style.backgroundColor}`,
        );
      }).observe(bar, { attributes: true, attributeFilter: ['data-phase'] });
    });
  const barLog = (page: Page) => {
    const lines: string[] = [];
    page.on('console', (message) => message.text().startsWith('bar:') && lines.push(message.text()));
    return lines;
  };

  test('the loading bar shows (3 px, brand colour) after 200 ms while a slow page loads', async ({ page }) => {
    await withoutPrefetch(page);
    const log = barLog(page);
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('.loading-bar')).toHaveAttribute('data-phase', 'idle');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/clanky$/, async (route) => {
      await released;
      await route.continue();
    });
    await reportBar(page);
    // Followed from the keyboard: a pointer click of the test runner would wait for the held page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Články' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => log.length).toBeGreaterThan(0);
    const [phase, after, height, colour] = log[0].split(':').slice(1);
    expect({ phase, height, colour }).toEqual({ phase: 'running', height: '3px', colour: 'rgb(217, 4, 41)' });
    // The throttle: never before 200 ms (a fast page change never flashes it).
    expect(Number(after)).toBeGreaterThanOrEqual(200);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Články' })).toBeVisible();
    await expect(page.locator('.loading-bar')).toHaveAttribute('data-phase', 'idle');
  });

  test('link intent prefetches the next page (speculation rules), but not on a slow or data-saver connection', async ({
    browser,
  }) => {
    for (const connection of [
      { saveData: false, effectiveType: '4g' },
      { saveData: true, effectiveType: '4g' },
      { saveData: false, effectiveType: '2g' },
    ]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value }), connection);
      await page.goto('/');
      await hydrated(page);
      const allowed = !connection.saveData && connection.effectiveType === '4g';
      const rules = page.locator('script[type="speculationrules"]');
      await expect(rules, JSON.stringify(connection)).toHaveCount(allowed ? 1 : 0);
      if (allowed) {
        const parsed = JSON.parse((await rules.textContent()) ?? '{}');
        expect(parsed.prefetch[0].eagerness).toBe('moderate');
        expect(JSON.stringify(parsed)).toContain('/uzivatel/*');
      }
      await context.close();
    }
  });

  test('a new page starts at the top; a link with a hash goes to its anchor', async ({ page, request }) => {
    const token = await accessToken(request, DEMO_STAFF.email, DEMO_STAFF.password);
    const slug = `kotvy-${Math.random().toString(36).slice(2, 8)}`;
    const created = await request.post('/api/admin/pages', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: 'Kotvy',
        slug,
        body: `${'Odsek.\n\n'.repeat(40)}[Tretia otázka](/faq#otazka-3)`,
        published_at: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    await page.setViewportSize({ width: 1000, height: 600 });
    await page.goto(`/${slug}`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Tretia otázka' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('link', { name: 'Tretia otázka' }).click();
    await expect(page).toHaveURL(/\/faq#otazka-3$/);
    const third = page.locator('#otazka-3');
    await expect(third).toHaveAttribute('open', '');
    await expect(third).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Udalosti' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Udalosti' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('contact form', () => {
  test('checks the fields with Slovak messages before sending', async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto('/kontakt');
    await hydrated(page);
    await page.getByRole('button', { name: 'Odoslať správu' }).click();
    await expect(page.getByRole('alert')).toHaveText('Skontrolujte prosím zvýraznené polia.');
    await expect(page.getByLabel('Meno')).toHaveAccessibleDescription('Zadajte svoje meno.');
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Zadajte svoju e-mailovú adresu.');
    await expect(page.getByLabel('Správa')).toHaveAccessibleDescription('Napíšte správu.');
    await expect(page.getByLabel('Meno')).toBeFocused();
    await page.getByLabel('E-mail').fill('jana@');
    await page.getByLabel('Správa').fill('Krátka');
    await page.getByRole('button', { name: 'Odoslať správu' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
      'Zadajte platnú e-mailovú adresu, napríklad meno@example.sk.',
    );
    await expect(page.getByLabel('Správa')).toHaveAccessibleDescription('Správa musí mať aspoň 10 znakov.');
    expect(requests.filter((url) => url.includes('/api/contact'))).toEqual([]);
  });

  test('sends the message to the club and confirms it with a toast', async ({ page, request }) => {
    const subject = `Otázka z testu ${Math.random().toString(36).slice(2, 8)}`;
    await page.goto('/kontakt');
    await hydrated(page);
    await page.getByLabel('Meno').fill('Jana Testovacia');
    await page.getByLabel('E-mail').fill('jana.testovacia@example.sk');
    await page.getByLabel('Predmet (nepovinné)').fill(subject);
    await page.getByLabel('Správa').fill('Dobrý deň, ako sa môžem stať členom klubu?');
    await page.getByRole('button', { name: 'Odoslať správu' }).click();
    const toast = page.getByRole('region', { name: 'Oznámenia' }).getByRole('listitem');
    await expect(toast).toContainText('Správa bola odoslaná');
    await expect(toast.getByRole('button', { name: 'Späť na úvod' })).toBeVisible();
    await expect(page.getByLabel('Meno')).toHaveValue('');

    const token = await accessToken(request, DEMO_STAFF.email, DEMO_STAFF.password);
    const list = await request.get('/api/admin/contact-messages', { headers: { authorization: `Bearer ${token}` } });
    const messages = (await list.json()).v as { subject: string; email: string; name: string }[];
    expect(messages).toContainEqual(
      expect.objectContaining({ subject, email: 'jana.testovacia@example.sk', name: 'Jana Testovacia' }),
    );

    await toast.getByRole('button', { name: 'Späť na úvod' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('gallery lightbox', () => {
  test('opens a photo in a dialog that keeps focus, moves with the arrow keys and closes with Escape', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    const album = await firstOf<{ slug: string }>(request, '/api/gallery');
    const photos = ((await (await request.get(`/api/gallery/${album.slug}`)).json()).v as { photos: { alt: string }[] })
      .photos;
    expect(photos.length).toBeGreaterThan(1);
    await page.goto(`/galeria?album=${album.slug}`);
    await hydrated(page);
    const opener = page.getByRole('button', { name: `Zväčšiť fotografiu: ${photos[0].alt}` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Prehliadač fotografií' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: photos[0].alt })).toBeVisible();
    await expect(dialog.getByText(`Fotografia 1 z ${photos.length}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Zavrieť' })).toBeFocused();
    expect(await scrollLocked(page)).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('img', { name: photos[1].alt })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('img', { name: photos[photos.length - 1].alt })).toBeVisible();
    // Focus stays inside the dialog (the page behind is inert).
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await scrollLocked(page)).toBe(false);
    expect(problems).toEqual([]);
  });
});

test.describe('event page', () => {
  test('offers the event as a calendar file', async ({ page, request }) => {
    const event = await firstOf<{ slug: string; title: string }>(request, '/api/events?when=upcoming&per_page=1');
    await page.goto(`/udalost/${event.slug}`);
    await hydrated(page);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Pridať do kalendára (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${event.slug}.ics`);
    const text = await (await request.get(`/api/events/${event.slug}/calendar.ics`)).text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`SUMMARY:${event.title.slice(0, 20)}`);
  });
});
