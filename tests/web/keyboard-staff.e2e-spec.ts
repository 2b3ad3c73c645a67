// Staff work the console with the keyboard only: sign in, open a list from the menu, sort, filter,
// open a record from its row, edit and save, then the members list. After every key the focus is
// on a control with a visible ring (keyboard-support.ts); each screen's title names it.
import { expect, test, type Page } from './fixtures';
import { DEMO_MEMBER, DEMO_STAFF } from '../../server/src/database/seed/accounts';
import { expectFocusOn, expectVisibleFocus, framesOnBody, press, tabTo, type, watchFocusOnBody } from './keyboard-support';
import { axeViolations, createEvent } from './member-support';
import { expectDashboard, signInToConsole } from './staff-support';

test.describe.configure({ timeout: 90_000 });

test('staff open, sort, filter, edit and save records with the keyboard only', async ({ page, request }) => {
  const event = await createEvent(request);
  await page.goto('/admin');
  await expectFocusOn(page.getByLabel(/^E-mail/)); // autofocus
  await type(page, DEMO_STAFF.email);
  await press(page, 'Tab');
  await type(page, DEMO_STAFF.password);
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { name: 'Vitajte v administrácii EV Klubu' })).toBeVisible();
  await expectVisibleFocus(page);
  await expect(page).toHaveTitle('EV Klub – administrácia');
  for (const role of ['banner', 'navigation', 'main', 'contentinfo'] as const) await expect(page.getByRole(role)).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Časti administrácie' }).getByRole('menuitem', { name: 'Udalosti' })).toBeVisible();

  // The skip button is drawn on screen and leads to the content.
  await page.keyboard.press('Shift+Tab');
  const skip = page.getByRole('button', { name: 'Preskočiť na obsah' });
  for (let i = 0; i < 30 && !(await skip.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
  await expectFocusOn(skip);
  await expect.poll(async () => (await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);

  await tabTo(page, 'Udalosti');
  await press(page, 'Enter');
  await expect(page).toHaveTitle('Udalosti – EV Klub – administrácia');
  // After a screen change the content region, named by the screen's heading, has the focus.
  await expectFocusOn(page.getByRole('region', { name: 'Udalosti' }));

  // Sorting by title: the header says how the list is sorted.
  const titleHeader = page.getByRole('columnheader', { name: /názov/i });
  await expect(titleHeader).toHaveAttribute('aria-sort', 'none');
  await tabTo(page, /názov/i);
  await press(page, 'Enter');
  await expect(titleHeader).toHaveAttribute('aria-sort', /ascending|descending/);
  await expectVisibleFocus(page);

  // Filtering announces the number of results.
  await tabTo(page, 'Hľadať', { back: true });
  await type(page, event.title);
  await expect(page.getByRole('status').filter({ hasText: 'Nájdený 1 záznam' })).toBeAttached();

  // The row is a Tab stop and Enter opens the record.
  await tabTo(page, new RegExp(event.title));
  await press(page, 'Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}$`));
  await expect(page).toHaveTitle(new RegExp(`${event.title}.* – EV Klub – administrácia$`));
  await expectVisibleFocus(page);

  await tabTo(page, /^Názov/);
  await page.keyboard.press('End');
  await type(page, ' (upravené)');
  await tabTo(page, 'Uložiť');
  await press(page, 'Enter');
  await expect(page.getByText('Záznam bol uložený')).toBeVisible();
  // Saved: back on the list, the focus is on its content, not lost.
  await expectFocusOn(page.getByRole('region', { name: 'Udalosti' }));
  await expect(page.getByRole('row', { name: new RegExp(`${event.title} \\(upravené\\)`) })).toBeVisible();

  // The members list: rows are Tab stops too, and yes/no cells have names.
  await tabTo(page, 'Členovia', { back: true, max: 60 });
  await press(page, 'Enter');
  await expect(page).toHaveTitle('Členovia – EV Klub – administrácia');
  await expectFocusOn(page.getByRole('region', { name: 'Členovia' }));
  await tabTo(page, 'Hľadať');
  await type(page, DEMO_STAFF.email);
  await expect(page.getByRole('status').filter({ hasText: 'Nájdený 1 záznam' })).toBeAttached();
  await tabTo(page, new RegExp(`^${DEMO_STAFF.email}.+`));
  const row = page.getByRole('row', { name: new RegExp(DEMO_STAFF.email) });
  await expect(row.getByRole('img', { name: /^(Áno|Nie)$/ }).first()).toBeVisible();
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);
  await expect(page).toHaveTitle(new RegExp(`${DEMO_STAFF.email}.* – EV Klub – administrácia$`));
  await expectVisibleFocus(page);
});

/** What covers the focused element where its label and caret are: a fixed or sticky bar (the app bar, the form's save bar) drawn over it. */
function coveringBar(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const box = el.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + Math.min(box.height, 32) / 2, 0), window.innerHeight - 1);
    const over = document.elementFromPoint(x, y);
    if (!over || el.contains(over) || over.contains(el)) return null;
    for (let bar: Element | null = over; bar; bar = bar.parentElement) {
      if (/fixed|sticky/.test(getComputedStyle(bar).position)) return `${bar.className.split(' ')[0]} over ${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.id}"`;
    }
    return null;
  });
}

// The edit forms at a phone's 320 px and at a 1280 px laptop at 200 % zoom (640 CSS px): every field
// reached with Tab, forwards and back, is in view, under neither the app bar nor the sticky "Uložiť"
// bar; once the page is scrolled the app bar's buttons stay visible and Tab reaches them.
for (const screen of [
  { name: '320 px', width: 320, scale: 1 },
  { name: '1280 px at 200 %', width: 640, scale: 2 },
]) {
  test(`no bar covers the focused field of a console form at ${screen.name}`, async ({ browser, request }) => {
    const event = await createEvent(request);
    const context = await browser.newContext({ viewport: { width: screen.width, height: 600 }, deviceScaleFactor: screen.scale });
    const page = await context.newPage();
    await signInToConsole(page);
    await expectDashboard(page);
    for (const path of [`/admin/users/${DEMO_MEMBER.id}`, `/admin/events/${event.id}`]) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Uložiť' })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.getByRole('main').getByRole('textbox').first().focus();
      const found: string[] = [];
      for (const key of [...Array<string>(40).fill('Tab'), ...Array<string>(40).fill('Shift+Tab')]) {
        await page.keyboard.press(key);
        // The page may still be scrolling (smoothly) or the control sliding in.
        let bar: string | null = null;
        for (let wait = 0; wait < 10 && (bar = await coveringBar(page)); wait++) await page.waitForTimeout(100);
        if (bar) found.push(`${path} ${key}: ${bar}`);
      }
      expect(found).toEqual([]);
      // Scrolled down, the app bar and its buttons stay: Tab reaches the refresh button.
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const refresh = page.getByRole('banner').getByRole('button', { name: 'Obnoviť' });
      await expect(refresh).toBeVisible();
      await page.getByRole('main').getByRole('textbox').first().focus();
      await tabTo(page, 'Obnoviť', { back: true, max: 60 });
    }
    await context.close();
  });
}

// The sign-in screen is a page of its own: its content in the main landmark under a level-one
// heading, signed out and when a signed-in member opens it again; after signing in the focus goes
// straight to the console, never resting on <body> in between.
test('the console sign-in screen passes axe and hands the focus on after signing in', async ({ page }) => {
  await page.goto('/admin/login');
  const email = page.getByLabel(/^E-mail/);
  await expectFocusOn(email);
  expect(await axeViolations(page), 'signed out').toEqual([]);
  await type(page, DEMO_STAFF.email);
  await press(page, 'Tab');
  await type(page, DEMO_STAFF.password);
  await watchFocusOnBody(page);
  await page.keyboard.press('Enter');
  await expectDashboard(page);
  await expectVisibleFocus(page);
  expect(await framesOnBody(page)).toBe(0);

  await page.goto('/admin/login');
  await expectDashboard(page);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await axeViolations(page), 'signed in').toEqual([]);
});

test('the theme switch says whether dark mode is on', async ({ page }) => {
  await signInToConsole(page);
  await expectDashboard(page);
  const theme = page.getByRole('banner').getByRole('button', { name: 'Tmavý režim' });
  await expect(theme).toHaveAttribute('aria-pressed', 'false');
  await theme.click();
  await expect(theme).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('RaStore.theme'))).toBe('"dark"');
  await theme.click();
  await expect(theme).toHaveAttribute('aria-pressed', 'false');
});

test('the "Overení" filter of the members list names its first option', async ({ page }) => {
  await signInToConsole(page);
  await expectDashboard(page);
  await page.goto('/admin/users');
  const verified = page.getByRole('combobox', { name: 'Overení' });
  await verified.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText(['Všetci', 'Nie', 'Áno']);
  await options.filter({ hasText: 'Áno' }).click();
  await expect(verified).toHaveText('Áno');
});
