// The staff console at /admin in Chromium against the built server: staff sign in with
// the site's supabase-js session and manage events, articles, registrations and files through the
// real staff API; results are checked on the public pages and through the API as a member. A
// member without permissions sees no resources and the API refuses them. axe-core checks the
// screens; the public pages never load the console's code.
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { expect, test } from './fixtures';
import { DEMO_STAFF } from '../../server/src/database/seed/accounts';
import { apiGet, createMember, signIn, totp, watchConsole } from './member-support';
import { publicConfig, watchRequests } from './public-support';
import {
  axeTestsInBothThemes,
  checkScreens,
  choose,
  expectDashboard,
  localInput,
  openCreate,
  save,
  saved,
  signInToConsole,
  suffix,
  useTheme,
} from './staff-support';

const ROOT = path.resolve(__dirname, '..', '..');
test.describe('staff console', () => {
  // Each journey signs in and goes through several console screens: more than the default 30 s on a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  test('/admin is the console page, not cached, with the runtime config', async ({ request }) => {
    for (const url of ['/admin', '/admin/events/create']) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<script id="app-bootstrap" type="application/json">');
      expect(html).toMatch(/assets\/admin-[\w-]+\.js/);
    }
    // The template is not a file of its own.
    expect((await request.get('/admin.html')).status()).toBe(404);
  });

  test('staff create an event that the public /udalosti page then lists', async ({ page }) => {
    const problems = watchConsole(page);
    const title = `Jarný zraz ${suffix()}`;
    await signInToConsole(page);
    await expectDashboard(page);
    await openCreate(page, 'Udalosti');
    await page.getByLabel(/^Názov/).fill(title);
    await page.getByLabel(/^Začiatok/).fill(localInput(new Date(Date.now() + 30 * 86_400_000)));
    await page.getByLabel(/^Miesto/).fill('Piešťany');
    await page.getByLabel(/^Kapacita/).fill('40');
    await page.getByLabel(/^Zverejnené od/).fill(localInput(new Date(Date.now() - 3_600_000)));
    await save(page);
    // The edit screen shows the (empty) attendee list of the new event.
    await expect(page.getByText('Zatiaľ sa nikto neprihlásil.')).toBeVisible();

    await page.goto('/udalosti');
    await expect(page.getByText(title)).toBeVisible();
    expect(problems.filter((p) => !p.includes('React Router Future Flag'))).toEqual([]);
  });

  test('staff publish an article: /clanok/{slug} shows it and the sitemap lists it', async ({ page, request }) => {
    const slug = `elektricka-zima-${suffix()}`;
    const title = `Elektrická zima ${slug.slice(-6)}`;
    await signInToConsole(page);
    await openCreate(page, 'Články');
    await page.getByLabel(/^Názov/).fill(title);
    await page.getByLabel(/^Adresa \(slug\)/).fill(slug);
    await page.getByLabel(/^Text \(markdown\)/).fill('Ako nabíjať **v zime**.');
    await page.getByRole('tab', { name: 'Náhľad' }).click();
    await expect(page.getByRole('tabpanel').locator('strong', { hasText: 'v zime' })).toBeVisible();
    await page.getByRole('tab', { name: 'Text' }).click();
    await page.getByLabel(/^Zverejnené od/).fill(localInput(new Date(Date.now() - 3_600_000)));
    await save(page);

    const article = await request.get(`/clanok/${slug}`);
    expect(article.status()).toBe(200);
    expect(await article.text()).toContain(title);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/clanok/${slug}</loc>`);
  });

  test('staff verify a registration and the member sees it in /api/me', async ({ page, request }) => {
    const member = await createMember(request, { onboarded: true });
    const before = await apiGet<{ v: { user: { is_verified: boolean } } }>(request, '/api/me', member.token);
    expect(before.v.user.is_verified).toBe(false);

    await signInToConsole(page);
    await expectDashboard(page);
    await page.goto(`/admin/registrations/${member.id}`);
    await expect(page.getByRole('link', { name: member.email })).toBeVisible();
    await page.getByLabel('Poznámka').fill('Overené podľa VIN.');
    await page.getByRole('button', { name: 'Overiť' }).click();
    await saved(page, /Členstvo bolo overené/);

    const after = await apiGet<{ v: { user: { is_verified: boolean } } }>(request, '/api/me', member.token);
    expect(after.v.user.is_verified).toBe(true);
  });

  test('staff upload a lock chime that a member then downloads through the API', async ({ page, request }) => {
    const title = `Zvonček ${suffix()}`;
    // A real (tiny) WAV: RIFF header, fmt chunk, 8 samples of silence.
    const wav = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([44, 0, 0, 0]),
      Buffer.from('WAVEfmt '),
      Buffer.from([16, 0, 0, 0, 1, 0, 1, 0, 0x40, 0x1f, 0, 0, 0x40, 0x1f, 0, 0, 1, 0, 8, 0]),
      Buffer.from('data'),
      Buffer.from([8, 0, 0, 0]),
      Buffer.alloc(8, 0x80),
    ]);
    await signInToConsole(page);
    await openCreate(page, 'Súbory');
    await choose(page, /^Druh/, 'Zvuk zamknutia');
    await page.getByLabel(/^Názov/).fill(title);
    await page.locator('input[type=file]').setInputFiles({ name: 'zvoncek.wav', mimeType: 'audio/wav', buffer: wav });
    await save(page);

    const member = await createMember(request, { verified: true });
    const files = await apiGet<{ v: { title: string; kind: string; download_url: string }[] }>(
      request,
      '/api/files?kind=lock_chime',
      member.token,
    );
    const file = files.v.find((f) => f.title === title);
    expect(file?.kind).toBe('lock_chime');
    const download = await request.get(file!.download_url, { headers: { authorization: `Bearer ${member.token}` } });
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body())).toEqual(wav);
  });

  test('a member without permissions sees no resources and the staff API refuses them', async ({
    page,
    context,
    request,
  }) => {
    const member = await createMember(request, { verified: true });
    const adminAnswers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/admin')) adminAnswers.push(response.status());
    });
    await signIn(context, request, member);
    await page.goto('/admin');
    await expect(page.getByText('Nemáte oprávnenie na žiadnu časť administrácie.', { exact: false })).toBeVisible();
    // The menu holds the dashboard only.
    await expect(page.getByRole('menuitem')).toHaveText(['Prehľad']);
    // A resource address opened directly shows no list either.
    await page.goto('/admin/users');
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(adminAnswers.every((status) => status === 403)).toBe(true);

    // Every staff list the console would call is refused by the server.
    const document = JSON.parse(fs.readFileSync(path.join(ROOT, 'openapi', 'openapi.json'), 'utf8')) as {
      paths: Record<string, { get?: unknown }>;
    };
    const lists = Object.keys(document.paths).filter(
      (p) => p.startsWith('/api/admin/') && !p.includes('{') && document.paths[p].get,
    );
    expect(lists.length).toBeGreaterThan(10);
    for (const list of lists) {
      const answer = await request.get(list, { headers: { authorization: `Bearer ${member.token}` } });
      expect(answer.status(), list).toBe(403);
    }
  });

  test('an account with a TOTP factor signs in only after the code', async ({ page, request }) => {
    const staff = await createMember(request, { verified: true, permissions: { events: 'full' } });
    const config = await publicConfig(request);
    const supabase = createClient(config.supabaseUrl, config.supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    await supabase.auth.signInWithPassword({ email: staff.email, password: staff.password });
    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    if (enrolled.error) throw enrolled.error;
    const verified = await supabase.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: totp(enrolled.data.totp.secret),
    });
    if (verified.error) throw verified.error;

    await signInToConsole(page, staff.email, staff.password);
    const code = page.getByLabel(/^Overovací kód/);
    await expect(code).toBeVisible();
    await code.fill('000000' === totp(enrolled.data.totp.secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Overiť' }).click();
    await expect(page.getByText('Nesprávny overovací kód.')).toBeVisible();
    // The authenticator's next code: the current one verified the factor above, and a code works once.
    await code.fill(totp(enrolled.data.totp.secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Overiť' }).click();
    await expectDashboard(page);
    // events=full only: events in the menu, nothing of the other areas.
    await expect(page.getByRole('menuitem', { name: 'Udalosti' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Členovia' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Články' })).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe-core: no violations on the users and registrations screens (${theme} theme)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await useTheme(page, theme);
      const member = await createMember(request, { onboarded: true });
      await signInToConsole(page);
      await expectDashboard(page);
      await checkScreens(
        page,
        [
          { url: '/admin/users', ready: 'Členovia' },
          { url: `/admin/users/${DEMO_STAFF.id}`, ready: 'Autá' },
          { url: '/admin/registrations', ready: 'Registrácie' },
          { url: `/admin/registrations/${member.id}`, ready: member.email },
        ],
        [],
      );
    });
  }

  axeTestsInBothThemes(
    'events, articles and files',
    [
      { url: '/admin/events', ready: 'Udalosti' },
      { url: '/admin/events/create', ready: 'Udalosť' },
      { url: '/admin/articles', ready: 'Články' },
      { url: '/admin/articles/create', ready: 'Článok' },
      { url: '/admin/files', ready: 'Súbory' },
      { url: '/admin/files/create', ready: 'Súbor' },
    ],
    ['/admin/events', '/admin/articles', '/admin/files'],
  );

  test('public pages never load the console code', async ({ page }) => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'dist', 'web', 'client', '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
    const reach = (key: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(key) || !manifest[key]) return seen;
      seen.add(key);
      for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) reach(next, seen);
      return seen;
    };
    const site = reach('index.html');
    const consoleOnly = [...reach('admin.html')].filter((key) => !site.has(key)).map((key) => '/' + manifest[key].file);
    expect(consoleOnly.length).toBeGreaterThan(3);
    const requests = watchRequests(page);
    for (const url of ['/', '/udalosti', '/clanky', '/galeria', '/faq', '/prihlasenie']) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    }
    const fetched = requests.map((url) => new URL(url).pathname);
    expect(fetched.some((p) => p.startsWith('/assets/'))).toBe(true);
    expect(fetched.filter((p) => consoleOnly.includes(p))).toEqual([]);
  });
});

// Staff holding only `finance`: the home with its dues block, every dues screen and the refunds.
for (const theme of ['light', 'dark'] as const) {
  test(`axe-core: no violations on the home and the dues screens as finance staff (${theme} theme)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await useTheme(page, theme);
    const finance = await createMember(request, { permissions: { finance: 'full' }, verified: true });
    await signInToConsole(page, finance.email, finance.password);
    await expectDashboard(page);
    await checkScreens(
      page,
      [
        { url: '/admin', ready: 'Členské príspevky' },
        { url: '/admin/dues', ready: 'Členské príspevky' },
        { url: '/admin/dues-imports', ready: 'Importy výpisov' },
        { url: '/admin/dues-payments', ready: 'Nepriradené platby' },
        { url: '/admin/fee-plans', ready: 'Členské plány' },
        { url: '/admin/dues-years', ready: 'Členské roky' },
        { url: '/admin/dues-settings', ready: 'Platobné údaje' },
        { url: '/admin/refunds', ready: 'Vrátenia' },
      ],
      [],
    );
  });
}

test('an IBAN the server refuses marks the IBAN field with the reason in Slovak, not only a notification', async ({
  page,
  request,
}) => {
  const finance = await createMember(request, { permissions: { finance: 'full' }, verified: true });
  await signInToConsole(page, finance.email, finance.password);
  await expectDashboard(page);
  await page.goto('/admin/dues-settings');
  await expect(page.locator('#react-admin-title')).not.toBeEmpty();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const iban = page.getByRole('textbox', { name: 'IBAN' });
  // The right length and alphabet, the wrong check digits: only the server's check refuses it.
  await iban.fill('SK0012000000198742637541');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(iban).toHaveAccessibleDescription(/IBAN nie je platný \(skontrolujte dĺžku a kontrolné číslice\)\./);
});
