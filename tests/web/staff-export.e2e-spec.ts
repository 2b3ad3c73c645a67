// "Exportovať" on the console's lists (react-admin's export button): the file holds every record
// the list's filter selects, fetched through the API's pages (at most 100 a page), on every list
// that has the button.
import { expect, test, type Page } from './fixtures';
import { staffToken } from './member-support';
import { signInToConsole, expectDashboard, suffix } from './staff-support';

test.describe.configure({ timeout: 120_000 });

/** Clicks "Exportovať" and returns the CSV's lines (no error notification may appear). */
async function exportCsv(page: Page): Promise<string[]> {
  const button = page.getByRole('button', { name: 'Exportovať' });
  await expect(button).toBeEnabled();
  const download = page.waitForEvent('download', { timeout: 20_000 });
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const stream = await file.createReadStream();
  let text = '';
  for await (const chunk of stream) text += chunk;
  await expect(page.getByText('Chyba komunikácie so serverom')).toHaveCount(0);
  return text.split(/\r?\n/).filter(Boolean);
}

/** The records of a CSV text: line breaks inside quoted fields (markdown bodies) do not count. */
function csvRecords(text: string): number {
  let records = 0;
  let quoted = false;
  for (const line of text.split('\n')) {
    quoted = (line.split('"').length - 1) % 2 === 1 ? !quoted : quoted;
    if (!quoted) records++;
  }
  return records;
}

test('the export holds every record the filter selects, beyond the API\'s page of 100', async ({ page, request }) => {
  const token = await staffToken(request);
  const tag = `export-${suffix()}`;
  const ids: string[] = [];
  for (let i = 0; i < 105; i++) {
    const response = await request.post('/api/admin/redirects', { headers: { authorization: `Bearer ${token}` }, data: { from_path: `/${tag}-${i}`, to_path: '/udalosti' } });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { v: { id: string } }).v.id);
  }
  try {
    await signInToConsole(page);
    await expectDashboard(page);
    await page.goto(`/admin/redirects?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    await expect(page.getByText(`/${tag}-1`, { exact: true })).toBeVisible();
    const lines = await exportCsv(page);
    const rows = lines.slice(1);
    expect(rows).toHaveLength(105);
    for (let i = 0; i < 105; i++) expect(rows.some((row) => row.includes(`/${tag}-${i},`))).toBe(true);
  } finally {
    for (const id of ids) await request.delete(`/api/admin/redirects/${id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

test('every console list with the export button downloads its records', async ({ page, request }) => {
  const token = await staffToken(request);
  await signInToConsole(page);
  await expectDashboard(page);
  const lists = ['events', 'users', 'registrations', 'outbox', 'articles', 'pages', 'faq', 'guide', 'gallery', 'photos', 'discounts', 'files', 'charging', 'redirects', 'contact-messages'];
  for (const list of lists) {
    const answer = await request.get(`/api/admin/${list}?per_page=1${list === 'registrations' ? '&status=pending' : ''}`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status(), list).toBe(200);
    const { total } = (await answer.json()) as { total: number };
    if (total === 0) continue; // an empty list shows react-admin's empty page, without the toolbar
    await page.goto(`/admin/${list}`);
    await expect(page.getByRole('button', { name: 'Exportovať' }), list).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const records = csvRecords((await exportCsv(page)).join('\n'));
    expect(records - 1, list).toBe(total);
  }
});
