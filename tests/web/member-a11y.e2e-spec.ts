// axe-core finds no violations on any member screen, or on the console screen each old staff address
// leads to, each checked once its data has loaded (and the onboarding wizard at each of its steps),
// in the light and the dark colour mode.
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
  type Member,
} from './member-support';

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

async function expectAccessible(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await loaded(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page), path).toEqual([]);
}

async function staffSetup(request: Parameters<typeof createMember>[0]) {
  const event = await createEvent(request, { capacity: 1 });
  const staff = await createMember(request, {
    permissions: { users: 'full', events: 'full' },
    verified: true,
    line: 'Y',
  });
  const other = await createMember(request, {
    profile: { first_name: 'Anna', last_name: 'Kováčová', address_city: 'Košice' },
  });
  await registerForEvent(request, staff, event.slug);
  await registerForEvent(request, other, event.slug);
  const cars = await apiGet<{ v: { vin: string }[] }>(request, '/api/cars', staff.token);
  return { event, staff, other, vin: cars.v[0].vin };
}

const MEMBER_PATHS = (vin: string, slug: string) => [
  '/uzivatel/dashboard',
  `/uzivatel/auto/${vin}`,
  '/uzivatel/nabijanie',
  '/uzivatel/zlavy',
  '/uzivatel/udalosti',
  `/uzivatel/udalosti/${slug}`,
  '/uzivatel/subory',
  '/uzivatel/light-shows',
  '/uzivatel/lock-chimes',
  '/uzivatel/moj-profil',
  '/uzivatel/vyhladavanie?q=Kosice',
  '/uzivatel/nastavenia',
  '/uzivatel/ja',
];

// The member area's old staff addresses and the console screens they lead to (web/src/staff).
const STAFF_PATHS = (userId: string, event: { id: string; slug: string }): [string, RegExp][] => [
  ['/uzivatel/uzivatelia', /\/admin\/users$/],
  [`/uzivatel/uzivatelia/${userId}`, new RegExp(`/admin/users/${userId}$`)],
  ['/uzivatel/registracie', /\/admin\/registrations$/],
  ['/uzivatel/registracie?stav=verified', /\/admin\/registrations\?filter=.*verified/],
  [`/uzivatel/udalosti/${event.slug}/ucastnici`, new RegExp(`/admin/events/${event.id}$`)],
];

// Two halves, so that the two workers share them.
for (const [half, pick] of [
  ['dashboard to files', (i: number) => i < 7],
  ['light shows to the me page', (i: number) => i >= 7],
] as const) {
  test(`member screens: ${half}`, async ({ page, context, request }) => {
    const { event, staff, vin } = await staffSetup(request);
    await signIn(context, request, staff);
    for (const path of MEMBER_PATHS(vin, event.slug).filter((_, i) => pick(i))) await expectAccessible(page, path);
  });
}

test('staff screens: the old addresses lead to the console, whose screens pass too', async ({
  page,
  context,
  request,
}) => {
  const { event, staff, other } = await staffSetup(request);
  await signIn(context, request, staff);
  for (const [path, target] of STAFF_PATHS(other.id, event)) {
    await page.goto(path);
    await expect(page, path).toHaveURL(target);
    await expect(page.locator('#react-admin-title')).not.toBeEmpty();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('Načítava sa')).toHaveCount(0);
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('the dark colour mode on a sample of member screens', async ({ page, context, request }) => {
  const { event, staff, vin } = await staffSetup(request);
  await context.addCookies([{ name: 'color-mode', value: 'dark', url: process.env.EVKLUB_WEB_URL! }]);
  await signIn(context, request, staff);
  // (The staff screens are the console's, with its own dark theme: staff-console.e2e-spec.ts.)
  for (const path of [
    '/uzivatel/dashboard',
    `/uzivatel/auto/${vin}`,
    `/uzivatel/udalosti/${event.slug}`,
    '/uzivatel/nastavenia',
  ]) {
    await expectAccessible(page, path);
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('account pages and every onboarding step', async ({ page, context, request }) => {
  for (const path of ['/prihlasenie', '/registracia', '/vytvorit-nove-heslo']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await loaded(page);
    expect(await axeViolations(page), path).toEqual([]);
  }
  await page.goto('/prihlasenie');
  await loaded(page);
  await page.getByRole('button', { name: 'Zabudli ste heslo?' }).click();
  expect(await axeViolations(page), 'forgot password').toEqual([]);

  const member: Member = await createMember(request, { onboarded: false });
  await signIn(context, request, member);
  await expectAccessible(page, '/uzivatel/dokoncenie-registracie');
  await page.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
  expect(await axeViolations(page), 'step 1 with errors').toEqual([]);
  // The wizard offers the account's address once the profile has loaded; typing before that would race it.
  await expect(page.getByLabel('E-mail účtu Tesla')).toHaveValue(member.email);
  await page.getByLabel('E-mail účtu Tesla').fill(member.email);
  await page.getByLabel('Vaše meno').fill('Člen');
  await page.getByLabel('Vaše priezvisko').fill('Klubu');
  await page.getByLabel('Meno na účte Tesla').fill('Člen Klubu');
  await page.getByLabel('VIN', { exact: true }).fill(teslaVin('X'));
  await page.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
  await expect(page.getByRole('radio', { name: 'Model X' })).toBeChecked();
  expect(await axeViolations(page), 'step 2').toEqual([]);
  await page.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
  await expect(page.getByLabel('Verzia')).toBeVisible();
  await page.getByRole('radio', { name: 'Iná farba' }).check();
  expect(await axeViolations(page), 'step 3').toEqual([]);
  await page.getByLabel('Verzia').selectOption('P100D');
  await page.getByLabel('Názov farby').fill('Perleťová');
  await page.getByLabel('Vlastníte od').fill('2020-06-01');
  await page.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
  await expect(page.getByRole('button', { name: 'Pokračovať do členskej zóny' })).toBeVisible();
  expect(await axeViolations(page), 'step 4').toEqual([]);
});
