// Sign-in without a password from the login page (docs/product-rules.md §7 otp/verify): "Poslať prihlasovací
// odkaz" sends a real mail (MailDev) with a link and a 6-digit code; the link (PKCE, exchanged on the
// login page) or the typed code signs the member in and leads to the stored path or the dashboard.
// An unknown address gets the same answer. The form passes axe in light and dark mode.
import { expect, test, type Page } from './fixtures';
import {
  axeViolations,
  createMember,
  hydrated,
  loaded,
  mailTo,
  storedPath,
  uniqueEmail,
  verifyLink,
  watchConsole,
} from './member-support';

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const SUBJECT = /^Prihlásenie do /;

async function requestLink(page: Page, email: string): Promise<void> {
  await page.goto('/prihlasenie');
  await hydrated(page);
  await page.getByRole('button', { name: 'Poslať prihlasovací odkaz' }).click();
  await expect(page.getByRole('heading', { name: 'Prihlásenie bez hesla' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Poslať prihlasovací odkaz' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Ak k tejto adrese existuje účet, poslali sme na ňu prihlasovací odkaz a kód. Otvorte odkaz alebo zadajte kód.',
  );
}

test('the link from the mail signs the member in (PKCE) and leads to the dashboard', async ({ page, request }) => {
  const problems = watchConsole(page);
  const member = await createMember(request);
  await requestLink(page, member.email);
  const link = verifyLink(await mailTo(member.email, SUBJECT));
  expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/uzivatel\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Odhlásiť sa', exact: true })).toBeVisible();
  expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});

test('the 6-digit code from the mail signs in on the login page; a wrong code is refused', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await requestLink(page, member.email);
  const mail = await mailTo(member.email, SUBJECT);
  const code = /kód: (\d{6})/.exec(mail.text)![1];
  const field = page.getByLabel('Kód z e-mailu');
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Prihlásiť sa kódom' }).click();
  await expect(page.getByText('Kód nie je správny alebo jeho platnosť vypršala.').first()).toBeVisible();
  await field.fill(code);
  await page.getByRole('button', { name: 'Prihlásiť sa kódom' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/dashboard$/);
});

test('an unknown address gets the same answer and no mail creates an account', async ({ page }) => {
  const email = uniqueEmail('neznamy');
  await requestLink(page, email);
  await expect(mailTo(email, /.*/)).rejects.toThrow('no mail');
});

for (const mode of ['light', 'dark'] as const) {
  test(`the sign-in link form passes axe (${mode})`, async ({ page, context }) => {
    await context.addCookies([{ name: 'color-mode', value: mode, url: process.env.EVKLUB_WEB_URL! }]);
    await page.goto('/prihlasenie');
    await loaded(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await page.getByRole('button', { name: 'Poslať prihlasovací odkaz' }).click();
    expect(await axeViolations(page), 'request').toEqual([]);
    await page.getByLabel('E-mail').fill(uniqueEmail('axe'));
    await page.getByRole('button', { name: 'Poslať prihlasovací odkaz' }).click();
    await expect(page.getByLabel('Kód z e-mailu')).toBeVisible();
    expect(await axeViolations(page), 'code').toEqual([]);
  });
}

test("the stored path keeps its #hash: signed out on /uzivatel/subory?k=1#x, the mail's link leads back there", async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await page.goto('/uzivatel/subory?k=1#x');
  await hydrated(page);
  await expect.poll(() => storedPath(context)).toBe('/uzivatel/subory?k=1#x');
  // the sign-in page's own address does not keep it
  await expect(page).toHaveURL(/\/prihlasenie$/);
  await page.getByRole('button', { name: 'Poslať prihlasovací odkaz' }).click();
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByRole('button', { name: 'Poslať prihlasovací odkaz' }).click();
  await expect(page.getByRole('status')).toContainText('poslali sme na ňu prihlasovací odkaz');
  await page.goto(verifyLink(await mailTo(member.email, SUBJECT)));
  await expect(page).toHaveURL(/\/uzivatel\/subory\?k=1#x$/);
});
