import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CachedPage, cachedPage, compressedCopy, PageStore } from './page-store';

const page = (text: string) => cachedPage(text, { 'content-type': 'text/html; charset=utf-8' });
const sizeOf = (p: CachedPage) => p.identity.length + (p.br?.length ?? 0) + (p.gzip?.length ?? 0) + 512;

describe('cachedPage', () => {
  it('keeps the page plain and, from the first demand on, in Brotli and in gzip, with a strong ETag of its content', async () => {
    const html = '<p>Ahoj</p>'.repeat(500);
    const p = page(html);
    expect([p.br, p.gzip]).toEqual([undefined, undefined]);
    const [br, brAgain] = await Promise.all([compressedCopy(p, 'br'), compressedCopy(p, 'br')]);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(brAgain).toBe(br); // made once
    expect([p.br, p.gzip]).toEqual([br, undefined]);
    const [gz, again] = await Promise.all([compressedCopy(p, 'gzip'), compressedCopy(p, 'gzip')]);
    expect(gunzipSync(gz).toString()).toBe(html);
    expect(again).toBe(gz); // made once
    expect(p.gzip).toBe(gz);
    expect(p.etag).toMatch(/^[0-9a-f]{32}$/);
    expect(page(html).etag).toBe(p.etag);
    expect(page(html + ' ').etag).not.toBe(p.etag);
  });
});

describe('PageStore', () => {
  it('stays within its byte budget, dropping the least recently used page first', async () => {
    const a = page('a'.repeat(4000));
    const b = page('b'.repeat(4000));
    const c = page('c'.repeat(4000));
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
    store.set('x', page('1'.repeat(2000)));
    const newer = page('2'.repeat(3000));
    store.set('x', newer);
    expect(store.size).toBe(1);
    expect(store.bytes).toBe(sizeOf(newer));
    const huge = cachedPage(
      Buffer.from(Array.from({ length: 200_000 }, () => Math.floor(Math.random() * 256))).toString('latin1'),
      {},
    );
    store.set('huge', huge);
    expect(store.get('huge')).toBeUndefined();
    store.clear();
    expect([store.size, store.bytes]).toEqual([0, 0]);
  });

  it('counts a compressed copy made later, dropping the least recently used page if the budget is then exceeded', async () => {
    const a = page('a'.repeat(4000));
    const b = page('b'.repeat(4000));
    const store = new PageStore(sizeOf(a) + sizeOf(b) + 10);
    store.set('a', a);
    store.set('b', b);
    await compressedCopy(b, 'br');
    await compressedCopy(b, 'gzip');
    store.grew('b', b);
    expect(store.get('a')).toBeUndefined();
    expect(store.get('b')).toBe(b);
    expect(store.bytes).toBe(sizeOf(b));
    store.grew('b', b); // counted once
    expect(store.bytes).toBe(sizeOf(b));
    store.set('b', page('c'.repeat(10)));
    expect(store.size).toBe(1);
  });

  it('drops only the pages deleteWhere() picks, and counts their bytes out', () => {
    const store = new PageStore(100_000);
    const kept = page('k'.repeat(100));
    store.set('/faq system', kept);
    store.set('/udalosti system', page('u'.repeat(100)));
    store.set('/udalost/zraz member dark', page('z'.repeat(100)));
    store.deleteWhere((key) => key.startsWith('/udalost'));
    expect([store.size, store.bytes, store.get('/faq system')]).toEqual([1, sizeOf(kept), kept]);
  });
});
