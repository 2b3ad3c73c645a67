import { LookupMemo } from './lookup-memo';

describe('LookupMemo', () => {
  it('asks once per key until cleared, and not at all while changes are under way', async () => {
    const memo = new LookupMemo<string | null>(10);
    let asked = 0;
    const load = async () => (asked++, null);
    expect(await memo.get('/', load, () => true)).toBeNull();
    expect(await memo.get('/', load, () => true)).toBeNull();
    expect(asked).toBe(1);
    memo.clear();
    await memo.get('/', load, () => false);
    await memo.get('/', load, () => true);
    expect(asked).toBe(3);
  });

  it('keeps at most maxEntries, the oldest first out', async () => {
    const memo = new LookupMemo<string>(2);
    for (const key of ['/a', '/b', '/c']) await memo.get(key, async () => key.toUpperCase(), () => true);
    expect(memo.size).toBe(2);
    let asked = 0;
    expect(await memo.get('/a', async () => (asked++, 'again'), () => true)).toBe('again');
    expect(await memo.get('/c', async () => (asked++, 'again'), () => true)).toBe('/C');
    expect(asked).toBe(1);
  });

  it('keeps no failure', async () => {
    const memo = new LookupMemo<string>(2);
    await expect(memo.get('/', () => Promise.reject(new Error('database away')), () => true)).rejects.toThrow('database away');
    expect(await memo.get('/', async () => 'found', () => true)).toBe('found');
  });
});
