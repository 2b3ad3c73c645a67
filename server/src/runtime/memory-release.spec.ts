import { EventEmitter } from 'node:events';
import { MemoryRelease, MemoryReading, SLACK_MB } from './memory-release';

const MB = 1024 * 1024;

/** A process whose memory the test sets; `collect` gives the pooled pages back as V8's last-resort collection does. */
function fakeProcess() {
  const memory: MemoryReading = { rss: 230 * MB, heapTotal: 120 * MB, external: 20 * MB };
  const collections: number[] = [];
  return {
    memory,
    collections,
    grow: (pooledMb: number) => (memory.rss += pooledMb * MB),
    growHeap: (mb: number) => {
      memory.rss += mb * MB;
      memory.heapTotal += mb * MB;
    },
    growBuffers: (mb: number) => {
      memory.rss += mb * MB;
      memory.external += mb * MB;
    },
    options: {
      quietSeconds: 1,
      read: () => ({ ...memory }),
      collect: () => {
        collections.push(memory.rss);
        memory.rss = 230 * MB + (memory.external - 20 * MB);
        memory.heapTotal = 120 * MB;
      },
    },
  };
}

describe('MemoryRelease', () => {
  it('gives the memory of a burst back once the requests stop, not while they come', () => {
    const proc = fakeProcess();
    const release = new MemoryRelease(proc.options);
    release.request();
    proc.grow(150);
    expect(release.tick()).toBe(false); // requests came during this period
    release.request();
    expect(release.tick()).toBe(false);
    expect(release.tick()).toBe(true); // a quiet period after activity
    expect(proc.collections).toEqual([380 * MB]);
    expect(proc.memory.rss).toBe(230 * MB);
    expect(release.tick()).toBe(false); // once per burst
  });

  it('also gives back a heap that a burst left grown, after an earlier release', () => {
    const proc = fakeProcess();
    const release = new MemoryRelease(proc.options);
    release.request();
    proc.grow(100);
    release.tick();
    expect(release.tick()).toBe(true);
    // The next burst (renders) leaves the heap 90 MB larger, not yet collected.
    release.request();
    proc.growHeap(90);
    release.tick();
    expect(release.tick()).toBe(true);
    expect(proc.memory.rss).toBe(230 * MB);
  });

  it('keeps buffers (the page cache) out of the count', () => {
    const proc = fakeProcess();
    const release = new MemoryRelease(proc.options);
    release.request();
    proc.growBuffers(64);
    release.tick();
    expect(release.tick()).toBe(false);
    expect(proc.collections).toEqual([]);
  });

  it('leaves the heap alone when the burst left little to give back', () => {
    const proc = fakeProcess();
    const release = new MemoryRelease(proc.options);
    release.request();
    proc.grow(SLACK_MB - 1);
    release.tick();
    expect(release.tick()).toBe(false);
    expect(proc.collections).toEqual([]);
  });

  it('does nothing without requests, or without the collection (a process started without --expose-gc)', () => {
    const idle = fakeProcess();
    idle.grow(200);
    const release = new MemoryRelease(idle.options);
    expect([release.tick(), release.tick()]).toEqual([false, false]);

    const noGc = fakeProcess();
    const without = new MemoryRelease({ ...noGc.options, collect: undefined });
    without.request();
    noGc.grow(200);
    expect([without.tick(), without.tick()]).toEqual([false, false]);
  });

  it("counts the server's requests", () => {
    const proc = fakeProcess();
    const server = new EventEmitter();
    const release = new MemoryRelease(proc.options).start(server);
    proc.grow(100);
    server.emit('request');
    expect(release.tick()).toBe(false);
    expect(release.tick()).toBe(true);
    release.stop();
  });
});
