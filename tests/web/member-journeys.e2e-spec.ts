// The member journeys against the built server with real accounts, real mail and
// supabase-js in the browser: sign-up through the join page with the confirmation mail and
// onboarding with a real VIN; password reset by mail; TOTP two-factor sign-in; registering for an
// event and unregistering; member search without diacritics.
import { createClient } from '@supabase/supabase-js';
import { expect, test, type Page } from './fixtures';
import { accessToken, publicConfig } from './public-support';
import {
  apiGet,
  createEvent,
  createMember,
  hydrated,
  loaded,
  mailTo,
  PASSWORD,
  registerForEvent,
  signIn,
  signInOnPage,
  teslaVin,
  totp,
  uniqueEmail,
  verifyLink,
  watchConsole,
} from './member-support';

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

/** Signs out from the member area, then submits the login form with the member's (old) password. */
async function signOutAndSignInAgain(page: Page, member: { email: string; password: string }): Promise<void> {
  await page.getByRole('button', { name: 'Odhlásiť sa', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // Signed out once the navbar offers the sign-in again (the session ends after the member area has left the page).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
  await page.goto('/prihlasenie');
  await signInOnPage(page, member.email, member.password);
}

test('a newcomer signs up on the join page, confirms the mail, completes onboarding with a real VIN and sees the car', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const email = uniqueEmail('novacik');
  const vin = teslaVin('Y');

  await page.goto('/pripojit-sa');
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'Zaregistrovať sa' }).click();
  await expect(page).toHaveURL(/\/registracia$/);
  // From a guest's page, the sign-up screen is a page load (React's build): typing waits for it to run, as after any
  // load.
  await hydrated(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Heslo znova').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaregistrovať sa' }).click();
  await expect(page.getByText('Na registráciu je potrebný súhlas so spracovaním osobných údajov.')).toBeVisible();
  await page.getByLabel(/Súhlasím so spracovaním osobných údajov/).check();
  await page.getByRole('button', { name: 'Zaregistrovať sa' }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();

  // The confirmation link signs the newcomer in; incomplete onboarding sends them to the wizard.
  await page.goto(verifyLink(await mailTo(email, /Potvrďte registráciu/)));
  await expect(page).toHaveURL(/\/uzivatel\/dokoncenie-registracie$/);
  await expect(page.getByRole('heading', { name: 'Krok 1 zo 4: Účet a VIN' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hlavná navigácia' })).toHaveCount(0);
  await loaded(page);

  // The wizard offers the account's address once the profile has loaded; typing before that would race it.
  await expect(page.getByLabel('E-mail účtu Tesla')).toHaveValue(email);
  await page.getByLabel('E-mail účtu Tesla').fill(email);
  // The member's own name is asked first; without it the step does not go on.
  await page.getByLabel('Meno na účte Tesla').fill('Nový Člen');
  await page.getByLabel('VIN', { exact: true }).fill(vin.slice(0, 8) + (vin[8] === '0' ? '1' : '0') + vin.slice(9));
  await page.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
  await expect(page.getByRole('alert')).toHaveText('Skontrolujte prosím zvýraznené polia.');
  await expect(page.getByLabel('Vaše meno')).toBeFocused();
  await page.getByLabel('Vaše meno').fill('Zuzana');
  await page.getByLabel('Vaše priezvisko').fill('Nováková');
  await page.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
  await expect(page.getByText('Kontrolná číslica VIN nesedí.', { exact: false })).toBeVisible();
  await page.getByLabel('VIN', { exact: true }).fill(vin.toLowerCase());
  await page.getByRole('button', { name: 'Uložiť a pokračovať' }).click();

  await expect(page.getByRole('heading', { name: 'Krok 2 zo 4: Model vozidla' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Model Y' })).toBeChecked(); // pre-selected from the VIN
  // Back goes to the previous step with the answers kept, and on again.
  await page.getByRole('button', { name: 'Späť' }).click();
  await expect(page.getByLabel('VIN', { exact: true })).toHaveValue(vin);
  await page.getByRole('button', { name: 'Uložiť a pokračovať' }).click();
  await expect(page.getByRole('heading', { name: 'Krok 2 zo 4: Model vozidla' })).toBeVisible();
  await page.getByRole('button', { name: 'Uložiť a pokračovať' }).click();

  await expect(page.getByRole('heading', { name: 'Krok 3 zo 4: Údaje o vozidle' })).toBeVisible();
  await page.getByLabel('Verzia').selectOption('Long Range');
  await page.getByRole('radio', { name: 'Deep Blue Metallic' }).check();
  await expect(page.getByRole('img', { name: 'Ilustrácia: Model Y, farba Deep Blue Metallic' })).toHaveAttribute(
    'src',
    '/images/cars/model-y-deep-blue-metallic.svg',
  );
  await page.getByLabel('Vlastníte od').fill('2023-05-20');
  await page.getByLabel('Evidenčné číslo').fill('ba-456cd');
  await page.getByRole('button', { name: 'Uložiť a pokračovať' }).click();

  await expect(page.getByRole('heading', { name: 'Krok 4 zo 4: Hotovo' })).toBeVisible();
  await page.getByRole('button', { name: 'Pokračovať do členskej zóny' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/dashboard$/);
  await loaded(page);
  // The header greets the member by the name step 1 asked, not by the e-mail.
  await expect(page.getByRole('banner')).toContainText('Zuzana Nováková');
  await expect(page.getByRole('banner')).not.toContainText(email);
  const cars = page.getByRole('region', { name: 'Moje autá' });
  await expect(cars.getByRole('link', { name: 'Model Y' })).toBeVisible();
  await expect(cars.getByRole('img', { name: 'Ilustrácia: Model Y, farba Deep Blue Metallic' })).toBeVisible();
  await expect(cars).toContainText('BA-456CD');

  // The car is registered to the newcomer on the server.
  const token = await accessToken(request, email, PASSWORD);
  const mine = await apiGet<{ v: { vin: string; model: string; color: string }[] }>(request, '/api/cars', token);
  expect(mine.v).toEqual([expect.objectContaining({ vin, model: 'Model Y', color: 'Deep Blue Metallic' })]);
  expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});

test('a newcomer whose link opens elsewhere types the sign-up mail\'s code on "Skontrolujte e-mail" and arrives signed in at onboarding', async ({
  page,
}) => {
  const email = uniqueEmail('kodom');
  await page.goto('/registracia');
  await hydrated(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Heslo znova').fill(PASSWORD);
  await page.getByLabel(/Súhlasím so spracovaním osobných údajov/).check();
  await page.getByRole('button', { name: 'Zaregistrovať sa' }).click();
  await expect(page.getByRole('heading', { name: 'Skontrolujte e-mail' })).toBeVisible();
  const code = /kód[^\d]{0,20}(\d{6})/i.exec((await mailTo(email, /Potvrďte registráciu/)).text)?.[1];
  expect(code).toMatch(/^\d{6}$/);

  // A wrong code is announced in Slovak and keeps the member on the screen, the field in focus.
  const field = page.getByLabel('Kód z e-mailu');
  await field.fill(code === '000000' ? '111111' : '000000');
  await field.press('Enter');
  await expect(page.getByText('Kód nie je správny alebo jeho platnosť vypršala.').first()).toBeVisible();
  await expect(field).toBeFocused();
  await field.fill(code!);
  await page.getByRole('button', { name: 'Potvrdiť kód' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/dokoncenie-registracie$/);
  await expect(page.getByRole('heading', { name: 'Krok 1 zo 4: Účet a VIN' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Odhlásiť sa' })).toBeVisible();
});

test('a member who forgot the password sets a new one from the mail and signs in with it', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await page.goto('/prihlasenie');
  await hydrated(page);
  await page.getByRole('button', { name: 'Zabudli ste heslo?' }).click();
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByRole('button', { name: 'Poslať odkaz' }).click();
  await expect(page.getByRole('status')).toContainText('poslali sme na ňu odkaz');

  await page.goto(verifyLink(await mailTo(member.email, /Obnovenie hesla/)));
  await expect(page).toHaveURL(/\/vytvorit-nove-heslo/);
  const password = page.getByLabel('Nové heslo', { exact: true });
  const again = page.getByLabel('Nové heslo znova');
  await password.fill('Nove-Heslo-2027!');
  await again.fill('Ine-Heslo-2027!');
  await page.getByRole('button', { name: 'Uložiť nové heslo' }).click();
  await expect(page.getByRole('alert')).toHaveText('Heslá sa nezhodujú.');
  await password.fill('kratke');
  await again.fill('kratke');
  await page.getByRole('button', { name: 'Uložiť nové heslo' }).click();
  await expect(page.getByRole('alert')).toContainText('Heslo musí mať aspoň 8 znakov.');
  await password.fill('Nove-Heslo-2027!');
  await again.fill('Nove-Heslo-2027!');
  await page.getByRole('button', { name: 'Uložiť nové heslo' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/dashboard$/);

  await signOutAndSignInAgain(page, member);
  await expect(page.getByRole('alert')).toHaveText('Nesprávny e-mail alebo heslo.');
  await page.getByLabel('Heslo').fill('Nove-Heslo-2027!');
  await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click();
  await expect(page).toHaveURL(/\/uzivatel\/dashboard$/);
  await expect(accessToken(request, member.email, member.password)).rejects.toThrow();
});

test('a member enrols TOTP with the QR code and then signs in with a code', async ({ page, context, request }) => {
  const member = await createMember(request);
  await signIn(context, request, member);
  await page.goto('/uzivatel/nastavenia');
  await loaded(page);
  const section = page.getByRole('region', { name: 'Dvojfaktorové prihlásenie' });
  await section.getByRole('button', { name: 'Zapnúť dvojfaktorové prihlásenie' }).click();
  const qr = section.getByRole('img', { name: 'QR kód pre overovaciu aplikáciu' });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0); // it decodes
  const secret = (await section.locator('.totp-secret').textContent())!.trim();
  await section.getByLabel('Overovací kód').fill('000000' === totp(secret) ? '111111' : '000000');
  await section.getByRole('button', { name: 'Potvrdiť a zapnúť' }).click();
  await expect(section.getByText('Kód nie je správny.', { exact: false })).toBeVisible();
  await section.getByLabel('Overovací kód').fill(totp(secret));
  await section.getByRole('button', { name: 'Potvrdiť a zapnúť' }).click();
  await expect(section.getByText('Dvojfaktorové prihlásenie je zapnuté.')).toBeVisible();

  // The account now needs the second factor: a password sign-in alone is aal1, next level aal2.
  const config = await publicConfig(request);
  const probe = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  await probe.auth.signInWithPassword({ email: member.email, password: member.password });
  expect((await probe.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
    currentLevel: 'aal1',
    nextLevel: 'aal2',
  });

  await signOutAndSignInAgain(page, member);
  await expect(page.getByRole('heading', { name: 'Overenie druhým faktorom' })).toBeVisible();
  // With only the password the member area stays closed (the server's first-load guard too).
  await page.goto('/uzivatel/dashboard');
  await expect(page).toHaveURL(/\/prihlasenie$/);
  await expect(page.getByRole('heading', { name: 'Overenie druhým faktorom' })).toBeVisible();
  // The authenticator's next code: the current one was used to turn MFA on, and a code works once.
  await page.getByLabel('Overovací kód').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Overiť' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/dashboard$/);
  await page.goto('/uzivatel/ja');
  await loaded(page);
  await expect(page.getByText('heslom a kódom z aplikácie (dvojfaktorovo)')).toBeVisible();
});

test('a member registers for an event, sees it in my events with the calendar file, and unregisters', async ({
  page,
  context,
  request,
}) => {
  const event = await createEvent(request);
  const member = await createMember(request);
  await signIn(context, request, member);
  await page.goto(`/uzivatel/udalosti/${event.slug}`);
  await loaded(page);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page).toHaveTitle(`${event.title} | EV Klub`); // the event's name, not "Udalosť"
  await expect(page.getByRole('link', { name: 'Pridať do kalendára (.ics)' })).toHaveAttribute(
    'href',
    `/api/events/${event.slug}/calendar.ics`,
  );
  const panel = page.getByRole('region', { name: 'Registrácia' });
  await panel.getByRole('button', { name: 'Registrovať sa' }).click();
  await expect(panel.getByText('Ste prihlásený/á')).toBeVisible();

  await page.getByRole('link', { name: 'Moje udalosti', exact: true }).click();
  await expect(page).toHaveURL(/\/uzivatel\/udalosti$/);
  const upcoming = page.getByRole('region', { name: 'Nadchádzajúce' });
  await expect(upcoming.getByRole('link', { name: event.title })).toBeVisible();
  await upcoming.getByRole('link', { name: event.title }).click();
  await expect(page).toHaveTitle(`${event.title} | EV Klub`);
  // Cancelling asks first; "keep it" keeps the registration.
  const question = page.getByRole('dialog', { name: `Naozaj chcete zrušiť registráciu na udalosť ${event.title}?` });
  await page.getByRole('region', { name: 'Registrácia' }).getByRole('button', { name: 'Zrušiť registráciu' }).click();
  await question.getByRole('button', { name: 'Nie, ponechať' }).click();
  await expect(question).toHaveCount(0);
  expect(
    (await apiGet<{ v: { status: string } }>(request, `/api/events/${event.slug}/registration`, member.token)).v.status,
  ).toBe('registered');
  await page.getByRole('region', { name: 'Registrácia' }).getByRole('button', { name: 'Zrušiť registráciu' }).click();
  await question.getByRole('button', { name: 'Áno, zrušiť' }).click();
  await expect(
    page.getByRole('region', { name: 'Registrácia' }).getByRole('button', { name: 'Registrovať sa' }),
  ).toBeVisible();
  const registration = await apiGet<{ v: { status: string } }>(
    request,
    `/api/events/${event.slug}/registration`,
    member.token,
  );
  expect(registration.v.status).toBe('cancelled');

  await page.getByRole('link', { name: 'Moje udalosti', exact: true }).click();
  await loaded(page);
  await expect(
    page.getByRole('region', { name: 'Nadchádzajúce' }).getByRole('link', { name: event.title }),
  ).toHaveCount(0);
});

test('a member on a full event joins the waitlist and sees the position', async ({ page, context, request }) => {
  const event = await createEvent(request, { capacity: 1 });
  await registerForEvent(request, await createMember(request), event.slug);
  const member = await createMember(request);
  await signIn(context, request, member);
  await page.goto(`/uzivatel/udalosti/${event.slug}`);
  await loaded(page);
  const panel = page.getByRole('region', { name: 'Registrácia' });
  await expect(panel).toContainText('Prihlásení: 1 z 1');
  await panel.getByRole('button', { name: 'Zapísať sa na čakaciu listinu' }).click();
  await expect(panel.getByText('Na čakacej listine, poradie 1')).toBeVisible();
  await page.goto('/uzivatel/dashboard');
  await loaded(page);
  await expect(page.getByRole('region', { name: 'Moje udalosti' })).toContainText(event.title);
  await expect(page.getByRole('region', { name: 'Moje udalosti' })).toContainText('Na čakacej listine, poradie 1');
});

test('a member finds another member by a name typed without diacritics (debounced)', async ({
  page,
  context,
  request,
}) => {
  const suffix = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  await createMember(request, {
    line: 'X',
    verified: true,
    profile: { first_name: 'Ľubomír', last_name: `Šťastný${suffix}`, address_city: 'Košice' },
  });
  const member = await createMember(request);
  await signIn(context, request, member);
  const searches: string[] = [];
  page.on('request', (r) => r.url().includes('/api/search') && searches.push(r.url()));
  await page.goto('/uzivatel/vyhladavanie');
  await loaded(page);
  await page.getByLabel('Hľadať člena').pressSequentially(`lubomir stastny${suffix}`, { delay: 20 });
  const result = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Ľubomír Šťastný${suffix}` }) });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Košice');
  await expect(result).toContainText('Model X');
  await expect(page).toHaveURL(new RegExp(`\\?q=lubomir\\+stastny${suffix}$`));
  // Debounced: the whole phrase is asked for, not one request per keystroke (a loaded machine may
  // pause long enough mid-phrase for one early request, never more).
  expect(searches.length).toBeLessThanOrEqual(2);
  expect(decodeURIComponent(searches.at(-1) ?? '')).toContain(`q=lubomir stastny${suffix}`);
});
