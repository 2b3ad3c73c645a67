// "Exportovať" on the console's lists (react-admin's export button): the file holds every record
// the list's filter selects, fetched through the API's pages (at most 100 a page), on every list
// that has the button; each file is read with a strict CSV reader: a byte-order mark, Slovak
// column headers, the same number of fields on every row and no internal fields.
import { expect, test, type Page } from './fixtures';
import { parseCsv } from './csv';
import { staffToken } from './member-support';
import { signInToConsole, expectDashboard, suffix } from './staff-support';

test.describe.configure({ timeout: 120_000 });

/** Clicks "Exportovať" and returns the CSV's text (no error notification may appear). */
async function exportCsv(page: Page): Promise<string> {
  const button = page.getByRole('button', { name: 'Exportovať' });
  await expect(button).toBeEnabled();
  const download = page.waitForEvent('download', { timeout: 20_000 });
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  await expect(page.getByText('Chyba komunikácie so serverom')).toHaveCount(0);
  return Buffer.concat(chunks).toString('utf8');
}

/** The file's records after checking its form: BOM, Slovak headers, one field per header on every row. */
function readExport(text: string, list: string): string[][] {
  expect(text.startsWith('\uFEFF'), `${list}: byte-order mark`).toBe(true);
  const [header, ...rows] = parseCsv(text);
  // a label, never a field path such as avatar.sources.avif
  for (const name of header) expect(name, `${list}: a header`).toMatch(/^[^._]+$/);
  rows.forEach((row, i) => expect(row.length, `${list}: fields of row ${i + 1}`).toBe(header.length));
  return [header, ...rows];
}

test("the export holds every record the filter selects, beyond the API's page of 100", async ({ page, request }) => {
  const token = await staffToken(request);
  const tag = `export-${suffix()}`;
  const ids: string[] = [];
  for (let i = 0; i < 105; i++) {
    const response = await request.post('/api/admin/redirects', {
      headers: { authorization: `Bearer ${token}` },
      data: { from_path: `/${tag}-${i}`, to_path: '/udalosti' },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { v: { id: string } }).v.id);
  }
  try {
    await signInToConsole(page);
    await expectDashboard(page);
    await page.goto(`/admin/redirects?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    await expect(page.getByText(`/${tag}-1`, { exact: true })).toBeVisible();
    const [header, ...rows] = readExport(await exportCsv(page), 'redirects');
    expect(header).toEqual(['Z cesty', 'Na cestu', 'Kód', 'Vytvorené', 'Upravené']);
    expect(rows).toHaveLength(105);
    for (let i = 0; i < 105; i++) expect(rows.some((row) => row[0] === `/${tag}-${i}`)).toBe(true);
  } finally {
    for (const id of ids)
      await request.delete(`/api/admin/redirects/${id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

test('every console list with the export button downloads its records', async ({ page, request }) => {
  const token = await staffToken(request);
  await signInToConsole(page);
  await expectDashboard(page);
  const lists = [
    'events',
    'users',
    'registrations',
    'outbox',
    'articles',
    'pages',
    'faq',
    'guide',
    'gallery',
    'photos',
    'discounts',
    'files',
    'charging',
    'redirects',
    'contact-messages',
  ];
  const totalOf = async (list: string) => {
    const answer = await request.get(
      `/api/admin/${list}?per_page=1${list === 'registrations' ? '&status=pending' : ''}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(answer.status(), list).toBe(200);
    return ((await answer.json()) as { total: number }).total;
  };
  for (const list of lists) {
    const before = await totalOf(list);
    if (before === 0) continue; // an empty list shows react-admin's empty page, without the toolbar
    await page.goto(`/admin/${list}`);
    await expect(page.getByRole('button', { name: 'Exportovať' }), list).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const [, ...rows] = readExport(await exportCsv(page), list);
    // Other tests share the server and may add or remove a record meanwhile: the export holds every
    // record there was at some moment between the two counts.
    const after = await totalOf(list);
    expect(rows.length, list).toBeGreaterThanOrEqual(Math.min(before, after));
    expect(rows.length, list).toBeLessThanOrEqual(Math.max(before, after));
  }
});
