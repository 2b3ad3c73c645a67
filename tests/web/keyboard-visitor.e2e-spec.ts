// A visitor goes through the public site with the keyboard only: the skip link, the mobile menu and
// the colour-mode popover at 390 px, then the FAQ, the gallery with its photo viewer, an event and
// the contact form with an error. After every key the focus is on a control with a visible ring.
import { expect, test, type Page } from './fixtures';
import { expectFocusOn, expectVisibleFocus, press, tabTo, type } from './keyboard-support';
import { createEvent } from './member-support';
import { hydrated } from './public-support';

test.describe.configure({ timeout: 90_000 });

const scrollLocked = (page: Page) => page.evaluate(() => document.documentElement.dataset.scrollLocked === 'true');

test('a visitor uses the menu, FAQ, gallery, an event and the contact form with the keyboard only', async ({
  page,
  request,
}) => {
  const event = await createEvent(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await hydrated(page);
  for (const role of ['banner', 'main', 'contentinfo'] as const) await expect(page.getByRole(role)).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Hlavná navigácia' })).toHaveCount(1);

  // The skip link leads past the navigation to the page heading.
  await press(page, 'Tab');
  await expectFocusOn(page.getByRole('link', { name: 'Preskočiť na obsah' }));
  await press(page, 'Enter');
  await expectFocusOn(page.getByRole('heading', { level: 1 }));

  // The mobile menu: Escape closes it and returns to its button; Tab out of the bar closes it too.
  await tabTo(page, 'Otvoriť menu', { back: true });
  await press(page, 'Enter');
  const toggle = page.getByRole('button', { name: 'Zavrieť menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, 'O nás');
  await press(page, 'Escape');
  await expectFocusOn(page.getByRole('button', { name: 'Otvoriť menu' }));
  expect(await scrollLocked(page)).toBe(false);
  await press(page, 'Enter');
  await tabTo(page, 'Prihlásenie');
  await press(page, 'Tab'); // the colour-mode button, still in the bar
  await expect(page.getByRole('button', { name: 'Zavrieť menu' })).toHaveAttribute('aria-expanded', 'true');
  await press(page, 'Tab');
  await expect(page.getByRole('button', { name: 'Otvoriť menu' })).toHaveAttribute('aria-expanded', 'false');
  expect(await scrollLocked(page)).toBe(false);

  // The colour-mode popover opens on the checked mode and closes when Tab leaves it.
  await press(page, 'Shift+Tab');
  await expectFocusOn(page.getByRole('button', { name: /^Farebný režim/ }));
  await press(page, 'Enter');
  await expectFocusOn(page.getByRole('radio', { name: 'Podľa systému' }));
  await expect(page.getByRole('radio', { name: 'Podľa systému' })).toBeChecked();
  await press(page, 'Tab');
  await expect(page.getByRole('button', { name: /^Farebný režim/ })).toHaveAttribute('aria-expanded', 'false');
  expect(await scrollLocked(page)).toBe(false);

  // The FAQ: a page change puts the focus on the new heading, and the title names the page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await tabTo(page, 'FAQ', { back: true });
  await press(page, 'Enter');
  await expect(page).toHaveTitle('Časté otázky | EV Klub');
  await expectFocusOn(page.getByRole('heading', { level: 1, name: 'Časté otázky' }));
  await tabTo(page, (await page.locator('summary').first().textContent())!.trim());
  await press(page, 'Enter');
  await expect(page.locator('details').first()).toHaveAttribute('open', '');

  // The gallery: an album opens at its title, a photo in the viewer, Escape returns to the photo.
  await page.goto('/galeria');
  await hydrated(page);
  await press(page, 'Tab');
  await expectFocusOn(page.getByRole('link', { name: 'Preskočiť na obsah' }));
  await press(page, 'Enter');
  await tabTo(page, /.+/); // the first album
  const album = (await page.evaluate(() => document.activeElement?.textContent ?? '')).trim();
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\?album=/);
  await expectFocusOn(page.getByRole('heading', { level: 2, name: album }));
  await tabTo(page, /^Zväčšiť fotografiu/);
  await press(page, 'Enter');
  const viewer = page.getByRole('dialog', { name: 'Prehliadač fotografií' });
  await expectFocusOn(viewer.getByRole('button', { name: 'Zavrieť' }));
  await expect(viewer.locator('figcaption')).toHaveAttribute('aria-live', 'polite');
  await expect(viewer.locator('figcaption')).toContainText(/\S+.*Fotografia 1 z \d+/);
  await press(page, 'Escape');
  await expect(viewer).toHaveCount(0);
  await expectVisibleFocus(page);
  await tabTo(page, 'Všetky albumy', { back: true });
  await press(page, 'Enter');
  await expectFocusOn(page.getByRole('heading', { level: 1, name: 'Galéria' }));

  // An event: its page's title names it.
  await page.goto('/udalosti');
  await hydrated(page);
  await tabTo(page, event.title, { max: 60 });
  await press(page, 'Enter');
  await expect(page).toHaveTitle(`${event.title} | EV Klub`);
  await expectFocusOn(page.getByRole('heading', { level: 1, name: event.title }));

  // The contact form: an empty submit leads to the first field in error and is announced.
  await page.goto('/kontakt');
  await hydrated(page);
  await tabTo(page, 'Odoslať správu', { max: 60 });
  await press(page, 'Enter');
  await expect(page.getByRole('alert')).toHaveText('Skontrolujte prosím zvýraznené polia.');
  await expectFocusOn(page.getByLabel('Meno'));
  await type(page, 'Klávesnicový Návštevník');
  await press(page, 'Tab');
  await type(page, 'navstevnik@example.com');
  await tabTo(page, 'Správa');
  await type(page, 'Dobrý deň, píšem len klávesnicou.');
  await tabTo(page, 'Odoslať správu');
  await press(page, 'Enter');
  await expect(page.getByText('Správa bola odoslaná')).toBeVisible();
  await expectVisibleFocus(page);
});
