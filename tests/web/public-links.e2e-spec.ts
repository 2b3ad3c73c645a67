// Addresses and links of the public site: a path typed in another case (/FAQ) answers
// with a permanent redirect to the page's own address, so no page has an upper-case canonical link;
// and links in staff-written content follow docs/product-rules.md §8 — this site's own address opens in place, any
// other site is marked external and opens in a new tab with rel="noopener noreferrer".
import { expect, test } from './fixtures';
import { hydrated } from './public-support';
import { staffToken } from './member-support';

test.describe.configure({ mode: 'parallel' });

test('/FAQ and other paths in another case redirect (301) to the route table spelling; parameters keep theirs', async ({
  page,
  request,
}) => {
  for (const [typed, canonical] of [
    ['/FAQ', '/faq'],
    ['/Clanky?strana=2', '/clanky?strana=2'],
    ['/Uzivatel/Auto/5YJ3E7EB1KF123456', '/uzivatel/auto/5YJ3E7EB1KF123456'],
  ]) {
    const response = await request.get(typed, { maxRedirects: 0 });
    expect(response.status(), typed).toBe(301);
    expect(response.headers().location, typed).toBe(canonical);
  }
  expect((await request.get('/faq', { maxRedirects: 0 })).status()).toBe(200);

  await page.goto('/FAQ');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faq$/);
});

test('content links: this site opens in place, another site is marked external with rel="noopener noreferrer"', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await staffToken(request);
  const created = await request.post('/api/admin/events', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Odkazy ${Date.now()}`,
      description: 'Stretnutie s odkazmi.',
      body: `Otázky nájdete v [častých otázkach](${baseURL}/faq#nabijanie), výrobcu na [stránke Tesly](https://www.tesla.com/sk_sk).`,
      date_start: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      location: 'Trnava',
      published_at: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = ((await created.json()) as { v: { slug: string } }).v;

  await page.goto(`/udalost/${slug}`);
  await hydrated(page);
  const external = page.getByRole('link', { name: 'stránke Tesly' });
  await expect(external).toHaveAttribute('href', 'https://www.tesla.com/sk_sk');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /\bnoopener\b.*\bnoreferrer\b/);
  await expect(external).toHaveClass(/\bexternal-link\b/);

  const own = page.getByRole('link', { name: 'častých otázkach' });
  await expect(own).toHaveAttribute('href', '/faq#nabijanie');
  await expect(own).not.toHaveAttribute('target', /.+/);
  await expect(own).not.toHaveAttribute('rel', /.+/);
  await own.click();
  await expect(page).toHaveURL(/\/faq#nabijanie$/);
  expect(page.context().pages()).toHaveLength(1); // no new tab
});
