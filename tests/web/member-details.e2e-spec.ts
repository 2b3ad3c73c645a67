// Details of the member area found by using the site: the full address of docs/product-rules.md §3 on
// every screen that shows a member, permission names in Slovak, phone numbers as Slovaks write them
// and one way of showing them, Slovak menu texts, a VIN example that passes its own check, a closed
// event without free places, the desktop menu without a dead toggle, and the staff users table
// fitting a 1280 px screen.
import { expect, test, type Page } from './fixtures';
import {
  apiGet,
  axeViolations,
  createEvent,
  createMember,
  loaded,
  registerForEvent,
  signIn,
  teslaVin,
} from './member-support';

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const ADDRESS = {
  address_street: 'Hlavná 1',
  address_post_code: '040 01',
  address_city: 'Košice',
  address_country: 'SK',
};
const FULL_ADDRESS = 'Hlavná 1, 040 01 Košice, Slovensko';

/** The <dd> that follows the <dt> named `term` on the page. */
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test('the full address shows on the me page, the staff user detail and the /admin member form; permissions read in Slovak', async ({
  page,
  context,
  request,
}) => {
  const staff = await createMember(request, {
    permissions: { users: 'full', events: 'full' },
    profile: { first_name: 'Adriana', last_name: 'Adresná', ...ADDRESS },
  });
  await signIn(context, request, staff);

  await page.goto('/uzivatel/ja');
  await loaded(page);
  await expect(fact(page, 'Adresa')).toHaveText(FULL_ADDRESS);
  await expect(fact(page, 'Oprávnenia')).toHaveText('používatelia, udalosti');

  await page.goto('/uzivatel/moj-profil');
  await loaded(page);
  await expect(page.getByText(`Celá adresa: ${FULL_ADDRESS}`)).toBeVisible();

  // The staff user detail is the console's record (it shares the session of the site).
  await page.goto(`/uzivatel/uzivatelia/${staff.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/users/${staff.id}$`));
  await expect(page.getByText(FULL_ADDRESS)).toBeVisible();
});

test('phone numbers: written as Slovaks write them they are accepted, and every screen shows them one way', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request, { permissions: { users: 'full' } });
  await signIn(context, request, member);
  await page.goto('/uzivatel/moj-profil');
  await loaded(page);
  await page.getByLabel('Telefón').fill('0905 123 456');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Zmeny sú uložené.')).toBeVisible();
  const profile = await apiGet<{ v: { phone_number: string } }>(request, '/api/profile', member.token);
  expect(profile.v.phone_number).toBe('+421905123456');

  // A seeded number is stored with spaces, a saved one without: both read "+421 905 482 113" on the
  // staff record (the console's, where the old staff addresses lead).
  await page.goto(`/uzivatel/uzivatelia/${member.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}$`));
  await expect(page.getByText('+421 905 123 456')).toBeVisible();
  await page.goto('/uzivatel/uzivatelia?q=Nov%C3%A1k');
  await expect(page).toHaveURL(/\/admin\/users\?filter=/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.locator('tbody tr').filter({ hasText: 'Peter' }).filter({ hasText: 'Novák' }).click();
  await expect(page.getByText('+421 905 482 113')).toBeVisible();
  await page.goto('/uzivatel/moj-profil');
  await loaded(page);
  await expect(page.getByLabel('Telefón')).toHaveValue('+421 905 123 456');
});

test('light shows are named in Slovak in the menu, the heading and the tab title', async ({
  page,
  context,
  request,
}) => {
  await signIn(context, request, await createMember(request));
  await page.goto('/uzivatel/dashboard');
  await loaded(page);
  await page.getByRole('navigation', { name: 'Členská zóna' }).getByRole('link', { name: 'Svetelné show' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/light-shows$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Svetelné show' })).toBeVisible();
  await expect(page).toHaveTitle('Svetelné show | EV Klub');
  await expect(page.getByRole('navigation', { name: 'Členská zóna' })).not.toContainText(/light shows?/i);
});

test('the VIN example of the onboarding hint passes the VIN check', async ({ page, context, request }) => {
  const member = await createMember(request, { onboarded: false });
  await signIn(context, request, member);
  await page.goto('/uzivatel/dokoncenie-registracie');
  await loaded(page);
  const hint = await page.getByText(/^17 znakov, napríklad/).textContent();
  const example = /[A-HJ-NPR-Z0-9]{17}/.exec(hint ?? '')?.[0];
  expect(example, hint ?? '').toBeDefined();
  // The wizard offers the account's address once the profile has loaded; typing before that would race it.
  await expect(page.getByLabel('E-mail účtu Tesla')).toHaveValue(member.email);
  await page.getByLabel('E-mail účtu Tesla').fill(member.email);
  await page.getByLabel('Vaše meno').fill('Nový');
  await page.getByLabel('Vaše priezvisko').fill('Člen');
  await page.getByLabel('Meno na účte Tesla').fill('Nový Člen');
  await page.getByLabel('VIN', { exact: true }).fill(example!);
  await page.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
  await expect(page.getByRole('heading', { name: 'Krok 2 zo 4: Model vozidla' })).toBeVisible();
});

test('a VIN pasted with spaces around it is trimmed, not cut to 16 characters', async ({ page, context, request }) => {
  const member = await createMember(request, { onboarded: false });
  await signIn(context, request, member);
  await page.goto('/uzivatel/dokoncenie-registracie');
  await loaded(page);
  const vin = teslaVin('3');
  const field = page.getByLabel('VIN', { exact: true });
  await field.focus();
  // A paste arrives as one inserted text, as from the clipboard.
  await page.keyboard.insertText(`  ${vin.toLowerCase()} `);
  await expect(field).toHaveValue(vin);
});

test('a past event says it already took place and shows no free places', async ({ page, context, request }) => {
  const event = await createEvent(request, { capacity: 30, days: -3 });
  await signIn(context, request, await createMember(request));
  await page.goto(`/uzivatel/udalosti/${event.slug}`);
  await loaded(page);
  const panel = page.getByRole('region', { name: 'Registrácia' });
  // The page says the event is over, as the public page does, instead of only "closed".
  await expect(panel.getByText('Táto udalosť sa už uskutočnila.')).toBeVisible();
  await expect(panel).not.toContainText(/voľn/);
  await expect(panel.getByRole('button')).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the question before cancelling a registration has no axe violations (${colorScheme} mode)`, async ({
    page,
    context,
    request,
  }) => {
    const event = await createEvent(request);
    const member = await createMember(request);
    await registerForEvent(request, member, event.slug);
    await signIn(context, request, member);
    await page.emulateMedia({ colorScheme });
    await page.goto(`/uzivatel/udalosti/${event.slug}`);
    await loaded(page);
    await page.getByRole('button', { name: 'Zrušiť registráciu' }).click();
    const dialog = page.getByRole('dialog', { name: `Naozaj chcete zrušiť registráciu na udalosť ${event.title}?` });
    await expect(dialog.getByRole('button', { name: 'Áno, zrušiť' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(
      (await apiGet<{ v: { status: string } }>(request, `/api/events/${event.slug}/registration`, member.token)).v
        .status,
    ).toBe('registered');
  });
}

test('the member menu: always shown on desktop widths without a toggle; behind "Menu" on a phone', async ({
  page,
  context,
  request,
}) => {
  await signIn(context, request, await createMember(request));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/uzivatel/dashboard');
  await loaded(page);
  const nav = page.getByRole('navigation', { name: 'Členská zóna' });
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav).toBeVisible();
});

test("the staff users table (the console's, where /uzivatel/uzivatelia leads) fits a 1280 px screen without scrolling sideways", async ({
  page,
  context,
  request,
}) => {
  await signIn(
    context,
    request,
    await createMember(request, { permissions: { users: 'full', events: 'full', content: 'full' } }),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/uzivatel/uzivatelia');
  await expect(page).toHaveURL(/\/admin\/users$/);
  const wrap = page.locator('.RaDatagrid-tableWrapper');
  await expect(wrap.getByRole('columnheader', { name: 'Registrovaný' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const { scroll, client } = await wrap.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll, 'the table is wider than its box').toBeLessThanOrEqual(client);
});
