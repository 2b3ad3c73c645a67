// A security key as the second factor (docs/auth-api.md §1.10), in Chromium with its virtual
// authenticator (WebAuthn over CDP) standing in for a USB key: added in the settings' two-factor
// section, asked for after the password, and removed again, which needs the aal2 session it gave.
// Chromium makes WebAuthn credentials only for a domain: the site is opened as http://localhost:<port>.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, baseUrl, createMember, hydrated, signInOnPage, watchConsole } from './member-support';

test.describe.configure({ timeout: 90_000 });

const site = () => baseUrl().replace('127.0.0.1', 'localhost');

/** A roaming USB key that the member touches at once (no platform authenticator, so no passkey offer). */
async function plugInSecurityKey(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'usb', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

test('a member adds a security key in the settings, signs in with password and key at aal2, and removes it', async ({ page, request }) => {
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
  await expect(section.getByText('Bezpečnostný kľúč je pridaný. Pri prihlásení ho od vás budeme žiadať.')).toBeVisible();
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
  await page.goto(`${site()}/prihlasenie`);
  await signInOnPage(page, member.email, member.password);
  await expect(page).toHaveURL(`${site()}/uzivatel/dashboard`);
  expect(problems).toEqual([]);
});
