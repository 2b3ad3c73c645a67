// Staff work the console with the keyboard only: sign in, open a list from the menu, sort, filter,
// open a record from its row, edit and save, then the members list. After every key the focus is
// on a control with a visible ring (keyboard-support.ts); each screen's title names it.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { DEMO_MEMBER, DEMO_STAFF } from '../../server/src/database/seed/accounts';
import { camt053 } from '../support/camt053';
import {
  expectFocusOn,
  expectVisibleFocus,
  framesOnBody,
  press,
  tabTo,
  type,
  watchFocusOnBody,
} from './keyboard-support';
import { apiGet, axeViolations, createEvent, createMember, type Member } from './member-support';
import { expectDashboard, signInToConsole, suffix, useTheme } from './staff-support';

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
  for (const role of ['banner', 'navigation', 'main', 'contentinfo'] as const)
    await expect(page.getByRole(role)).toHaveCount(1);
  await expect(
    page.getByRole('navigation', { name: 'Časti administrácie' }).getByRole('menuitem', { name: 'Udalosti' }),
  ).toBeVisible();

  // The skip button is drawn on screen and leads to the content.
  await page.keyboard.press('Shift+Tab');
  const skip = page.getByRole('button', { name: 'Preskočiť na obsah' });
  for (let i = 0; i < 30 && !(await skip.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Shift+Tab');
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
  await tabTo(page, 'Uložiť', { max: 60 });
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

/**
 * What covers the focused element where its label and caret are: a fixed or sticky bar (the app bar, the form's save
 * bar) drawn over it.
 */
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
      if (/fixed|sticky/.test(getComputedStyle(bar).position))
        return `${bar.className.split(' ')[0]} over ${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.id}"`;
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
    const context = await browser.newContext({
      viewport: { width: screen.width, height: 600 },
      deviceScaleFactor: screen.scale,
    });
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

// "Obnoviť" reloads the screen's data: while that runs the button shows a spinner and keeps the
// focus, and so does any load that starts while a keyboard user passes the button.
test('"Obnoviť" keeps the focus while the data it asked for loads', async ({ page }) => {
  await signInToConsole(page);
  await expectDashboard(page);
  await page.goto('/admin/events');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/**', async (route) => {
    await held;
    await route.continue();
  });
  const refresh = page.getByRole('banner').getByRole('button', { name: 'Obnoviť' });
  await refresh.focus();
  await press(page, 'Enter');
  const loading = page.getByRole('progressbar', { name: 'Načítava sa' });
  await expect(loading).toBeVisible();
  await expectFocusOn(refresh);
  release();
  await expect(loading).toHaveCount(0);
  await expectFocusOn(refresh);
  await press(page, 'Shift+Tab');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Tmavý režim' })).toBeFocused();
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

const YEAR = new Date().getUTCFullYear();

/** Staff holding only `finance`, with the club's payment details set and this year's dues open. */
async function financeStaff(request: APIRequestContext): Promise<Member> {
  const finance = await createMember(request, { permissions: { finance: 'full' }, verified: true });
  const headers = { authorization: `Bearer ${finance.token}` };
  const plans = await apiGet<{ v: { id: string }[] }>(request, '/api/admin/fee-plans', finance.token);
  const plan =
    plans.v[0] ??
    (
      (await (
        await request.post('/api/admin/fee-plans', { headers, data: { name: 'Riadny člen', amount: 40 } })
      ).json()) as { v: { id: string } }
    ).v;
  expect(
    (
      await request.put('/api/admin/dues-settings', {
        headers,
        data: {
          iban: 'SK3112000000198742637541',
          bic: 'TATRSKBX',
          beneficiary_name: 'EV Klub o.z.',
          default_plan_id: plan.id,
        },
      })
    ).status(),
  ).toBe(200);
  expect([201, 409]).toContain(
    (
      await request.post('/api/admin/dues-years', { headers, data: { year: YEAR, due_date: `${YEAR}-12-31` } })
    ).status(),
  );
  return finance;
}

type MyDues = { v: { current: { id: string; variable_symbol: string; status: string; paid: number } } };
const myDues = async (request: APIRequestContext, member: Member) =>
  (await apiGet<MyDues>(request, '/api/me/dues', member.token)).v.current;

/** From anywhere in the console to a menu entry (back through the page), then into its screen. */
async function openFromMenu(page: Page, entry: string): Promise<void> {
  await tabTo(page, entry, { back: true, max: 80 });
  await press(page, 'Enter');
  await arrive(page, entry);
}

/**
 * Waits, as a person does, for the screen a key press asked for: its content region (named by its
 * heading) has the focus, and its form or list is drawn. A Tab pressed before that moves on in the
 * screen still shown, and the new screen leaves that focus where it is (page-focus.ts).
 */
async function arrive(page: Page, screen: string | RegExp): Promise<void> {
  const region = page.getByRole('region', { name: screen });
  await expectFocusOn(region);
  await expect(region.locator('a[href], button, input, textarea, [tabindex="0"]').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** A notification (react-admin's alert) says `text`, and the focus is still on a control. */
async function announced(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  await expectVisibleFocus(page);
}

// The dues screens as staff holding only `finance`, with the keyboard alone: the list filtered by
// year and searched, a record's cash payment and waiver, a statement chosen, previewed and
// confirmed, an unmatched payment assigned, the payment details saved, a fee plan created and a
// year that is open already refused. After every key the focus is on a control with a visible ring.
test('finance staff work the dues screens with the keyboard only', async ({ page, request }) => {
  test.setTimeout(240_000);
  const finance = await financeStaff(request);
  const member = await createMember(request, { verified: true });
  const dues = await myDues(request, member);
  const tag = suffix().toUpperCase();
  const payer = `Neznámy platca ${tag}`;
  const statement = camt053(
    '08',
    [
      {
        ref: `KB${tag}1`,
        amount: '15.00',
        endToEndId: '/VS9999999999/SS/KS',
        debtor: payer,
        bookedOn: `${YEAR}-03-12`,
      },
    ],
    `${YEAR}-KB${tag}`,
  );

  await page.goto('/admin');
  await expectFocusOn(page.getByLabel(/^E-mail/));
  await type(page, finance.email);
  await press(page, 'Tab');
  await type(page, finance.password);
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { name: `Členské príspevky ${YEAR}` })).toBeVisible();

  // The list: this year, then searched for the member; Enter on the row opens the record.
  await openFromMenu(page, 'Členské príspevky');
  await tabTo(page, 'Rok');
  await page.keyboard.press('Control+A');
  await type(page, String(YEAR));
  await tabTo(page, 'Hľadať', { back: true });
  await type(page, member.email);
  await expect(page.getByRole('status').filter({ hasText: 'Nájdený 1 záznam' })).toBeAttached();
  await tabTo(page, new RegExp(dues.variable_symbol));
  await press(page, 'Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/dues/${dues.id}$`));
  await arrive(page, new RegExp(dues.variable_symbol));

  // Cash received by hand, then the waiver.
  await tabTo(page, /^Poznámka(\s\*)?$/);
  await type(page, 'Hotovosť na stretnutí');
  await tabTo(page, 'Zaznamenať platbu v hotovosti');
  await press(page, 'Enter');
  await announced(page, 'Platba bola zaznamenaná.');
  expect(await myDues(request, member)).toMatchObject({ status: 'paid' });
  // Another plan chosen in the list (the default plan heads it), and the waiver switched on with Space.
  const plan = page.getByRole('combobox', { name: /^Členský plán/ });
  const before = await plan.textContent();
  await tabTo(page, /^Členský plán/);
  await press(page, 'Enter');
  await press(page, before === 'Predvolený plán' ? 'End' : 'Home');
  await press(page, 'Enter');
  await expect(plan).not.toHaveText(before ?? '');
  await expectFocusOn(plan);
  await tabTo(page, 'Odpustiť príspevok (čestný člen)');
  await press(page, 'Space');
  await expect(page.getByRole('switch', { name: 'Odpustiť príspevok (čestný člen)' })).toBeChecked();
  await tabTo(page, 'Uložiť', { max: 60 });
  await press(page, 'Enter');
  await announced(page, 'Plán člena bol uložený.');

  // A statement: the file chosen from the keyboard, its preview, the import confirmed.
  await openFromMenu(page, 'Importy výpisov');
  await tabTo(page, 'Vytvoriť');
  await press(page, 'Enter');
  await arrive(page, 'Import bankového výpisu');
  await tabTo(page, /^Súbor výpisu \(XML\)/);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({ name: `vypis-${tag}.xml`, mimeType: 'application/xml', buffer: Buffer.from(statement) });
  await expect(
    page
      .getByRole('table', { name: 'Náhľad importu' })
      .getByRole('row', { name: new RegExp(`${payer}.*Neznámy symbol`) }),
  ).toBeVisible();
  await expectVisibleFocus(page);
  await tabTo(page, 'Potvrdiť import');
  await press(page, 'Enter');
  await announced(page, 'Import je hotový: zapísané 1, priradené 0.');

  // The unmatched payment, assigned to the member's record in a dialog.
  await openFromMenu(page, 'Nepriradené platby');
  const row = page.getByRole('row', { name: new RegExp(payer) });
  await expect(row).toBeVisible();
  // Other tests leave unmatched payments too: Tab on to this row's button.
  const assign = row.getByRole('button', { name: 'Priradiť' });
  await tabTo(page, assign, { max: 100 });
  await expectFocusOn(assign);
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Priradiť platbu k príspevku' });
  // The dialog opens on its member search; the variable symbol is the next field.
  await expectFocusOn(dialog.getByRole('combobox', { name: /^Nájsť člena/ }));
  await tabTo(page, dialog.getByRole('textbox', { name: /^Variabilný symbol/ }));
  await type(page, dues.variable_symbol);
  await press(page, 'Enter');
  await announced(page, 'Platba bola priradená.');
  await expect(row).toHaveCount(0);
  // The button went with its row: the focus is on the list, named by its heading.
  await expectFocusOn(page.getByRole('region', { name: 'Nepriradené platby' }));

  // The payment details, saved as they are.
  await openFromMenu(page, 'Platobné údaje');
  await tabTo(page, 'Uložiť', { max: 60 });
  await press(page, 'Enter');
  await announced(page, 'Záznam bol uložený');

  // A fee plan, created.
  await openFromMenu(page, 'Členské plány');
  await tabTo(page, 'Vytvoriť');
  await press(page, 'Enter');
  await arrive(page, /^Nový záznam/);
  await tabTo(page, /^Názov/);
  await type(page, `Plán ${tag}`);
  await tabTo(page, /^Suma na rok/);
  await type(page, '25');
  await tabTo(page, 'Uložiť', { max: 60 });
  await press(page, 'Enter');
  await announced(page, 'Záznam bol vytvorený');
  await expect(page.getByRole('row', { name: new RegExp(`Plán ${tag}`) })).toBeVisible();

  // A year: this one is open already, and the refusal says so.
  await openFromMenu(page, 'Členské roky');
  await tabTo(page, 'Vytvoriť');
  await press(page, 'Enter');
  await arrive(page, 'Otvoriť členský rok');
  await tabTo(page, /^Rok/);
  await page.keyboard.press('Control+A');
  await type(page, String(YEAR));
  await tabTo(page, 'Uložiť', { max: 60 });
  await press(page, 'Enter');
  await announced(page, 'Tento členský rok je už otvorený.');
});

// A screen that arrives late (its code still on the way, a busy phone or CI): the keyboard user who
// has pressed Tab meanwhile keeps the focus where they put it; the screen's focus-on-arrival does
// not take it back. The screen's code is held until the user has moved on (a slow connection).
test('a screen arriving after the user has moved on leaves the focus where the user put it', async ({
  page,
  request,
}) => {
  const finance = await financeStaff(request);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/dues-imports-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await signInToConsole(page, finance.email, finance.password);
  await expect(page.getByRole('heading', { name: `Členské príspevky ${YEAR}` })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Časti administrácie' });
  await menu.getByRole('menuitem', { name: 'Importy výpisov' }).focus();
  const asked = page.waitForRequest(/\/assets\/dues-imports-[^/]+\.js$/);
  await page.keyboard.press('Enter');
  await asked;
  // While the screen is on its way, the user moves on to the next menu entry.
  await press(page, 'Tab');
  const next = menu.getByRole('menuitem', { name: 'Nepriradené platby' });
  await expect(next).toBeFocused();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Importy výpisov' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectFocusOn(next);
});

// react-admin disables "Uložiť" while a form is unchanged: out of the Tab order, and a settings
// form showing its defaults (nothing saved yet) could never be saved as it is.
test('an unchanged form keeps "Uložiť" in the Tab order and saves it as it is', async ({ page, request }) => {
  const finance = await financeStaff(request);
  await signInToConsole(page, finance.email, finance.password);
  await expect(page.getByRole('heading', { name: `Členské príspevky ${YEAR}` })).toBeVisible();
  await page.goto('/admin/dues-settings');
  await expect(page.locator('#react-admin-title')).not.toBeEmpty();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'IBAN' }).focus();
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/admin/dues-settings'));
  await tabTo(page, 'Uložiť', { max: 60 });
  await press(page, 'Enter');
  await put;
  await announced(page, 'Záznam bol uložený');
});

// A phone's console: the menu is a drawer, a modal dialog that must be named and show where the
// focus is; Escape closes it and gives the focus back to the button that opened it.
for (const theme of ['light', 'dark'] as const) {
  test(`at 390 px the menu drawer is a named dialog with a visible focus, closed by Escape (${theme} theme)`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToConsole(page);
    await expectDashboard(page);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await tabTo(page, 'Otvoriť menu', { back: true, max: 60 });
    await press(page, 'Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expectVisibleFocus(page);
    expect(await axeViolations(page)).toEqual([]);
    await press(page, 'Tab');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expectFocusOn(page.getByRole('banner').getByRole('button', { name: 'Otvoriť menu' }));
  });
}

// An open select list, its chosen option highlighted (and focused, as the keyboard opens it), keeps
// 4.5:1 between the option's text and its highlight in both themes.
for (const theme of ['light', 'dark'] as const) {
  test(`an open select list passes axe with its chosen option highlighted (${theme} theme)`, async ({ page }) => {
    await useTheme(page, theme);
    await signInToConsole(page);
    await expectDashboard(page);
    await page.goto('/admin/registrations');
    const status = page.getByRole('combobox', { name: 'Stav' });
    await expect(status).toHaveText('Čaká na overenie');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await status.focus();
    await press(page, 'Enter');
    const chosen = page.getByRole('listbox').getByRole('option', { name: 'Čaká na overenie' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(chosen).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expectFocusOn(status);
  });
}
