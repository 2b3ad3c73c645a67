// The staff console's gallery, photo, discount and charging screens in Chromium against
// the built server: an album gets a photo uploaded with its alt text and appears on /galeria; a
// discount and a charging entry reach members through the member API. axe-core checks the list,
// create and edit screens of each in the light and the dark theme.
import { expect, test } from './fixtures';
import { apiGet, createMember, png } from './member-support';
import {
  axeTestsInBothThemes,
  choose,
  expectDashboard,
  localInput,
  openCreate,
  save,
  saved,
  signInToConsole,
  suffix,
} from './staff-support';

test.describe.configure({ timeout: 90_000 });

test('an album with a photo uploaded in the console appears on /galeria with the alt text', async ({
  page,
  request,
}) => {
  const slug = `zraz-tatry-${suffix()}`;
  const title = `Zraz v Tatrách ${slug.slice(-6)}`;
  const alt = `Rad elektromobilov pod Lomnickým štítom ${slug.slice(-6)}`;
  await signInToConsole(page);
  await expectDashboard(page);
  await openCreate(page, 'Galéria');
  await page.getByLabel(/^Názov/).fill(title);
  await page.getByLabel(/^Adresa \(slug\)/).fill(slug);
  await page.getByLabel(/^Zverejnené od/).fill(localInput(new Date(Date.now() - 3_600_000)));
  await save(page);
  await expect(page.getByText('Album zatiaľ nemá fotky.')).toBeVisible();

  // Upload from the album: the photo form knows the album and returns to it.
  await page.getByRole('link', { name: 'Nahrať fotku' }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'tatry.png', mimeType: 'image/png', buffer: png() });
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Povinné', { exact: true }).first()).toBeVisible();
  await page.getByLabel(/^Alternatívny text/).fill(alt);
  await save(page);
  await expect(page.getByRole('heading', { name: 'Fotky v albume' })).toBeVisible();
  await expect(page.getByRole('img', { name: alt })).toBeVisible();

  // The cover is one of the album's photos.
  await choose(page, /^Titulná fotka/, alt);
  await page.getByRole('button', { name: 'Uložiť' }).first().click();
  await saved(page, /Záznam bol uložený/);

  const albums = await (await request.get('/galeria')).text();
  expect(albums).toContain(title);
  expect(albums).toContain(`alt="${alt}"`);
  // The album's page: each photo is a button named by its alt text that opens the lightbox.
  await page.goto(`/galeria?album=${slug}`);
  await expect(page.getByRole('button', { name: new RegExp(alt) })).toBeVisible();
});

test('a file that is not an image is refused with a Slovak message', async ({ page }) => {
  await signInToConsole(page);
  await expectDashboard(page);
  await page.goto('/admin/photos/create');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'fotka.png', mimeType: 'image/png', buffer: Buffer.from('toto nie je obrázok') });
  await page.getByLabel(/^Alternatívny text/).fill('Nič');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Tento typ súboru nie je povolený.')).toBeVisible();
});

test('a discount and a charging entry from the console reach verified members', async ({ page, request }) => {
  const partner = `Nabíjačky ${suffix()}`;
  const charging = `Rýchlonabíjanie na D1 ${suffix()}`;
  await signInToConsole(page);
  await openCreate(page, 'Zľavy');
  await page.getByLabel(/^Partner/).fill(partner);
  await page.getByLabel(/^Názov/).fill('10 % na wallbox');
  await page.getByLabel(/^Zľavový kód/).fill('EVKLUB10');
  await page.getByLabel(/^Platí do/).fill('2030-12-31');
  await save(page);

  await openCreate(page, 'Nabíjanie');
  await page.getByLabel(/^Názov/).fill(charging);
  await page.getByLabel(/^Poskytovateľ/).fill('GreenWay');
  await page.getByLabel(/^Popis/).fill('Stanice každých **50 km**.');
  await page.getByLabel(/^Odkaz/).fill('https://greenway.sk');
  await save(page);

  const member = await createMember(request, { verified: true });
  const discounts = await apiGet<{ v: { partner_name: string; code: string | null; valid_until: string | null }[] }>(
    request,
    '/api/discounts',
    member.token,
  );
  expect(discounts.v.find((d) => d.partner_name === partner)).toMatchObject({
    code: 'EVKLUB10',
    valid_until: '2030-12-31',
  });
  const entries = await apiGet<{ v: { title: string; description_html: string }[] }>(
    request,
    '/api/charging',
    member.token,
  );
  expect(entries.v.find((e) => e.title === charging)?.description_html).toContain('<strong>50 km</strong>');
});

axeTestsInBothThemes(
  'gallery, photo, discount and charging',
  [
    { url: '/admin/gallery', ready: 'Galéria' },
    { url: '/admin/gallery/create', ready: 'Album' },
    { url: '/admin/photos', ready: 'Fotky' },
    { url: '/admin/photos/create', ready: 'Fotka' },
    { url: '/admin/discounts', ready: 'Zľavy' },
    { url: '/admin/discounts/create', ready: 'Zľava' },
    { url: '/admin/charging', ready: 'Nabíjanie' },
    { url: '/admin/charging/create', ready: 'Nabíjanie' },
  ],
  ['/admin/gallery', '/admin/photos', '/admin/discounts', '/admin/charging'],
);
