// Staff console screens used with a screen reader and the keyboard: what a refused action needs is
// said before and after it, and the focus never drops to the page's body.
import { expect, test } from './fixtures';
import { createMember } from './member-support';
import { expectDashboard, signInToConsole } from './staff-support';

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

test('rejecting a registration: the note says it is required, and rejecting without it focuses the note with the reason', async ({ page, request }) => {
  const waiting = await createMember(request);
  await signInToConsole(page);
  await expectDashboard(page);
  await page.goto(`/admin/registrations/${waiting.id}`);
  const note = page.getByLabel('Poznámka', { exact: true });
  await expect(note).toBeVisible();
  await expect(note).toHaveAccessibleDescription('Pri zamietnutí je poznámka povinná: člen dostane dôvod e-mailom.');
  const reject = page.getByRole('button', { name: 'Zamietnuť' });
  await expect(reject).toBeEnabled();
  await reject.click();
  await expect(note).toBeFocused();
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expect(note).toHaveAccessibleDescription('Pri zamietnutí napíšte dôvod.');
  // nothing was sent: the member still waits
  await page.goto('/admin/registrations');
  await expect(page.getByText(waiting.email)).toBeVisible();
});
