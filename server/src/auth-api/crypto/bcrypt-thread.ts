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

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (value: string | boolean) => void; reject: (error: Error) => void }>();

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(SOURCE, { eval: true });
  started.on('message', ({ id, result, error }: Reply) => {
    const call = pending.get(id);
    pending.delete(id);
    // Idle, the thread does not keep the process alive (command-line tools, test runs).
    if (!pending.size) started.unref();
    if (error !== undefined || result === undefined) call?.reject(new Error(error ?? 'bcrypt failed'));
    else call?.resolve(result);
  });
  const fail = (error: Error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    if (worker === started) worker = null;
  };
  started.on('error', fail);
  started.on('exit', () => fail(new Error('the bcrypt thread stopped')));
  started.unref();
  return (worker = started);
}

function call(op: 'hash' | 'compare', password: string, saltOrHash: string | number): Promise<string | boolean> {
  const id = nextId++;
  const target = thread();
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.ref();
    target.postMessage({ id, op, password, saltOrHash });
  });
}

/** Ends the thread (the app closes); the next hash or check starts a new one. */
export async function stopBcryptThread(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await running.terminate();
}

/** bcrypt hash of `password` with a new salt of `cost` rounds (bcryptjs, `$2b$`). */
export const bcryptHash = (password: string, cost: number) => call('hash', password, cost) as Promise<string>;

/** Whether `password` matches the bcrypt `hash`; rejects on a malformed hash. */
export const bcryptCompare = (password: string, hash: string) => call('compare', password, hash) as Promise<boolean>;
