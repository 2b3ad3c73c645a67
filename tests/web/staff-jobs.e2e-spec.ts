// The staff console shows the job queues (waiting, running, failed, waiting for a retry)
// and the failed jobs; axe finds nothing on either.
import { expect, test } from './fixtures';
import { axeViolations } from './member-support';
import { expectDashboard, signInToConsole } from './staff-support';

test.describe.configure({ timeout: 90_000 });

test('job queues and failed jobs', async ({ page }) => {
  await signInToConsole(page);
  await expectDashboard(page);
  await page.goto('/admin/job-queues');
  await expect(page.getByRole('heading', { level: 1, name: 'Fronty úloh' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'mail-delivery' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Čakajú na opakovanie' })).toBeVisible();
  expect(await axeViolations(page), 'job queues').toEqual([]);
  await page.goto('/admin/failed-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Zlyhané úlohy' })).toBeVisible();
  await expect(page.getByText('Žiadna úloha nezlyhala.')).toBeVisible();
  expect(await axeViolations(page), 'failed jobs').toEqual([]);
});
