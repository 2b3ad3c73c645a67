// bcrypt off the event loop: bcryptjs is plain JavaScript, and a burst of sign-ins or sign-ups that
// ran it on the event loop left the product's requests waiting between its slices (seconds under
// load). One worker thread, at a lower priority, runs every hash and comparison in turn, so auth work
// uses at most one core, yields it to the event loop, and the event loop stays free for everyone
// (rate-limit/auth-bulkhead.ts); the password-check gate bounds how many wait for it.
import { Worker } from 'node:worker_threads';

/** The worker's code, evaluated as a script (works the same from the build and from the sources under test). */
const SOURCE = `
const { parentPort } = require('node:worker_threads');
// Lower priority for this thread only (on Linux a nice value is per thread): when the cores are busy,
// the event loop answering pages and the API goes first and the checks wait.
try { require('node:os').setPriority(10); } catch {}
const bcrypt = require(${JSON.stringify(require.resolve('bcryptjs'))});
parentPort.on('message', ({ id, op, password, saltOrHash }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, saltOrHash) : bcrypt.compareSync(password, saltOrHash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});`;

type Reply = { id: number; result?: string | boolean; error?: string };

/**
 * The thread and the calls waiting for it. One instance per owner (crypto/password-hasher.ts, a Nest
 * provider that stops it when the app closes); the thread starts at the first call.
 */
export class BcryptThread {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (value: string | boolean) => void; reject: (error: Error) => void }
  >();

  /** bcrypt hash of `password` with a new salt of `cost` rounds (bcryptjs, `$2b$`). */
  hash(password: string, cost: number): Promise<string> {
    return this.call('hash', password, cost) as Promise<string>;
  }

  /** Whether `password` matches the bcrypt `hash`; rejects on a malformed hash. */
  compare(password: string, hash: string): Promise<boolean> {
    return this.call('compare', password, hash) as Promise<boolean>;
  }

  /** Ends the thread; the next hash or check starts a new one. */
  async stop(): Promise<void> {
    const running = this.worker;
    this.worker = null;
    if (running) await running.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const started = new Worker(SOURCE, { eval: true });
    started.on('message', ({ id, result, error }: Reply) => {
      const call = this.pending.get(id);
      this.pending.delete(id);
      // Idle, the thread does not keep the process alive (command-line tools, test runs).
      if (!this.pending.size) started.unref();
      if (error !== undefined || result === undefined) call?.reject(new Error(error ?? 'bcrypt failed'));
      else call?.resolve(result);
    });
    const fail = (error: Error) => {
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
      if (this.worker === started) this.worker = null;
    };
    started.on('error', fail);
    started.on('exit', () => fail(new Error('the bcrypt thread stopped')));
    started.unref();
    return (this.worker = started);
  }

  private call(op: 'hash' | 'compare', password: string, saltOrHash: string | number): Promise<string | boolean> {
    const id = this.nextId++;
    const target = this.thread();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      target.ref();
      target.postMessage({ id, op, password, saltOrHash });
    });
  }
}
