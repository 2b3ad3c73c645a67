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
  // Queues named in Slovak; the queue library's own queues (__pgboss__…) are not listed.
  const row = page.getByRole('row').filter({ hasText: 'Odosielanie e-mailov' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Výzvy na zaplatenie príspevkov' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/__pgboss__|mail-delivery|dues-request/);
  await expect(page.getByRole('columnheader', { name: 'Čakajú na opakovanie' })).toBeVisible();
  expect(await axeViolations(page), 'job queues').toEqual([]);
  await page.goto('/admin/failed-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Zlyhané úlohy' })).toBeVisible();
  await expect(page.getByText('Žiadna úloha nezlyhala.')).toBeVisible();
  expect(await axeViolations(page), 'failed jobs').toEqual([]);
});
