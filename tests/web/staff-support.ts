// What the staff-console browser tests share: signing in to /admin, waiting for a screen, the
// saved notification, the datetime-local format and the axe pass over list/create/edit screens
// in the light and dark themes.
import { expect, test, type Page } from './fixtures';
import { DEMO_STAFF } from '../../server/src/database/seed/accounts';
import { axeViolations } from './member-support';

export const suffix = () => Math.random().toString(36).slice(2, 8);

/** `YYYY-MM-DDTHH:mm` in the browser's local time, as a datetime-local input takes it. */
export function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export async function signInToConsole(
  page: Page,
  email: string = DEMO_STAFF.email,
  password: string = DEMO_STAFF.password,
): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Heslo/).fill(password);
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
}

export async function expectDashboard(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Vitajte v administrácii EV Klubu' })).toBeVisible();
}

/**
 * From the menu to a resource's create form. The list's heading is awaited first: the previous
 * screen's "Vytvoriť" link would otherwise still be there to click.
 */
export async function openCreate(page: Page, menu: string): Promise<void> {
  await page.getByRole('menuitem', { name: menu }).click();
  await expect(page.getByRole('heading', { level: 1, name: menu, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Vytvoriť' }).click();
}

/**
 * Picks an option of a select or autocomplete. Under load the first click can land while a fresh
 * form is still settling, and the re-render closes the list again: the click is repeated until
 * the option shows (never while it shows, which would close the list).
 */
export async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  const item = page.getByRole('option', { name: option, exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('combobox', { name: label }).click({ timeout: 5_000 });
    await expect(item).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  await item.click();
}

/**
 * A saved form's notification (react-admin shows it after the API answered 2xx), then the screen
 * settled: after a create the console opens the edit screen and loads the record again, and that
 * answer resets the form, so typing before it arrives would be lost.
 */
export async function saved(page: Page, text: RegExp): Promise<void> {
  await expect(page.getByText(text)).toBeVisible();
  const loading = page.getByRole('banner').getByRole('progressbar');
  await expect(async () => {
    await expect(loading).toHaveCount(0, { timeout: 0 });
    await page.waitForTimeout(300); // still idle a moment later: the reload has come and gone
    await expect(loading).toHaveCount(0, { timeout: 0 });
  }).toPass({ timeout: 30_000 });
}

/** Saves the form and waits for the notification that the server took it. */
export async function save(page: Page, notice = /Záznam bol vytvorený/): Promise<void> {
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await saved(page, notice);
}

/** The console's theme for the next page loads (react-admin keeps the choice in its store). */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('RaStore.theme', JSON.stringify(value)), theme);
}

/** The console shows the theme its store holds (a dark page has a dark background). */
async function expectStoredTheme(page: Page): Promise<void> {
  const { stored, dark } = await page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return { stored: localStorage.getItem('RaStore.theme'), dark: r + g + b < 200 };
  });
  expect(dark).toBe(stored === '"dark"');
}

/**
 * Opens a console address within the loaded console, as its menu and links do (react-router reads
 * the address on popstate): one page load and one sign-in for a tour of many screens, as a person
 * works. Returns once the new screen's title is shown (the title of the screen left behind is gone).
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  const title = page.locator('#react-admin-title');
  const before = await page.evaluate(() => ({
    at: location.pathname + location.search,
    text: document.querySelector('#react-admin-title')?.textContent ?? '',
  }));
  if (before.at.replace(/\/$/, '') === path.replace(/\/$/, '')) return; // already there
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(title).not.toHaveText(before.text);
  await expect(title).not.toBeEmpty();
}

/**
 * axe-core on each screen once its title and data have arrived, then on the edit screen of the
 * first record of each list (a row click opens it). The screens are opened within the console.
 */
export async function checkScreens(
  page: Page,
  screens: { url: string; ready: string }[],
  lists: string[],
): Promise<void> {
  for (const screen of screens) {
    await openScreen(page, screen.url);
    await expect(page.getByText(screen.ready).first()).toBeVisible();
    await expect(page.locator('#react-admin-title')).not.toBeEmpty();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await axeViolations(page), screen.url).toEqual([]);
  }
  await expectStoredTheme(page);
  for (const list of lists) {
    await openScreen(page, list);
    await page.locator('tbody tr').first().click();
    await expect(page.getByRole('button', { name: 'Uložiť' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await axeViolations(page), `${list}/:id`).toEqual([]);
  }
}

/** Declares one axe test per theme: sign in as staff, then checkScreens over the screens and lists. */
export function axeTestsInBothThemes(what: string, screens: { url: string; ready: string }[], lists: string[]): void {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe-core: no violations on the ${what} screens (${theme} theme)`, async ({ page }) => {
      test.setTimeout(150_000);
      await useTheme(page, theme);
      await signInToConsole(page);
      await expectDashboard(page);
      await checkScreens(page, screens, lists);
    });
  }
}
