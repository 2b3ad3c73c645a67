// `npm run bench:media`: what a phone photo costs, before (originals served as they came) and after
// (processed variants), in one run against the BUILT server with the demo content (run
// `npm run build` first). It makes 24 phone-like 12-megapixel JPEGs (4032×3024, EXIF camera and GPS,
// every other one Orientation 6), uploads them to one album as staff: 14 one after another (the
// processing time per photo, p50/p95) and 10 at once (the server's resident memory during the
// burst, and after it has been quiet). Then it opens the album in Chromium at 390 px (density 2)
// and 1280 px and adds up the image bytes transferred for the first screen and for scrolling
// through the whole album, beside the bytes the same photos cost as originals. Last, Lighthouse
// (mobile) on the album page. Targets: first screen ≤ 1 MB at 390 px; whole album ≤ 10 % of the
// originals; p95 ≤ 2 s per photo; memory ≤ 350 MB during the uploads, ≤ 250 MB after;
// Lighthouse performance ≥ 95.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ROOT, startBuiltServer } = require('./bench-server');

const sharp = require(path.join(ROOT, 'node_modules', 'sharp'));
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'];
const PHOTOS = 24;
const BURST = 10;

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/** A phone-like JPEG: a scene of soft gradients with sensor noise, EXIF make/model/GPS, `orientation`. */
async function phonePhoto(seed, orientation) {
  const width = 4032;
  const height = 3024;
  const raw = Buffer.alloc(width * height * 3);
  let s = seed * 7919 + 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      const n = s % 25;
      const i = (y * width + x) * 3;
      raw[i] = 90 + 60 * Math.sin((x + seed * 300) / 700) + 20 * Math.sin(x / 9) * Math.sin(y / 7) + n;
      raw[i + 1] = 110 + 70 * Math.cos(y / 500) + n;
      raw[i + 2] = 140 + 60 * Math.sin((x + y) / 900) + n;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withMetadata({ orientation })
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '17/1 6/1 0/1' } })
    .toBuffer();
}

async function staffToken(url) {
  const { createClient } = require(path.join(ROOT, 'node_modules', '@supabase', 'supabase-js'));
  const { DEMO_STAFF } = require(path.join(ROOT, 'dist', 'server', 'database', 'seed', 'accounts.js'));
  const html = await (await fetch(`${url}/`)).text();
  const config = JSON.parse(/<script id="app-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(html)[1]).config;
  const supabase = createClient(config.supabaseUrl, config.supabaseAnonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await supabase.auth.signInWithPassword({ email: DEMO_STAFF.email, password: DEMO_STAFF.password });
  if (error) throw error;
  return data.session.access_token;
}

async function upload(url, token, albumId, bytes, i) {
  const form = new FormData();
  form.append('alt', `Fotka zo zrazu ${i + 1}`);
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), `IMG_${4000 + i}.jpg`);
  const started = process.hrtime.bigint();
  const res = await fetch(`${url}/api/admin/gallery/${albumId}/photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`);
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, photo: (await res.json()).v };
}

/** Image bytes a browser transfers for the album at one viewport: the first screen, then scrolled to the end. */
async function albumBytes(browser, pageUrl, viewport, scale) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: scale });
  const page = await context.newPage();
  const images = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image') return;
    const body = await response.body().catch(() => null);
    if (body) images.set(response.url(), body.length);
  });
  await page.goto(pageUrl, { waitUntil: 'networkidle' });
  const sum = () => [...images.values()].reduce((a, b) => a + b, 0);
  const firstScreen = { bytes: sum(), urls: [...images.keys()] };
  for (let i = 0; i < 40; i++) {
    const more = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight < document.documentElement.scrollHeight;
    });
    await page.waitForTimeout(150);
    if (!more) break;
  }
  await page.waitForLoadState('networkidle');
  const whole = { bytes: sum(), urls: [...images.keys()] };
  await context.close();
  return { firstScreen, whole };
}

async function main() {
  console.log(`load average at start: ${load()} (${os.cpus().length} cores)`);
  console.log(`making ${PHOTOS} phone-like 12 MP photos…`);
  const originals = [];
  for (let i = 0; i < PHOTOS; i++) originals.push(await phonePhoto(i, i % 2 === 0 ? 6 : 1));
  const originalBytes = originals.reduce((a, b) => a + b.length, 0);
  console.log(`  ${PHOTOS} originals, ${mb(originalBytes)} in all (${mb(originalBytes / PHOTOS)} each on average)`);

  const server = await startBuiltServer();
  try {
    const token = await staffToken(server.url);
    const albumRes = await fetch(`${server.url}/api/admin/gallery`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Zraz na Štrbskom Plese', slug: 'bench-zraz', published_at: new Date(Date.now() - 60_000).toISOString() }),
    });
    const album = (await albumRes.json()).v;
    const rssBefore = rssOf(server.pid);

    const sequential = PHOTOS - BURST;
    const times = [];
    const photos = [];
    for (let i = 0; i < sequential; i++) {
      const { ms, photo } = await upload(server.url, token, album.id, originals[i], i);
      times.push(ms);
      photos.push(photo);
    }
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 25);
    const burstStart = Date.now();
    const burst = await Promise.all(originals.slice(sequential).map((bytes, j) => upload(server.url, token, album.id, bytes, sequential + j)));
    const burstMs = Date.now() - burstStart;
    clearInterval(sampler);
    photos.push(...burst.map((b) => b.photo));
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const rssAfter = rssOf(server.pid);

    console.log('\nProcessing (upload of one 12 MP photo until its variants are stored, server on this machine):');
    console.log(`  one after another (${sequential}): p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms (target p95 ≤ 2000 ms)`);
    console.log(`  ${BURST} at once: all done in ${burstMs} ms`);
    console.log(`  resident memory: ${mb(rssBefore)} before, ${mb(peak)} at peak during the ${BURST} uploads (target ≤ 350 MB), ${mb(rssAfter)} 5 s after (target ≤ 250 MB)`);

    // The same photos as the site served them before: every image on the page was its original.
    const originalOf = new Map();
    photos.forEach((photo, i) => {
      for (const list of [photo.sources.avif, photo.sources.webp, photo.sources.jpeg]) for (const entry of list.split(', ')) originalOf.set(entry.split(' ')[0], originals[i].length);
      originalOf.set(photo.src, originals[i].length);
    });
    const asOriginals = (urls) => {
      const seen = new Set();
      let bytes = 0;
      for (const u of urls) {
        const pathname = new URL(u).pathname;
        const size = originalOf.get(pathname);
        if (size === undefined) continue;
        const photo = photos.findIndex((p) => [p.sources.avif, p.sources.webp, p.sources.jpeg].some((l) => l.includes(pathname)));
        if (seen.has(photo)) continue;
        seen.add(photo);
        bytes += size;
      }
      return bytes;
    };

    const { chromium } = require(path.join(ROOT, 'node_modules', 'playwright-core'));
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_ARGS });
    const pageUrl = `${server.url}/galeria?album=${album.slug}`;
    console.log(`\nThe album (${PHOTOS} photos) in Chromium, image bytes transferred: variants (after) vs the same photos as originals (before):`);
    for (const [label, viewport, scale] of [['390 px, density 2', { width: 390, height: 844 }, 2], ['1280 px, density 1', { width: 1280, height: 900 }, 1]]) {
      const { firstScreen, whole } = await albumBytes(browser, pageUrl, viewport, scale);
      const firstBefore = asOriginals(firstScreen.urls);
      const wholeBefore = asOriginals(whole.urls);
      console.log(`  ${label}: first screen ${mb(firstScreen.bytes)} (before ${mb(firstBefore)}); whole album ${mb(whole.bytes)} (before ${mb(wholeBefore)}, ${((100 * whole.bytes) / Math.max(1, wholeBefore)).toFixed(1)} %)`);
    }
    await browser.close();

    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROME_ARGS] });
    try {
      const scores = [];
      for (let run = 0; run < 3; run++) {
        const { lhr } = await lighthouse(pageUrl, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        scores.push(Math.round(lhr.categories.performance.score * 100));
      }
      console.log(`\nLighthouse (mobile) on the album page, performance: ${scores.join(', ')} (median ${percentile(scores, 50)}, target ≥ 95)`);
    } finally {
      await chrome.kill();
    }
  } finally {
    await server.stop();
  }
  console.log(`load average at end: ${load()}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
