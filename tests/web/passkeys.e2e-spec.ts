// Passkeys in Chromium with its virtual authenticator (WebAuthn over CDP), as a member uses them: a
// passkey made in the settings, then signing in with it alone, renaming it, removing it, and
// finding that it no longer signs in; and the offer after a password sign-in. supabase-js's own
// signInWithPasskey() and registerPasskey() run the ceremonies against /auth/v1.
// Chromium makes passkeys only for a domain: the site is opened as http://localhost:<port>.
import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { SoftAuthenticator } from '../support/passkey-authenticator';
import { expect, test } from './fixtures';
import { axeViolations, baseUrl, createMember, hydrated, signInOnPage, watchConsole } from './member-support';
import { publicConfig } from './public-support';
import { expectDashboard, signInToConsole, useTheme } from './staff-support';

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const site = () => baseUrl().replace('127.0.0.1', 'localhost');

/** A platform authenticator (Face ID / fingerprint) that verifies the user at once. */
async function addAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/**
 * A browser whose autofill does not offer passkeys (conditional mediation unavailable), so that the
 * button is what signs in: the virtual authenticator would answer the autofill's pending request at
 * once, as if the member had picked the passkey from it (which the autofill test shows).
 */
async function withoutAutofill(page: Page): Promise<void> {
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Odhlásiť sa', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
}

test('a member adds a passkey in the settings, signs in with it alone, renames and removes it; then it signs in no more', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const member = await createMember(request);
  await withoutAutofill(page);
  await page.goto(`${site()}/prihlasenie`);
  await addAuthenticator(page);
  await signInOnPage(page, member.email, member.password);
  // The device can make a passkey: asked once, declined here.
  await expect(page.getByRole('heading', { name: 'Prihlasujte sa nabudúce bez hesla' })).toBeVisible();
  await page.getByRole('button', { name: 'Teraz nie' }).click();
  await expect(page).toHaveURL(`${site()}/uzivatel/dashboard`);

  await page.goto(`${site()}/uzivatel/nastavenia`);
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Prístupové kľúče' });
  await expect(section.getByText('Zatiaľ nemáte žiadny prístupový kľúč.')).toBeVisible();
  await section.getByRole('button', { name: 'Pridať prístupový kľúč' }).click();
  await expect(section.getByText('Prístupový kľúč je pridaný.')).toBeVisible();
  const list = section.getByRole('list', { name: 'Vaše prístupové kľúče' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Chrome na zariadení Linux');
  await expect(list).toContainText('Zatiaľ nepoužitý');
  expect(await axeViolations(page)).toEqual([]);

  await list.getByRole('button', { name: 'Premenovať Chrome na zariadení Linux' }).click();
  // The outcome of adding is gone, and the field is as wide as the list: the whole name shows.
  await expect(section.getByText('Prístupový kľúč je pridaný.')).toHaveCount(0);
  const field = section.getByLabel('Názov prístupového kľúča');
  await expect(field).toHaveValue('Chrome na zariadení Linux');
  const [fieldBox, listBox] = [await field.boundingBox(), await list.boundingBox()];
  expect(fieldBox!.width).toBeGreaterThan(listBox!.width * 0.9);
  expect(await field.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
  await field.fill('Služobný notebook');
  await section.getByRole('button', { name: 'Uložiť' }).click();
  await expect(section.getByText('Názov prístupového kľúča je uložený.')).toBeVisible();
  await expect(list).toContainText('Služobný notebook');

  // Signed out, a guarded page sends the member to sign in and back: with the passkey, no e-mail.
  await signOut(page);
  await page.goto(`${site()}/uzivatel/nastavenia`);
  await expect(page).toHaveURL(`${site()}/prihlasenie`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Prihlásiť sa prístupovým kľúčom' }).click();
  await expect(page).toHaveURL(`${site()}/uzivatel/nastavenia`);
  await expect(list).toContainText('Služobný notebook');
  await expect(list).toContainText('Naposledy použitý');

  await list.getByRole('button', { name: 'Odstrániť Služobný notebook' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Áno, odstrániť' }).click();
  await expect(section.getByText('Prístupový kľúč je odstránený. Prihlásiť sa ním už nedá.')).toBeVisible();
  await expect(section.getByText('Zatiaľ nemáte žiadny prístupový kľúč.')).toBeVisible();

  // The authenticator still holds the key, but the site no longer knows it.
  await signOut(page);
  await page.goto(`${site()}/prihlasenie`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Prihlásiť sa prístupovým kľúčom' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Prístupový kľúč sa nepodarilo overiť. Skúste to znova alebo sa prihláste heslom.',
  );
  await expect(page).toHaveURL(`${site()}/prihlasenie`);
  expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
});

test('after a password sign-in the member makes a passkey when offered, and is not asked again', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await withoutAutofill(page);
  await page.goto(`${site()}/prihlasenie`);
  await addAuthenticator(page);
  await signInOnPage(page, member.email, member.password);
  await page.getByRole('button', { name: 'Vytvoriť prístupový kľúč' }).click();
  await expect(page).toHaveURL(`${site()}/uzivatel/dashboard`);

  await signOut(page);
  await page.goto(`${site()}/prihlasenie`);
  await signInOnPage(page, member.email, member.password);
  await expect(page).toHaveURL(`${site()}/uzivatel/dashboard`);
  await page.goto(`${site()}/uzivatel/nastavenia`);
  await expect(page.getByRole('list', { name: 'Vaše prístupové kľúče' }).getByRole('listitem')).toHaveCount(1);
});

test("the sign-in page's autofill offers the member's passkey: picking it signs in without a word typed", async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await page.goto(`${site()}/prihlasenie`);
  await addAuthenticator(page);
  // The e-mail field is marked for the autofill of passkeys.
  await expect(page.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'username webauthn');
  await signInOnPage(page, member.email, member.password);
  await page.getByRole('button', { name: 'Vytvoriť prístupový kľúč' }).click();
  await expect(page).toHaveURL(`${site()}/uzivatel/dashboard`);
  await signOut(page);

  // The autofill waits once the member is in the e-mail field (where the browser offers the
  // passkeys); the authenticator answers it, as the member picking the passkey would.
  await page.goto(`${site()}/prihlasenie`);
  await hydrated(page);
  await page.getByLabel('E-mail').focus();
  await expect(page).toHaveURL(`${site()}/uzivatel/dashboard`);
  await expect(page.getByRole('banner')).toContainText(member.email);
});

test("staff list a member's passkeys, remove the lost one and then all, and the member is signed out everywhere", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const member = await createMember(request);
  // The member's phone and security key: passkeys registered through supabase-js for the site's
  // localhost origin; the phone stays signed in with that session.
  const config = await publicConfig(request);
  const supabase = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  expect((await supabase.auth.signInWithPassword({ email: member.email, password: member.password })).error).toBeNull();
  for (const device of [new SoftAuthenticator(site()), new SoftAuthenticator(site())]) {
    const started = await supabase.auth.passkey.startRegistration();
    const credential = device.create(started.data!.options as unknown as Record<string, unknown>);
    expect(
      (
        await supabase.auth.passkey.verifyRegistration({
          challengeId: started.data!.challenge_id,
          credential: credential as never,
        })
      ).error,
    ).toBeNull();
  }
  const [lost, kept] = ['Telefón Pixel', 'Bezpečnostný kľúč'];
  const registered = (await supabase.auth.passkey.list()).data!;
  for (const [i, name] of [lost, kept].entries())
    expect((await supabase.auth.passkey.update({ passkeyId: registered[i].id, friendlyName: name })).error).toBeNull();

  await signInToConsole(page);
  await expectDashboard(page);
  const section = page.getByRole('region', { name: 'Prístupové kľúče' });
  const open = async () => {
    await page.goto(`/admin/users/${member.id}`);
    await expect(section.getByText(lost, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  };
  await open();
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await expect(section.getByRole('listitem').first()).toContainText(/Pridaný .+ · zatiaľ nepoužitý/);
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await open();
    expect(await axeViolations(page), theme).toEqual([]);
  }
  await page.screenshot({ path: 'test-results/staff-passkeys-1280.png', fullPage: true });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await open();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${width} px`,
    ).toBeLessThanOrEqual(0);
    if (width === 390) await page.screenshot({ path: 'test-results/staff-passkeys-390.png', fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await open();

  // The lost phone's passkey alone: it goes, the other stays, and the member is signed out.
  await section.getByRole('button', { name: `Odstrániť prístupový kľúč ${lost}` }).click();
  const one = page.getByRole('dialog', { name: `Odstrániť prístupový kľúč „${lost}“?` });
  await expect(one).toContainText('odhlási na všetkých zariadeniach');
  await one.getByRole('button', { name: 'Odstrániť', exact: true }).click();
  await expect(
    page.getByText('Prístupový kľúč je odstránený. Člen je odhlásený na všetkých zariadeniach.'),
  ).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(section.getByText(kept, { exact: true })).toBeVisible();
  expect((await supabase.auth.refreshSession()).error).toMatchObject({ status: 400 });

  await section.getByRole('button', { name: 'Odstrániť všetky prístupové kľúče' }).click();
  const all = page.getByRole('dialog', { name: 'Odstrániť všetky prístupové kľúče člena?' });
  await expect(all).toContainText('odhlási sa na všetkých zariadeniach');
  await all.getByRole('button', { name: 'Odstrániť všetky prístupové kľúče' }).click();
  await expect(
    page.getByText('Prístupové kľúče člena sú odstránené. Člen je odhlásený na všetkých zariadeniach.'),
  ).toBeVisible();
  await expect(section.getByText('Člen nemá žiadny prístupový kľúč.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Odstrániť všetky prístupové kľúče' })).toHaveCount(0);
});
