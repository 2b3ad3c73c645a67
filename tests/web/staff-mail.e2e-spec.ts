// The staff console's mail screens: an article's newsletter panel previews the mail and
// test-sends it to the staff member (the mail arrives), and the outbox lists that mail as sent. axe finds nothing on
// either, in the light and the dark theme.
import { expect, test } from './fixtures';
import { DEMO_STAFF } from '../../server/src/database/seed/accounts';
import { axeViolations, mailTo, staffToken } from './member-support';
import { expectDashboard, signInToConsole, useTheme } from './staff-support';

test.describe.configure({ timeout: 90_000 });

for (const theme of ['light', 'dark'] as const) {
  test(`outbox and newsletter panel (${theme})`, async ({ page, request }) => {
    const title = `Newsletter ${theme} ${Math.random().toString(36).slice(2, 7)}`;
    const created = await request.post('/api/admin/articles', {
      headers: { authorization: `Bearer ${await staffToken(request)}` },
      data: {
        title,
        description: 'Zimné novinky.',
        body: 'Stretneme sa v **Poprade**.',
        published_at: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const article = ((await created.json()) as { v: { id: string } }).v;

    await useTheme(page, theme);
    await signInToConsole(page);
    await expectDashboard(page);
    await page.goto(`/admin/articles/${article.id}`);
    const panel = page.getByRole('region', { name: 'Newsletter' });
    await expect(panel.getByText(/Odberatelia: \d+/)).toBeVisible();
    await expect(panel.getByRole('group', { name: 'Náhľad e-mailu' }).getByText('Poprade')).toBeVisible();
    expect(await axeViolations(page), `newsletter panel ${theme}`).toEqual([]);
    await panel.getByRole('button', { name: 'Poslať test mne' }).click();
    await expect(page.getByText('Testovací e-mail je na ceste do vašej schránky.')).toBeVisible();
    await mailTo(DEMO_STAFF.email, new RegExp(title));

    // The test mail is in the outbox, delivered.
    await page.goto('/admin/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Odoslané e-maily' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('cell', { name: 'Odoslaný' })).toBeVisible();
    await expect(row.getByRole('cell', { name: DEMO_STAFF.email })).toBeVisible();
    expect(await axeViolations(page), `outbox ${theme}`).toEqual([]);
  });
}
