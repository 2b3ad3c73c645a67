// `npm run bench:pages [-- --runs 3]`: Lighthouse 13 (mobile, simulated throttling) on the public
// pages /, /clanky, /clanok/{slug}, /udalosti and /galeria of the built server with the demo content, in
// Debian's Chromium. Reports the median performance, accessibility, best-practices and SEO scores
// of the runs (targets 98 / 100 / 100 / 100) and the JavaScript each page loads initially: its size
// gzipped (gzip -9, target ≤ 80 kB for a guest: the islands entry, React and the islands of the page), as transferred (the server's pre-compressed Brotli), and
// whether any of it is the staff console's code (it must never be).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { ROOT, startBuiltServer, newestArticleSlug, median } = require('./bench-server');

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const JS_TARGET_KB = 80;

const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

/** Files only the staff console's entry reaches (shared vendor chunks are not its code). */
function staffOnlyFiles() {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', 'web', 'client', '.vite', 'manifest.json'), 'utf8'));
  const closure = (keys, into = new Set()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure([...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])], into);
    }
    return into;
  };
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const admin = closure(entries.filter(([key]) => key.includes('admin')).map(([key]) => key));
  const site = closure(entries.filter(([key]) => !key.includes('admin')).map(([key]) => key));
  return new Set([...admin].filter((key) => !site.has(key)).map((key) => '/' + manifest[key].file));
}

async function initialScripts(lhr, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin));
  let gzip = 0;
  let transfer = 0;
  for (const item of scripts) {
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    gzip += zlib.gzipSync(body, { level: 9 }).length;
    transfer += item.transferSize ?? 0;
  }
  return { files: scripts.map((item) => new URL(item.url).pathname), gzip, transfer };
}

async function main() {
  const runs = Number(argValue('--runs', '3'));
  const server = await startBuiltServer({ HOME_VIDEO_URL: 'https://www.youtube.com/watch?v=evKlub2026a' });
  let chrome;
  try {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const slug = await newestArticleSlug(server.url);
    const pages = ['/', '/clanky', `/clanok/${slug}`, '/udalosti', '/galeria'];
    const staffFiles = staffOnlyFiles();
    const rows = [];
    for (const page of pages) {
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      const metrics = { fcp: [], lcp: [], tbt: [], cls: [] };
      let js;
      for (let run = 0; run < runs; run++) {
        const { lhr } = await lighthouse(server.url + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        for (const c of CATEGORIES) scores[c].push(Math.round((lhr.categories[c].score ?? 0) * 100));
        metrics.fcp.push(lhr.audits['first-contentful-paint'].numericValue);
        metrics.lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
        metrics.tbt.push(lhr.audits['total-blocking-time'].numericValue);
        metrics.cls.push(lhr.audits['cumulative-layout-shift'].numericValue);
        if (run === 0) {
          js = await initialScripts(lhr, server.url);
          const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
          if (failing.length) console.log(`  ${page}: audits not passed: ${failing.join(', ')}`);
        }
      }
      const staffLoaded = js.files.filter((file) => staffFiles.has(file));
      rows.push({
        page,
        ...Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])),
        'FCP ms': Math.round(median(metrics.fcp)),
        'LCP ms': Math.round(median(metrics.lcp)),
        'TBT ms': Math.round(median(metrics.tbt)),
        CLS: Number(median(metrics.cls).toFixed(3)),
        'JS files': js.files.length,
        'JS gzip kB': Number((js.gzip / 1024).toFixed(1)),
        'JS transfer kB': Number((js.transfer / 1024).toFixed(1)),
        'staff code': staffLoaded.length ? staffLoaded.join(' ') : 'none',
      });
    }
    console.log(`\nLighthouse ${require('lighthouse/package.json').version}, mobile, median of ${runs} run(s); targets ${Object.values(TARGETS).join(' / ')}, initial JS ≤ ${JS_TARGET_KB} kB gzip\n`);
    console.table(rows);
    const missed = rows.flatMap((row) => [
      ...CATEGORIES.filter((c) => row[c] < TARGETS[c]).map((c) => `${row.page} ${c} ${row[c]} < ${TARGETS[c]}`),
      ...(row['JS gzip kB'] > JS_TARGET_KB ? [`${row.page} initial JS ${row['JS gzip kB']} kB gzip > ${JS_TARGET_KB} kB`] : []),
      ...(row['staff code'] !== 'none' ? [`${row.page} loads staff console code`] : []),
    ]);
    console.log(missed.length ? `\nBelow target:\n  ${missed.join('\n  ')}` : '\nEvery target met.');
  } finally {
    await chrome?.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
