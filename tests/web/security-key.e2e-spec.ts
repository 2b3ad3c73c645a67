// A security key as the second factor (docs/auth-api.md §1.10), in Chromium with its virtual
// authenticator (WebAuthn over CDP) standing in for a USB key: added in the settings' two-factor
// section, asked for after the password, and removed again, which needs the aal2 session it gave.
// Chromium makes WebAuthn credentials only for a domain: the site is opened as http://localhost:<port>.
import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { expect, test } from './fixtures';
import { axeViolations, baseUrl, createMember, hydrated, signInOnPage, totp, watchConsole } from './member-support';
import { publicConfig } from './public-support';
import { expectDashboard } from './staff-support';

test.describe.configure({ timeout: 90_000 });

const site = () => baseUrl().replace('127.0.0.1', 'localhost');

/** A roaming USB key that the member touches at once (no platform authenticator, so no passkey offer). */
async function plugInSecurityKey(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test('a member adds a security key in the settings, signs in with password and key at aal2, and removes it', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const member = await createMember(request);
  await page.goto(`${site()}/prihlasenie`);
  await plugInSecurityKey(page);
  await signInOnPage(page, member.email, member.password);
  await expect(page).toHaveURL(`${site()}/uzivatel/dashboard`);

  await page.goto(`${site()}/uzivatel/nastavenia`);
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Dvojfaktorové prihlásenie' });
  await expect(section.getByText('Zatiaľ nemáte žiadny bezpečnostný kľúč.')).toBeVisible();
  await section.getByRole('button', { name: 'Pridať bezpečnostný kľúč' }).click();
  await expect(
    section.getByText('Bezpečnostný kľúč je pridaný. Pri prihlásení ho od vás budeme žiadať.'),
  ).toBeVisible();
  const list = section.getByRole('list', { name: 'Vaše bezpečnostné kľúče' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Bezpečnostný kľúč 1');
  expect(await axeViolations(page)).toEqual([]);

  // Signed out, the password alone is not enough: the key step follows, reached by keyboard.
  await page.getByRole('button', { name: 'Odhlásiť sa', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
  await page.goto(`${site()}/uzivatel/nastavenia`);
  await expect(page).toHaveURL(`${site()}/prihlasenie`);
  await signInOnPage(page, member.email, member.password);
  const verifyButton = page.getByRole('button', { name: 'Overiť bezpečnostným kľúčom' });
  await expect(verifyButton).toBeFocused();
  // Only a key, so no code field is offered.
  await expect(page.getByLabel('Overovací kód')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${site()}/uzivatel/nastavenia`);

  // Removing a verified factor needs aal2 (docs/auth-api.md §1.10): the key's sign-in gave it.
  await list.getByRole('button', { name: 'Odstrániť Bezpečnostný kľúč 1' }).click();
  await expect(section.getByText('Bezpečnostný kľúč je odstránený.')).toBeVisible();
  await expect(section.getByText('Zatiaľ nemáte žiadny bezpečnostný kľúč.')).toBeVisible();

  // Without a factor the password alone signs in again.
  await page.getByRole('button', { name: 'Odhlásiť sa', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
  await page.goto(`${site()}/prihlasenie`);
  await signInOnPage(page, member.email, member.password);
  await expect(page).toHaveURL(`${site()}/uzivatel/dashboard`);
  expect(problems).toEqual([]);
});

test('with both an app and a key the member chooses at sign-in, on the site and in the console', async ({
  page,
  request,
}) => {
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

  // The app's code (the next one: the current one verified the factor) gives the aal2 that adding a key needs.
  await page.goto(`${site()}/prihlasenie`);
  await plugInSecurityKey(page);
  await signInOnPage(page, staff.email, staff.password);
  await page.getByLabel('Overovací kód').fill(totp(enrolled.data.totp.secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Overiť', exact: true }).click();
  await expect(page).toHaveURL(`${site()}/uzivatel/dashboard`);
  await page.goto(`${site()}/uzivatel/nastavenia`);
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Dvojfaktorové prihlásenie' });
  await section.getByRole('button', { name: 'Pridať bezpečnostný kľúč' }).click();
  await expect(section.getByRole('list', { name: 'Vaše bezpečnostné kľúče' })).toContainText('Bezpečnostný kľúč 1');
  await page.getByRole('button', { name: 'Odhlásiť sa', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Prihlásenie' })).toBeVisible();

  // The site offers both; the key is taken.
  await page.goto(`${site()}/prihlasenie`);
  await signInOnPage(page, staff.email, staff.password);
  await expect(page.getByLabel('Overovací kód')).toBeVisible();
  await page.getByRole('button', { name: 'Overiť bezpečnostným kľúčom' }).click();
  await expect(page).toHaveURL(`${site()}/uzivatel/dashboard`);
  await page.getByRole('button', { name: 'Odhlásiť sa', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Prihlásenie' })).toBeVisible();

  // The console's own second step offers both too.
  await page.goto(`${site()}/admin`);
  await page.getByLabel(/^E-mail/).fill(staff.email);
  await page.getByLabel(/^Heslo/).fill(staff.password);
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page.getByLabel(/^Overovací kód/)).toBeVisible();
  await page.getByRole('button', { name: 'Overiť bezpečnostným kľúčom' }).click();
  await expectDashboard(page);
});
