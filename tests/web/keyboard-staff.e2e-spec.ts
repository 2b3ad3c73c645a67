// Staff work the console with the keyboard only: sign in, open a list from the menu, sort, filter,
// open a record from its row, edit and save, then the members list. After every key the focus is
// on a control with a visible ring (keyboard-support.ts); each screen's title names it.
import { expect, test } from './fixtures';
import { DEMO_STAFF } from '../../server/src/database/seed/accounts';
import { expectFocusOn, expectVisibleFocus, press, tabTo, type } from './keyboard-support';
import { createEvent } from './member-support';

test.describe.configure({ timeout: 90_000 });

test('staff open, sort, filter, edit and save records with the keyboard only', async ({ page, request }) => {
  const event = await createEvent(request);
  await page.goto('/admin');
  await expectFocusOn(page.getByLabel(/^E-mail/)); // autofocus
  await type(page, DEMO_STAFF.email);
  await press(page, 'Tab');
  await type(page, DEMO_STAFF.password);
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { name: 'Vitajte v administrácii EV Klubu' })).toBeVisible();
  await expectVisibleFocus(page);
  await expect(page).toHaveTitle('EV Klub – administrácia');
  for (const role of ['banner', 'navigation', 'main', 'contentinfo'] as const) await expect(page.getByRole(role)).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Časti administrácie' }).getByRole('menuitem', { name: 'Udalosti' })).toBeVisible();

  // The skip button is drawn on screen and leads to the content.
  await page.keyboard.press('Shift+Tab');
  const skip = page.getByRole('button', { name: 'Preskočiť na obsah' });
  for (let i = 0; i < 30 && !(await skip.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
  await expectFocusOn(skip);
  await expect.poll(async () => (await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);

  await tabTo(page, 'Udalosti');
  await press(page, 'Enter');
  await expect(page).toHaveTitle('Udalosti – EV Klub – administrácia');
  // After a screen change the content region, named by the screen's heading, has the focus.
  await expectFocusOn(page.getByRole('region', { name: 'Udalosti' }));

  // Sorting by title: the header says how the list is sorted.
  const titleHeader = page.getByRole('columnheader', { name: /názov/i });
  await expect(titleHeader).toHaveAttribute('aria-sort', 'none');
  await tabTo(page, /názov/i);
  await press(page, 'Enter');
  await expect(titleHeader).toHaveAttribute('aria-sort', /ascending|descending/);
  await expectVisibleFocus(page);

  // Filtering announces the number of results.
  await tabTo(page, 'Hľadať', { back: true });
  await type(page, event.title);
  await expect(page.getByRole('status').filter({ hasText: 'Nájdený 1 záznam' })).toBeAttached();

  // The row is a Tab stop and Enter opens the record.
  await tabTo(page, new RegExp(event.title));
  await press(page, 'Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}$`));
  await expect(page).toHaveTitle(new RegExp(`${event.title}.* – EV Klub – administrácia$`));
  await expectVisibleFocus(page);

  await tabTo(page, /^Názov/);
  await page.keyboard.press('End');
  await type(page, ' (upravené)');
  await tabTo(page, 'Uložiť');
  await press(page, 'Enter');
  await expect(page.getByText('Záznam bol uložený')).toBeVisible();
  // Saved: back on the list, the focus is on its content, not lost.
  await expectFocusOn(page.getByRole('region', { name: 'Udalosti' }));
  await expect(page.getByRole('row', { name: new RegExp(`${event.title} \\(upravené\\)`) })).toBeVisible();

  // The members list: rows are Tab stops too, and yes/no cells have names.
  await tabTo(page, 'Členovia', { back: true, max: 60 });
  await press(page, 'Enter');
  await expect(page).toHaveTitle('Členovia – EV Klub – administrácia');
  await expectFocusOn(page.getByRole('region', { name: 'Členovia' }));
  await tabTo(page, 'Hľadať');
  await type(page, DEMO_STAFF.email);
  await expect(page.getByRole('status').filter({ hasText: 'Nájdený 1 záznam' })).toBeAttached();
  await tabTo(page, new RegExp(`^${DEMO_STAFF.email}.+`));
  const row = page.getByRole('row', { name: new RegExp(DEMO_STAFF.email) });
  await expect(row.getByRole('img', { name: /^(Áno|Nie)$/ }).first()).toBeVisible();
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);
  await expect(page).toHaveTitle(new RegExp(`${DEMO_STAFF.email}.* – EV Klub – administrácia$`));
  await expectVisibleFocus(page);
});
