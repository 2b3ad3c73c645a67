// A member uses the member area with the keyboard only: the skip link past the member bar and
// navigation, registering for an event and cancelling, the member search (which also reflows at
// 320 px), two-factor enrolment started and cancelled, and signing out. After every key the focus
// is on a control with a visible ring (keyboard-support.ts).
import { expect, test, type Page } from './fixtures';
import { expectFocusOn, expectVisibleFocus, press, tabTo, type } from './keyboard-support';
import { createEvent, createMember, loaded, signIn } from './member-support';

test.describe.configure({ timeout: 90_000 });

const CODE_FORMAT = 'Kód má 6 číslic.';
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a member registers, searches, starts two-factor enrolment and signs out with the keyboard only', async ({
  page,
  context,
  request,
}) => {
  const event = await createEvent(request);
  const member = await createMember(request, { verified: true });
  await createMember(request, {
    verified: true,
    profile: { first_name: 'Klára', last_name: 'Kovalčíková', address_city: 'Kovarce' },
  });
  await signIn(context, request, member);

  await page.goto(`/uzivatel/udalosti/${event.slug}`);
  await loaded(page);
  await expect(page).toHaveTitle(`${event.title} | EV Klub`);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Členská zóna' })).toBeVisible();

  // The skip link jumps the member bar and the navigation.
  await press(page, 'Tab');
  await expectFocusOn(page.getByRole('link', { name: 'Preskočiť na obsah' }));
  await press(page, 'Enter');
  await expectFocusOn(page.getByRole('heading', { level: 1, name: event.title }));

  // Registering and cancelling: the busy button never drops the focus.
  await tabTo(page, 'Registrovať sa');
  await press(page, 'Enter');
  await expectFocusOn(page.getByRole('button', { name: 'Zrušiť registráciu' }));
  // Cancelling asks first; the dialog takes the focus on its first answer.
  await press(page, 'Enter');
  await expectFocusOn(page.getByRole('dialog').getByRole('button', { name: 'Áno, zrušiť' }));
  await press(page, 'Enter');
  await expectFocusOn(page.getByRole('button', { name: 'Registrovať sa' }));

  // The search, reached through the navigation; the new page's heading takes the focus.
  await tabTo(page, 'Vyhľadávanie členov', { back: true, max: 60 });
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/uzivatel\/vyhladavanie$/);
  await expectFocusOn(page.getByRole('heading', { level: 1, name: 'Vyhľadávanie členov' }));
  await tabTo(page, 'Hľadať člena');
  await type(page, 'Kov');
  await expect(page.getByRole('heading', { level: 2, name: 'Klára Kovalčíková' })).toBeVisible();
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Two-factor enrolment started, then cancelled: the focus returns to the start button.
  await page.goto('/uzivatel/nastavenia');
  await loaded(page);
  await tabTo(page, 'Zapnúť dvojfaktorové prihlásenie', { max: 60 });
  await press(page, 'Enter');
  const code = page.getByLabel('Overovací kód');
  await expectFocusOn(code);
  // A malformed code is announced and described at the field.
  await type(page, '123');
  await press(page, 'Enter');
  await expect(page.getByRole('alert')).toHaveText('Skontrolujte prosím zvýraznené polia.');
  await expectFocusOn(code);
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(CODE_FORMAT);
  await tabTo(page, 'Zrušiť');
  await press(page, 'Enter');
  await expectFocusOn(page.getByRole('button', { name: 'Zapnúť dvojfaktorové prihlásenie' }));

  // Signing out leads home without a flash of load errors.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { alerts: string[] }).alerts = seen;
    new MutationObserver(() =>
      document.querySelectorAll('[role="alert"]').forEach((el) => seen.push(el.textContent ?? '')),
    ).observe(document.body, { childList: true, subtree: true });
  });
  await tabTo(page, 'Odhlásiť sa', { back: true, max: 80 });
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/$/);
  await expectFocusOn(page.getByRole('heading', { level: 1 }));
  expect(await page.evaluate(() => (window as unknown as { alerts: string[] }).alerts)).toEqual([]);
  await expectVisibleFocus(page);
});

// The member area's menu on narrow screens: a phone's 390 and 320 px, a tablet's 640 px and a 1280 px
// laptop at 200 % zoom (640 CSS px at twice the pixel density). "Menu" opens the navigation and the
// next Tab goes to its first link, every link is reached in turn, and Escape closes the menu and puts
// the focus back on "Menu".
const NARROW = [
  { name: '390 px', width: 390, scale: 1 },
  { name: '320 px', width: 320, scale: 1 },
  { name: '640 px', width: 640, scale: 1 },
  { name: '1280 px at 200 %', width: 640, scale: 2 },
];
for (const screen of NARROW) {
  test(`the member menu at ${screen.name} is used with the keyboard only`, async ({ browser, request }) => {
    const member = await createMember(request, { verified: true });
    const context = await browser.newContext({
      viewport: { width: screen.width, height: 800 },
      deviceScaleFactor: screen.scale,
    });
    const page = await context.newPage();
    await signIn(context, request, member);
    await page.goto('/uzivatel/dashboard');
    await loaded(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Členská zóna' });
    await expect(nav).toBeHidden();

    await tabTo(page, 'Menu');
    await press(page, 'Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    const links = await nav.getByRole('link').allInnerTexts();
    expect(links.length).toBeGreaterThan(5);
    for (const name of links) {
      await press(page, 'Tab');
      await expectFocusOn(nav.getByRole('link', { name: name.trim(), exact: true }));
    }
    await press(page, 'Escape');
    await expectFocusOn(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    // Opened again, a link chosen with Enter leads to its screen and closes the menu.
    await press(page, 'Enter');
    await press(page, 'Tab');
    await tabTo(page, 'Nastavenia');
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/uzivatel\/nastavenia$/);
    await expect(nav).toBeHidden();
    await context.close();
  });
}
