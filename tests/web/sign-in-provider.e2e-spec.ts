// Sign-in with an external OpenID provider and linked accounts in Chromium (docs/product-rules.md §7
// authorize, user/identities), against the real local provider of global-setup.ts ("Keycloak"):
// a new account from the provider goes through onboarding; a password member links the provider in
// settings and unlinks it; the last way of signing in cannot be unlinked; a provider that has not
// verified the address does not get into the account that has it. Both screens pass axe in light
// and dark mode.
import { expect, test, type Page } from './fixtures';
import {
  axeViolations,
  createMember,
  hydrated,
  loaded,
  signIn,
  teslaVin,
  uniqueEmail,
  watchConsole,
} from './member-support';
import { browserAccessToken, PROVIDER, providerLogin, unverifiedLogin } from './provider-support';

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const SIGN_IN_BUTTON = `Prihlásiť sa cez ${PROVIDER.name}`;

async function signInWithProvider(page: Page, login: string): Promise<void> {
  await page.goto('/prihlasenie');
  await hydrated(page);
  await page.getByRole('button', { name: SIGN_IN_BUTTON }).click();
  await providerLogin(page, login);
}

const linkedAccounts = (page: Page) => page.getByRole('region', { name: 'Prepojené účty' });

test('a new account from the provider goes through onboarding like any newcomer', async ({ page }) => {
  const problems = watchConsole(page);
  await signInWithProvider(page, uniqueEmail('keycloak'));
  await expect(page).toHaveURL(/\/uzivatel\/dokoncenie-registracie$/);
  await expect(page.getByRole('button', { name: 'Odhlásiť sa', exact: true })).toBeVisible();
  expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});

test('a password member links the provider in settings, then unlinks it after confirming', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await signIn(context, request, member);
  await page.goto('/uzivatel/nastavenia');
  await hydrated(page);
  const section = linkedAccounts(page);
  await expect(section.getByRole('listitem').filter({ hasText: PROVIDER.name })).toContainText('Neprepojené');
  await section.getByRole('button', { name: `Prepojiť s ${PROVIDER.name}` }).click();
  const providerEmail = uniqueEmail('ine');
  await providerLogin(page, providerEmail);

  await expect(page).toHaveURL(/\/uzivatel\/nastavenia$/);
  await expect(section.getByText(`Účet ${PROVIDER.name} je prepojený.`, { exact: false })).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: PROVIDER.name })).toContainText(
    `Prepojené (${providerEmail})`,
  );
  // Still the same member, still signed in.
  await expect(section.getByRole('listitem').filter({ hasText: 'E-mail a heslo' })).toContainText(member.email);

  // Unlinking asks first, like the other destructive actions; "Nie" keeps the link.
  await section.getByRole('button', { name: `Odpojiť ${PROVIDER.name}` }).click();
  const question = page.getByRole('dialog', { name: `Naozaj chcete odpojiť účet ${PROVIDER.name}?` });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Áno, odpojiť' })).toBeFocused();
  await question.getByRole('button', { name: 'Nie, ponechať' }).click();
  await expect(question).toHaveCount(0);
  await expect(section.getByRole('button', { name: `Odpojiť ${PROVIDER.name}` })).toBeFocused();
  await expect(section.getByRole('listitem').filter({ hasText: PROVIDER.name })).toContainText(
    `Prepojené (${providerEmail})`,
  );
  await section.getByRole('button', { name: `Odpojiť ${PROVIDER.name}` }).click();
  await question.getByRole('button', { name: 'Áno, odpojiť' }).click();
  await expect(section.getByText(`Účet ${PROVIDER.name} je odpojený.`)).toBeVisible();
  await expect(section.getByRole('button', { name: `Prepojiť s ${PROVIDER.name}` })).toBeEnabled();
});

test('the only way of signing in cannot be unlinked', async ({ page, context, request }) => {
  await signInWithProvider(page, uniqueEmail('jediny'));
  await expect(page).toHaveURL(/\/uzivatel\/dokoncenie-registracie$/);
  const token = await browserAccessToken(context);
  const onboarding = await request.put('/api/onboarding', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      tesla_account_email: 'jediny@example.com',
      tesla_account_full_name: 'Jediný Člen',
      vin: teslaVin('Y'),
      model: 'Model Y',
      variant: 'Long Range',
      color: 'Ultra Red',
      owned_since: '2024-01-15',
    },
  });
  expect(onboarding.status(), await onboarding.text()).toBeLessThan(300);

  await page.goto('/uzivatel/nastavenia');
  await hydrated(page);
  const section = linkedAccounts(page);
  const unlink = section.getByRole('button', { name: `Odpojiť ${PROVIDER.name}` });
  await expect(unlink).toBeDisabled();
  await expect(unlink).toHaveAccessibleDescription('Toto je váš jediný spôsob prihlásenia, preto ho nemožno odpojiť.');
  await expect(section.getByText('E-mail a heslo')).toHaveCount(0);
});

test('a provider that has not verified the address does not sign in to the account that has it', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signInWithProvider(page, unverifiedLogin(member.email));
  await expect(page).toHaveURL(/\/prihlasenie\?/);
  await expect(page.getByRole('alert')).toHaveText(
    `Služba ${PROVIDER.name} nepotvrdila, že e-mailová adresa patrí vám, preto vás ňou nemôžeme prihlásiť. Prihláste sa e-mailom a heslom.`,
  );
  await expect(page.getByRole('button', { name: 'Odhlásiť sa', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: SIGN_IN_BUTTON })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the provider button and the linked accounts have no axe violations and work by keyboard (${colorScheme} mode)`, async ({
    page,
    context,
    request,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/prihlasenie');
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    const button = page.getByRole('button', { name: SIGN_IN_BUTTON });
    await button.focus();
    await expect(button).toBeFocused();

    const member = await createMember(request);
    await signIn(context, request, member);
    await page.goto('/uzivatel/nastavenia');
    await hydrated(page);
    await expect(linkedAccounts(page).getByRole('button', { name: `Prepojiť s ${PROVIDER.name}` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // The link button is reached with Tab and opens the provider with Enter.
    await linkedAccounts(page)
      .getByRole('button', { name: `Prepojiť s ${PROVIDER.name}` })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('input[name="login"]')).toBeVisible();
  });
}

test("onboarding step 1 offers the provider account's address as the Tesla account e-mail, as for password accounts", async ({
  page,
}) => {
  const email = uniqueEmail('keycloak');
  await signInWithProvider(page, email);
  await expect(page).toHaveURL(/\/uzivatel\/dokoncenie-registracie$/);
  await loaded(page);
  await expect(page.getByLabel('E-mail účtu Tesla')).toHaveValue(email);
});
