// Sign-in and onboarding with the keyboard only: Tab moves between the controls, typing fills them,
// arrow keys and Space choose, Enter submits. No mouse click anywhere.
import { expect, test, type Page } from './fixtures';
import { createMember, hydrated, teslaVin } from './member-support';

test.describe.configure({ timeout: 60_000 });

/** Presses Tab until the focused element's label (or text) matches; fails after 40 presses. */
async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      if (!el) return '';
      return (el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
    });
    if (typeof name === 'string' ? label === name : name.test(label)) return;
  }
  throw new Error(`no control named ${name} reachable with Tab`);
}

test('a new member signs in and completes onboarding using the keyboard only', async ({ page, request }) => {
  const member = await createMember(request, { onboarded: false });
  await page.goto('/prihlasenie');
  await hydrated(page);

  await tabTo(page, 'E-mail');
  await page.keyboard.type(member.email);
  await tabTo(page, 'Heslo');
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/uzivatel\/dokoncenie-registracie$/);
  await expect(page.getByRole('heading', { name: 'Krok 1 zo 4: Účet a VIN' })).toBeVisible();

  await tabTo(page, 'E-mail účtu Tesla');
  await page.keyboard.type(member.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Klávesnicový Člen');
  await tabTo(page, /^VIN/);
  await page.keyboard.type(teslaVin('S'));
  await page.keyboard.press('Enter');

  // The new step's heading takes the focus; the model from the VIN is chosen; arrows change it.
  await expect(page.getByRole('heading', { name: 'Krok 2 zo 4: Model vozidla' })).toBeFocused();
  await tabTo(page, 'Model S');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Model 3' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Model S' })).toBeChecked();
  await tabTo(page, 'Uložiť a pokračovať');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Krok 3 zo 4: Údaje o vozidle' })).toBeFocused();
  await tabTo(page, 'Verzia');
  await page.keyboard.press('ArrowDown'); // the first variant after the placeholder
  await expect(page.getByLabel('Verzia')).toHaveValue('Standard Range');
  await page.keyboard.press('Tab'); // into the colour swatches
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Anza Brown Metallic' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Titanium Metallic' })).toBeChecked();
  await tabTo(page, 'Vlastníte od');
  // Debian's headless Chromium lays the date field out as month/day/year whatever the page's locale.
  await page.keyboard.type('01152024');
  await expect(page.getByLabel('Vlastníte od')).toHaveValue('2024-01-15');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Krok 4 zo 4: Hotovo' })).toBeFocused();
  await tabTo(page, 'Pokračovať do členskej zóny');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/uzivatel\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Moje autá' }).getByRole('link', { name: 'Model S' })).toBeVisible();
});
