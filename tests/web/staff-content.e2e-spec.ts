// The staff console's content screens in Chromium against the built server: content
// pages, FAQ, guide entries, redirects and site settings are written through the console and
// checked where visitors meet them (the public pages, the redirect answer, the footer). axe-core
// checks the list, create and edit screens of each in the light and the dark theme.
import { expect, test, type APIRequestContext } from './fixtures';
import { apiGet, axeViolations, staffToken } from './member-support';
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

const hourAgo = () => localInput(new Date(Date.now() - 3_600_000));

test('a content page written in the console is served at its own address', async ({ page, request }) => {
  const slug = `stanovy-${suffix()}`;
  await signInToConsole(page);
  await expectDashboard(page);
  await openCreate(page, 'Stránky');
  await page.getByLabel(/^Názov/).fill(`Stanovy klubu ${slug}`);
  await page.getByLabel(/^Adresa \(slug\)/).fill(slug);
  await page.getByLabel(/^Text \(markdown\)/).fill('Článok 1: **Členstvo** je dobrovoľné.');
  await page.getByLabel(/^Zverejnené od/).fill(hourAgo());
  await save(page);

  const answer = await request.get(`/${slug}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain(`Stanovy klubu ${slug}`);
  expect(html).toContain('<strong>Členstvo</strong>');

  // Emptying the text is a change the server takes (an empty text, not a missing one).
  await page.getByLabel(/^Text \(markdown\)/).fill('');
  await save(page, /Záznam bol uložený/);
  expect(await (await request.get(`/${slug}`)).text()).not.toContain('Členstvo');
});

test('a FAQ entry appears on /faq; its position must be a whole number; unpublished it disappears again', async ({
  page,
  request,
}) => {
  const question = `Ako dlho trvá overenie členstva ${suffix()}?`;
  await signInToConsole(page);
  await openCreate(page, 'Časté otázky');
  await page.getByLabel(/^Otázka/).fill(question);
  await page.getByLabel(/^Odpoveď/).fill('Zvyčajne do **dvoch dní**.');
  await save(page);
  expect(await (await request.get('/faq')).text()).toContain(question);

  await page.getByRole('row').filter({ hasText: question }).click();
  // The position is a whole number the entry keeps: emptied or fractional, the form says so in Slovak.
  const order = page.getByLabel(/^Poradie/);
  await order.fill('');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Povinné')).toBeVisible();
  await order.fill('1.5');
  await expect(page.getByText('Zadajte celé číslo.')).toBeVisible();
  await order.fill('3');
  await page.getByLabel('Zverejnené').uncheck();
  await save(page, /Záznam bol uložený/);
  expect(await (await request.get('/faq')).text()).not.toContain(question);
});

test('FAQ entries move up and down in the list; /faq shows the new order', async ({ page, request }) => {
  const token = await staffToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const tag = suffix();
  const [first, second] = [`Prvá otázka ${tag}?`, `Druhá otázka ${tag}?`];
  // At the very top of the order, so both are on the list's first page.
  const ids: string[] = [];
  for (const [question, sort_order] of [
    [first, -1_000_000],
    [second, -999_999],
  ] as const) {
    const created = await request.post('/api/admin/faq', {
      headers,
      data: { question, answer: 'Áno.', sort_order, published: true },
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { v: { id: string } }).v.id);
  }
  const publicOrder = async () => {
    const html = await (await request.get('/faq')).text();
    return [first, second].sort((a, b) => html.indexOf(a) - html.indexOf(b));
  };
  try {
    expect(await publicOrder()).toEqual([first, second]);
    await signInToConsole(page);
    await page.getByRole('menuitem', { name: 'Časté otázky' }).click();
    // The first entry cannot go higher.
    await expect(page.getByRole('button', { name: `Posunúť vyššie: ${first}` })).toBeDisabled();
    await page.getByRole('button', { name: `Posunúť nižšie: ${first}` }).click();
    await saved(page, /Poradie bolo uložené/);
    // Moving does not open the entry's form; the list shows the new order.
    await expect(page).toHaveURL(/\/admin\/faq(\?.*)?$/);
    await expect(page.getByRole('row').nth(1)).toContainText(second);
    await expect(page.getByRole('row').nth(2)).toContainText(first);
    expect(await publicOrder()).toEqual([second, first]);

    await page.getByRole('button', { name: `Posunúť vyššie: ${first}` }).click();
    await expect(page.getByRole('row').nth(1)).toContainText(first);
    expect(await publicOrder()).toEqual([first, second]);
  } finally {
    for (const id of ids) await request.delete(`/api/admin/faq/${id}`, { headers });
  }
});

test('a guide entry appears in /poradna and at /poradna/{slug}', async ({ page, request }) => {
  const slug = `nabijanie-v-zime-${suffix()}`;
  const title = `Nabíjanie v zime ${slug.slice(-6)}`;
  await signInToConsole(page);
  await openCreate(page, 'Sprievodca');
  await page.getByLabel(/^Názov/).fill(title);
  await page.getByLabel(/^Adresa \(slug\)/).fill(slug);
  await page.getByLabel(/^Kategória/).fill('Nabíjanie');
  await page.getByLabel(/^Zhrnutie/).fill('Predhrejte batériu pred nabíjaním.');
  await page.getByLabel(/^Text \(markdown\)/).fill('Batéria sa v zime **nabíja pomalšie**.');
  await page.getByLabel(/^Zverejnené od/).fill(hourAgo());
  await save(page);

  expect(await (await request.get('/poradna')).text()).toContain(title);
  const entry = await request.get(`/poradna/${slug}`);
  expect(entry.status()).toBe(200);
  expect(await entry.text()).toContain('<strong>nabíja pomalšie</strong>');
});

test('a redirect written in the console is answered by the server; a loop is refused', async ({ page, request }) => {
  const from = `/stara-adresa-${suffix()}`;
  await signInToConsole(page);
  await openCreate(page, 'Presmerovania');
  await page.getByLabel(/^Z cesty/).fill(from);
  await page.getByLabel(/^Na cestu/).fill('/faq');
  await choose(page, /^Kód/, '302 – dočasné');
  await save(page);

  const answer = await request.get(from, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/faq');

  // /faq → from → /faq would loop: the server refuses it and the form says so in Slovak.
  await openCreate(page, 'Presmerovania');
  await page.getByLabel(/^Z cesty/).fill('/faq');
  await page.getByLabel(/^Na cestu/).fill(from);
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Presmerovanie by viedlo do slučky.')).toBeVisible();
  expect((await request.get('/faq', { maxRedirects: 0 })).status()).toBe(200);
});

async function currentSettings(request: APIRequestContext, token: string): Promise<Record<string, string | null>> {
  const answer = await request.get('/api/admin/site-settings', { headers: { authorization: `Bearer ${token}` } });
  const { v } = (await answer.json()) as { v: Record<string, string | null> };
  return Object.fromEntries(
    ['x', 'instagram', 'youtube', 'facebook', 'discord', 'contact_email'].map((key) => [key, v[key]]),
  );
}

test('site settings: a new contact e-mail and Discord link show in the public footer', async ({ page, request }) => {
  const token = await staffToken(request);
  const original = await currentSettings(request, token);
  const address = `kontakt-${suffix()}@evklub.sk`;
  try {
    await signInToConsole(page);
    await page.getByRole('menuitem', { name: 'Nastavenia webu' }).click();
    await expect(page.getByText(/Prázdne = predvolená adresa .+@/)).toBeVisible();
    // The single record has nothing to list or delete.
    await expect(page.getByRole('button', { name: 'Odstrániť' })).toHaveCount(0);
    await page.getByLabel(/^Kontaktný e-mail/).fill(address);
    await page.getByLabel(/^Discord/).fill('http://discord.example');
    await page.getByRole('button', { name: 'Uložiť' }).click();
    // The server takes only https:// links; the field says so in Slovak.
    await expect(page.getByRole('textbox', { name: /^Discord/ })).toHaveAccessibleDescription(
      'Zadajte adresu, ktorá začína https://.',
    );
    await expect(page.getByText(/must be/)).toHaveCount(0);
    await page.getByLabel(/^Discord/).fill('https://discord.gg/evklub');
    await save(page, /Záznam bol uložený/);

    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: new RegExp(address.replace('.', '\\.')) })).toHaveAttribute(
      'href',
      `mailto:${address}`,
    );
    await expect(footer.locator('a[href="https://discord.gg/evklub"]')).toHaveCount(1);
  } finally {
    await request.put('/api/admin/site-settings', { headers: { authorization: `Bearer ${token}` }, data: original });
  }
});

test('staff read a contact message, mark it handled, and the home stops counting it', async ({ page, request }) => {
  const subject = `Zraz ${suffix()}`;
  const message = 'Dobrý deň, kedy bude ďalší zraz v Bratislave?';
  const sent = await request.post('/api/contact', {
    data: { name: 'Eva Nová', email: `eva-${suffix()}@example.com`, subject, message },
  });
  expect(sent.status()).toBe(202);
  const token = await staffToken(request);
  const unhandled = async () =>
    (await apiGet<{ v: { contact: { unhandled: number } } }>(request, '/api/admin/dashboard/content', token)).v.contact
      .unhandled;
  const before = await unhandled();

  await signInToConsole(page);
  await expect(page.getByText(`Nevybavené správy z kontaktného formulára: ${before}`)).toBeVisible();
  await page.getByRole('link', { name: 'Otvoriť správy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktné správy', exact: true })).toBeVisible();
  await page.getByRole('cell', { name: subject, exact: true }).click();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Vybavená').check();
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await saved(page, /Záznam bol uložený|Záznam bol aktualizovaný/);
  await expect.poll(unhandled).toBe(before - 1);
  await page.goto('/admin');
  await expect(page.getByText('Treba urobiť')).toBeVisible();
  if (before > 1)
    await expect(page.getByText(`Nevybavené správy z kontaktného formulára: ${before - 1}`)).toBeVisible();
  else await expect(page.getByText(/Nevybavené správy z kontaktného formulára/)).toHaveCount(0);
});

axeTestsInBothThemes(
  'content',
  [
    { url: '/admin/pages', ready: 'Stránky' },
    { url: '/admin/pages/create', ready: 'Stránka' },
    { url: '/admin/faq', ready: 'Časté otázky' },
    { url: '/admin/faq/create', ready: 'Otázka' },
    { url: '/admin/guide', ready: 'Sprievodca' },
    { url: '/admin/guide/create', ready: 'Návod' },
    { url: '/admin/redirects', ready: 'Presmerovania' },
    { url: '/admin/redirects/create', ready: 'Presmerovanie' },
    { url: '/admin/site-settings', ready: 'Kontaktný e-mail' },
    { url: '/admin/contact-messages', ready: 'Kontaktné správy' },
  ],
  ['/admin/pages', '/admin/faq', '/admin/guide', '/admin/redirects'],
);
