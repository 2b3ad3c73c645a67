// The member screens beyond the journeys: files with the audio preview and downloads (the access
// token goes with the request, so they are fetched as blobs), profile editing with Slovak
// validation messages and the avatar, changing a car, and the settings for visibility, export of my
// data and deleting the account. Each change is checked through the API.
import fs from 'node:fs';
import { expect, test } from './fixtures';
import { accessToken } from './public-support';
import { apiGet, createMember, loaded, png, signIn, watchConsole } from './member-support';

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

test('a member page arrives server-rendered in the user layout and hydrates without warnings', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await createMember(request, { profile: { first_name: 'Hana', last_name: 'Hydratovaná' } });
  // Without JavaScript: the server already rendered the user layout, never indexed, no main navbar.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await signIn(plain, request, member);
  const raw = await plain.newPage();
  const response = await raw.goto('/uzivatel/dashboard');
  expect(response?.status()).toBe(200);
  await expect(raw).toHaveTitle('Prehľad | EV Klub');
  await expect(raw.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(
    raw.getByRole('navigation', { name: 'Členská zóna' }).getByRole('link', { name: 'Môj profil' }),
  ).toBeVisible();
  await expect(raw.getByRole('navigation', { name: 'Hlavná navigácia' })).toHaveCount(0);
  // Not the main footer: a slim one that keeps the contentinfo landmark.
  await expect(raw.getByRole('contentinfo')).toHaveCount(1);
  await expect(raw.getByRole('contentinfo').getByRole('link')).toHaveText(['Kontakt', 'Ochrana osobných údajov']);
  await plain.close();

  const problems = watchConsole(page);
  await signIn(context, request, member);
  await page.goto(`${baseURL}/uzivatel/dashboard`);
  await loaded(page);
  await expect(page.getByText('Hana Hydratovaná')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Členstvo' })).toContainText('Čaká na overenie');
  expect(problems).toEqual([]);
});

test('lock chimes: an audio preview plays from a blob and the file downloads with its name', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await signIn(context, request, member);
  await page.goto('/uzivatel/lock-chimes');
  await loaded(page);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Dvojtón' }) });
  await item.getByRole('button', { name: 'Prehrať ukážku: Dvojtón' }).click();
  const audio = item.getByLabel('Ukážka: Dvojtón');
  await expect(audio).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration)).toBeGreaterThan(0.2);

  const downloading = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Stiahnuť: Dvojtón' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('LockChime.wav');
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 4)
      .toString(),
  ).toBe('RIFF');

  // Light shows are listed on their own page; "Súbory" lists both kinds.
  await page.getByRole('navigation', { name: 'Členská zóna' }).getByRole('link', { name: 'Súbory' }).click();
  await loaded(page);
  await expect(page.getByText('Svetelná show ·').first()).toBeVisible();
  await expect(page.getByText('Zvuk zamykania ·').first()).toBeVisible();
});

test('profile: Slovak validation messages, saving, and the avatar', async ({ page, context, request }) => {
  const member = await createMember(request);
  await signIn(context, request, member);
  await page.goto('/uzivatel/moj-profil');
  await loaded(page);
  await page.getByLabel('Meno', { exact: true }).fill('Zuzana');
  await page.getByLabel('Priezvisko').fill('Elektrická');
  await page.getByLabel('Telefón').fill('0905 123');
  await page.getByLabel('Používateľské meno').fill('x');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(
    page.getByText('Zadajte telefónne číslo, napríklad 0905 123 456 alebo +421 905 123 456.').first(),
  ).toBeVisible();
  await expect(page.getByLabel('Používateľské meno')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Telefón').fill('+421 905 123 456');
  await page.getByLabel('Používateľské meno').fill(`zuzana.${Date.now()}`);
  await page.getByLabel('Mesto').fill('Banská Bystrica');
  await page.getByLabel('Krajina').selectOption({ label: 'Slovensko' });
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Zmeny sú uložené.')).toBeVisible();
  await expect(page.getByText('Celá adresa: Banská Bystrica, Slovensko')).toBeVisible();
  const profile = await apiGet<{ v: Record<string, unknown> }>(request, '/api/profile', member.token);
  expect(profile.v).toMatchObject({
    first_name: 'Zuzana',
    last_name: 'Elektrická',
    phone_number: '+421905123456',
    address_country: 'SK',
  });

  await page.getByLabel('Nahrať novú fotku').setInputFiles({ name: 'ja.png', mimeType: 'image/png', buffer: png() });
  // Shown through its square variants: the browser picks the AVIF that fills the 96 px circle.
  const avatar = page.getByRole('img', { name: 'Vaša profilová fotka' });
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\/api\/media\/[0-9a-f]{32}\.avif$/);
  expect(
    (await apiGet<{ v: { avatar_url: string | null } }>(request, '/api/profile', member.token)).v.avatar_url,
  ).toMatch(/\/api\/media\/[0-9a-f]{32}\.webp$/);
  await page.getByRole('button', { name: 'Odstrániť fotku' }).click();
  await expect(page.getByRole('img', { name: 'Vaša profilová fotka' })).toHaveCount(0);
});

test('car detail: the picture and changing the car', async ({ page, context, request }) => {
  const member = await createMember(request, { line: 'Y' });
  const [car] = (await apiGet<{ v: { vin: string }[] }>(request, '/api/cars', member.token)).v;
  await signIn(context, request, member);
  await page.goto('/uzivatel/dashboard');
  await loaded(page);
  await page.getByRole('region', { name: 'Moje autá' }).getByRole('link', { name: 'Model Y' }).click();
  await expect(page).toHaveURL(new RegExp(`/uzivatel/auto/${car.vin}$`));
  await loaded(page);
  await expect(page.getByRole('img', { name: 'Ilustrácia: Model Y, farba Ultra Red' }).first()).toHaveAttribute(
    'src',
    '/images/cars/model-y-ultra-red.svg',
  );
  await page.getByRole('radio', { name: 'Pearl White Multi-Coat' }).check();
  await page.getByLabel('Prezývka auta').fill('Biely blesk');
  await page.getByLabel('Evidenčné číslo').fill('ke-001ev');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Zmeny sú uložené.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Biely blesk' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Ilustrácia: Model Y, farba Pearl White Multi-Coat' }).first(),
  ).toBeVisible();
  const saved = await apiGet<{ v: Record<string, unknown> }>(request, `/api/cars/${car.vin}`, member.token);
  expect(saved.v).toMatchObject({
    color: 'Pearl White Multi-Coat',
    name: 'Biely blesk',
    license_plate: 'KE-001EV',
    image: '/images/cars/model-y-pearl-white-multi-coat.svg',
  });

  await page.goto('/uzivatel/auto/5YJ3E1EA1KF000001');
  await loaded(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Auto sa nenašlo' })).toBeVisible();
});

test('settings: visibility, colour mode, export of my data, deleting the account', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await signIn(context, request, member);
  await page.goto('/uzivatel/nastavenia');
  await loaded(page);

  const privacy = page.getByRole('region', { name: 'Súkromie' });
  await privacy.getByRole('checkbox', { name: 'Moje mesto' }).uncheck();
  await privacy.getByRole('checkbox', { name: 'Môj e-mail' }).check();
  await privacy.getByRole('button', { name: 'Uložiť' }).click();
  await expect(privacy.getByText('Zmeny sú uložené.')).toBeVisible();
  expect((await apiGet<{ v: Record<string, boolean> }>(request, '/api/profile/visibility', member.token)).v).toEqual({
    show_email: true,
    show_phone: false,
    show_city: false,
    show_cars: true,
  });

  await page.getByRole('radio', { name: 'Tmavý' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  const downloading = page.waitForEvent('download');
  await privacy.getByRole('button', { name: 'Stiahnuť moje údaje' }).click();
  const download = await downloading;
  const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    v: { profile: { email: string }; cars: unknown[] };
  };
  expect(exported.v.profile.email).toBe(member.email);
  expect(exported.v.cars).toHaveLength(1);

  const account = page.getByRole('region', { name: 'Účet' });
  await account.getByLabel('Na potvrdenie napíšte ZMAZAŤ').fill('zmazat');
  await account.getByRole('button', { name: 'Zrušiť účet natrvalo' }).click();
  await expect(account.getByText('Napíšte presne ZMAZAŤ.')).toBeVisible();
  await account.getByLabel('Na potvrdenie napíšte ZMAZAŤ').fill('ZMAZAŤ');
  await account.getByRole('button', { name: 'Zrušiť účet natrvalo' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accessToken(request, member.email, member.password)).rejects.toThrow();
  await page.goto('/uzivatel/dashboard');
  await expect(page).toHaveURL(/\/prihlasenie$/);
});

test('an unknown path under /uzivatel is the 404 page', async ({ page, context, request }) => {
  await signIn(context, request, await createMember(request));
  const response = await page.goto('/uzivatel/neexistuje');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Stránka sa nenašla: /uzivatel/neexistuje')).toBeVisible();
});
