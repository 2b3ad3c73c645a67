import { memorySettings } from './memory-flags';

describe('memorySettings', () => {
  const argv = ['/usr/bin/node', '/app/dist/server/main.js', '--x'];

  it('adds the young-generation limit, the collection memory-release runs and the malloc settings to a plain start', () => {
    expect(memorySettings([], argv, { PATH: '/bin' })).toEqual({
      args: ['--max-semi-space-size=8', '--expose-gc', '/app/dist/server/main.js', '--x'],
      env: { PATH: '/bin', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' },
    });
  });

  it('keeps the other Node options of the command line', () => {
    expect(memorySettings(['--enable-source-maps'], argv, {})?.args).toEqual(['--max-semi-space-size=8', '--expose-gc', '--enable-source-maps', '/app/dist/server/main.js', '--x']);
  });

  it('is done once: a process started with the settings runs as it is', () => {
    const first = memorySettings([], argv, {});
    expect(first).not.toBeNull();
    const [semi, gc, ...rest] = first!.args;
    expect(memorySettings([semi, gc], ['/usr/bin/node', ...rest], first!.env)).toBeNull();
  });

  it("keeps the operator's own values", () => {
    expect(memorySettings(['--max-semi-space-size=32'], argv, { MALLOC_ARENA_MAX: '8' })).toEqual({
      args: ['--expose-gc', '--max-semi-space-size=32', '/app/dist/server/main.js', '--x'],
      env: { MALLOC_ARENA_MAX: '8', MALLOC_MMAP_THRESHOLD_: '32768' },
    });
    expect(memorySettings([], argv, { NODE_OPTIONS: '--max-semi-space-size=16 --expose-gc', MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '65536' })).toBeNull();
  });
});
