// The browser suite's own guard (fixtures.ts): every spec takes `test` from the fixtures, and the
// fixtures notice an image that did not decode — here the two-factor QR code's old data: URL, whose
// unencoded '#' ended it — on a page, in a context the test opened itself, and after a navigation.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const BROKEN =
  'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><path fill="#ffffff" d="M0 0h2v2H0z"/></svg>';
const GOOD = `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><path fill="#fff" d="M0 0h2v2H0z"/></svg>')}`;

test('every spec imports test from ./fixtures, not from @playwright/test', () => {
  const specs = fs.readdirSync(__dirname).filter((file) => /\.(e2e-)?spec\.ts$/.test(file));
  expect(specs.length).toBeGreaterThan(10);
  for (const file of specs) {
    const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
    expect(source, file).not.toMatch(/import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/);
    expect(source, file).toMatch(/from '\.\/fixtures'/);
  }
});

test('an image that did not decode is reported, one that did is not', async ({
  page,
  browser,
  baseURL,
  imageWatch,
}) => {
  await page.setContent(`<img alt="dobrý" src="${GOOD}"><img alt="zlý" src='${BROKEN}'>`);
  await expect.poll(async () => (await imageWatch.finish()).length).toBe(1);
  expect((await imageWatch.finish())[0]).toContain('data:image/svg+xml;utf-8,<svg');

  const own = await browser.newContext();
  const other = await own.newPage();
  await other.goto(`${baseURL}/faq`);
  await other.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', `<img alt="zlý" src="/chyba-${Date.now()}.png">`),
  );
  await expect.poll(async () => (await imageWatch.finish()).length).toBe(2);
  await own.close();
  imageWatch.broken.clear(); // the pictures were broken on purpose
});
