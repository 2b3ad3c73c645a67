import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CachedPage, cachedPage, gzipCopy, PageStore } from './page-store';

const page = (text: string) => cachedPage(text, { 'content-type': 'text/html; charset=utf-8' }, []);
const sizeOf = (p: CachedPage) => p.identity.length + p.br.length + (p.gzip?.length ?? 0) + 512;

describe('cachedPage', () => {
  it('keeps the page plain, in Brotli and (from the first demand on) in gzip, with a strong ETag of its content', async () => {
    const html = '<p>Ahoj</p>'.repeat(500);
    const p = await page(html);
    expect(brotliDecompressSync(p.br).toString()).toBe(html);
    expect(p.gzip).toBeUndefined();
    const [gz, again] = await Promise.all([gzipCopy(p), gzipCopy(p)]);
    expect(gunzipSync(gz).toString()).toBe(html);
    expect(again).toBe(gz); // made once
    expect(p.gzip).toBe(gz);
    expect(p.etag).toMatch(/^[0-9a-f]{32}$/);
    expect((await page(html)).etag).toBe(p.etag);
    expect((await page(html + ' ')).etag).not.toBe(p.etag);
  });
});

describe('PageStore', () => {
  it('stays within its byte budget, dropping the least recently used page first', async () => {
    const a = await page('a'.repeat(4000));
    const b = await page('b'.repeat(4000));
    const c = await page('c'.repeat(4000));
    const store = new PageStore(sizeOf(a) + sizeOf(b) + 10);
    store.set('a', a);
    store.set('b', b);
    expect(store.get('a')).toBe(a); // a is now more recently used than b
    store.set('c', c);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBe(a);
    expect(store.get('c')).toBe(c);
    expect(store.bytes).toBe(sizeOf(a) + sizeOf(c));
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
  });

  it('replaces a page under the same key, refuses one larger than the whole budget, and empties on clear()', async () => {
    const store = new PageStore(100_000);
    store.set('x', await page('1'.repeat(2000)));
    const newer = await page('2'.repeat(3000));
    store.set('x', newer);
    expect(store.size).toBe(1);
    expect(store.bytes).toBe(sizeOf(newer));
    const huge = await cachedPage(Buffer.from(Array.from({ length: 200_000 }, () => Math.floor(Math.random() * 256))).toString('latin1'), {}, []);
    store.set('huge', huge);
    expect(store.get('huge')).toBeUndefined();
    store.clear();
    expect([store.size, store.bytes]).toEqual([0, 0]);
  });

  it('counts a gzip copy made later, dropping the least recently used page if the budget is then exceeded', async () => {
    const a = await page('a'.repeat(4000));
    const b = await page('b'.repeat(4000));
    const store = new PageStore(sizeOf(a) + sizeOf(b) + 10);
    store.set('a', a);
    store.set('b', b);
    await gzipCopy(b);
    store.grew('b', b);
    expect(store.get('a')).toBeUndefined();
    expect(store.get('b')).toBe(b);
    expect(store.bytes).toBe(sizeOf(b));
    store.grew('b', b); // counted once
    expect(store.bytes).toBe(sizeOf(b));
    store.set('b', await page('c'.repeat(10)));
    expect(store.size).toBe(1);
  });
});
