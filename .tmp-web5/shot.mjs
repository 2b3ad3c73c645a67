import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:3555';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const pages = process.argv.slice(2);
for (const spec of pages) {
  const [path, mode = 'light', width = '1280'] = spec.split(',');
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, colorScheme: mode });
  const page = await ctx.newPage();
  const logs = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && logs.push(m.text()));
  page.on('pageerror', (e) => logs.push('pageerror ' + e.message));
  page.on('request', (r) => { if (!r.url().startsWith(base) && !r.url().startsWith('data:')) logs.push('3rd party ' + r.url()); });
  await page.goto(base + path);
  await page.waitForSelector('html[data-hydrated]', { timeout: 10000 }).catch(() => logs.push('not hydrated'));
  const name = (path.replace(/[^a-z0-9]/gi, '_') || 'home') + `-${mode}-${width}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name, logs);
  await ctx.close();
}
await browser.close();
