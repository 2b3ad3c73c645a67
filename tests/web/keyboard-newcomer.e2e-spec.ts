// A newcomer signs up (refused), signs in and completes onboarding with the keyboard only: Tab moves between the
// controls, typing fills them, arrow keys and Space choose, Enter submits. A refused submit (empty,
// wrong password, an empty onboarding step) leads the focus to the first field in error and is
// announced; after every key the focus is on a control with a visible ring (keyboard-support.ts).
import { expect, test } from './fixtures';
import { expectFocusOn, expectVisibleFocus, press, tabTo, type } from './keyboard-support';
import { createMember, hydrated, teslaVin } from './member-support';

test.describe.configure({ timeout: 60_000 });

test('a new member signs in and completes onboarding using the keyboard only', async ({ page, request }) => {
  const member = await createMember(request, { onboarded: false });
  // Sign-up: an empty submit leads to the e-mail; a mismatched confirmation belongs to its field.
  await page.goto('/registracia');
  await hydrated(page);
  await tabTo(page, 'Zaregistrovať sa');
  await press(page, 'Enter');
  await expect(page.getByRole('alert')).toHaveText('Skontrolujte prosím zvýraznené polia.');
  await expectFocusOn(page.getByLabel('E-mail'));
  await type(page, 'nezhoda@example.com');
  await tabTo(page, 'Heslo');
  await type(page, 'Elektromobil-2026!');
  await tabTo(page, 'Heslo znova');
  await type(page, 'Ine-Heslo-2026!');
  await tabTo(page, /^Súhlasím/);
  await press(page, 'Space');
  await tabTo(page, 'Zaregistrovať sa');
  await press(page, 'Enter');
  await expectFocusOn(page.getByLabel('Heslo znova'));
  await expect(page.getByLabel('Heslo znova')).toHaveAccessibleDescription('Heslá sa nezhodujú.');

  await page.goto('/prihlasenie');
  await hydrated(page);

  // An empty submit: the first field in error takes the focus, a summary is announced.
  await tabTo(page, 'Prihlásiť sa');
  await press(page, 'Enter');
  await expect(page.getByRole('alert')).toHaveText('Skontrolujte prosím zvýraznené polia.');
  await expectFocusOn(page.getByLabel('E-mail'));
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Zadajte svoju e-mailovú adresu.');
  await type(page, member.email);
  await tabTo(page, 'Heslo');
  await type(page, 'Nespravne-Heslo-1');
  await press(page, 'Enter');
  // A wrong password is announced; the focus stays in the password field to try again.
  await expect(page.getByRole('alert')).toHaveText('Nesprávny e-mail alebo heslo.');
  await expectFocusOn(page.getByLabel('Heslo'));
  await page.keyboard.press('ControlOrMeta+A');
  await type(page, member.password);
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/uzivatel\/dokoncenie-registracie$/);
  await expect(page.getByRole('heading', { name: 'Krok 1 zo 4: Účet a VIN' })).toBeVisible();
  await expectFocusOn(page.getByRole('heading', { level: 1 }));
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  // the footer's: nothing in onboarding leads away but contact and privacy
  await expect(page.getByRole('navigation')).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Odhlásiť sa' })).toBeVisible();

  // The account's address is offered as the Tesla account's; the rest of the step is empty: the
  // focus goes to its first field in error.
  await expect(page.getByLabel('E-mail účtu Tesla')).toHaveValue(member.email);
  await tabTo(page, 'Uložiť a pokračovať');
  await press(page, 'Enter');
  await expect(page.getByRole('alert')).toHaveText('Skontrolujte prosím zvýraznené polia.');
  await expectFocusOn(page.getByLabel('Vaše meno'));
  await type(page, 'Klávesnicový');
  await tabTo(page, /^Vaše priezvisko/);
  await type(page, 'Člen');
  await tabTo(page, /^Meno na účte Tesla/);
  await type(page, 'Klávesnicový Člen');
  await tabTo(page, /^VIN/);
  await type(page, teslaVin('S'));
  await press(page, 'Enter');

  // The new step's heading takes the focus; the model from the VIN is chosen; arrows change it.
  await expectFocusOn(page.getByRole('heading', { name: 'Krok 2 zo 4: Model vozidla' }));
  await tabTo(page, 'Model S');
  await press(page, 'ArrowRight');
  await expect(page.getByRole('radio', { name: 'Model 3' })).toBeChecked();
  await press(page, 'ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Model S' })).toBeChecked();
  await tabTo(page, 'Uložiť a pokračovať');
  await press(page, 'Enter');

  await expectFocusOn(page.getByRole('heading', { name: 'Krok 3 zo 4: Údaje o vozidle' }));
  // An empty step 3: the focus goes to the variant, the first field in error.
  await tabTo(page, 'Uložiť a pokračovať');
  await press(page, 'Enter');
  await expect(page.getByRole('alert')).toHaveText('Skontrolujte prosím zvýraznené polia.');
  await expectFocusOn(page.getByLabel('Verzia'));
  await press(page, 'ArrowDown'); // the first variant after the placeholder
  await expect(page.getByLabel('Verzia')).toHaveValue('Standard Range');
  await press(page, 'Tab'); // into the colour swatches
  await press(page, 'Space');
  await expect(page.getByRole('radio', { name: 'Anza Brown Metallic' })).toBeChecked();
  await press(page, 'ArrowRight');
  await expect(page.getByRole('radio', { name: 'Titanium Metallic' })).toBeChecked();
  await tabTo(page, 'Vlastníte od');
  // Debian's headless Chromium lays the date field out as month/day/year whatever the page's locale.
  await type(page, '01152024');
  await expect(page.getByLabel('Vlastníte od')).toHaveValue('2024-01-15');
  await press(page, 'Enter');

  await expectFocusOn(page.getByRole('heading', { name: 'Krok 4 zo 4: Hotovo' }));
  await tabTo(page, 'Pokračovať do členskej zóny');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/uzivatel\/dashboard$/);
  await expectFocusOn(page.getByRole('heading', { level: 1 }));
  await expect(page.getByRole('region', { name: 'Moje autá' }).getByRole('link', { name: 'Model S' })).toBeVisible();
});
