import { ApiMemo } from './api-memo';

function countingFetch(status = 200) {
  const calls: string[] = [];
  const fetch = async (request: Request) => {
    calls.push(request.url);
    return new Response(JSON.stringify({ n: calls.length }), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch };
}

const url = 'http://localhost/api/site-settings';

describe('ApiMemo', () => {
  it('answers a repeated anonymous GET from memory until cleared', async () => {
    const memo = new ApiMemo();
    const { calls, fetch } = countingFetch();
    const wrapped = memo.wrap(fetch, () => true);
    expect(await (await wrapped(new Request(url))).json()).toEqual({ n: 1 });
    const again = await wrapped(new Request(url));
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(await again.json()).toEqual({ n: 1 });
    memo.clear();
    expect(await (await wrapped(new Request(url))).json()).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('never keeps answers to requests with credentials, other methods, failures, or when content changed meanwhile', async () => {
    const memo = new ApiMemo();
    const { calls, fetch } = countingFetch();
    const wrapped = memo.wrap(fetch, () => true);
    for (let i = 0; i < 2; i++) {
      await wrapped(new Request(url, { headers: { authorization: 'Bearer x' } }));
      await wrapped(new Request(url, { headers: { cookie: 'a=b' } }));
      await wrapped(new Request(url, { method: 'POST', body: '{}' }));
    }
    expect(calls).toHaveLength(6);
    const failing = countingFetch(404);
    const wrappedFailing = memo.wrap(failing.fetch, () => true);
    await wrappedFailing(new Request(url + '/x'));
    await wrappedFailing(new Request(url + '/x'));
    expect(failing.calls).toHaveLength(2);
    const changed = countingFetch();
    const wrappedChanged = memo.wrap(changed.fetch, () => false);
    await wrappedChanged(new Request(url + '/y'));
    await wrappedChanged(new Request(url + '/y'));
    expect(changed.calls).toHaveLength(2);
  });

  it('forgets only the answers deleteWhere() picks', async () => {
    const memo = new ApiMemo();
    const { calls, fetch } = countingFetch();
    const wrapped = memo.wrap(fetch, () => true);
    const events = 'http://localhost/api/events?when=upcoming';
    for (const address of [url, events]) await wrapped(new Request(address));
    memo.deleteWhere((address) => address.startsWith('http://localhost/api/events'));
    for (const address of [url, events]) await wrapped(new Request(address));
    expect(calls).toEqual([url, events, events]);
  });
});

