// The database of a benchmark: an embedded PostgreSQL in a temporary folder (BENCH_DATA_DIR keeps
// it between runs), or, with DATABASE_URL, a scratch database on that server dropped afterwards.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../database/embedded-postgres';

/** A database to fill: embedded in a temporary (or BENCH_DATA_DIR) folder, or a scratch one beside DATABASE_URL's. */
export async function openBenchDatabase(log: (line: string) => void): Promise<{ url: string; close(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const name = `evklub_bench_${randomBytes(4).toString('hex')}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    log(`scratch database ${name} on ${url.host}`);
    return { url: url.toString(), close: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  const kept = process.env.BENCH_DATA_DIR;
  const dir = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-bench-'));
  const db = await startEmbeddedPostgres(dir, log);
  log(`embedded PostgreSQL in ${dir}`);
  return {
    url: db.url,
    close: async () => {
      await db.stop();
      if (!kept) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** "cores: 2, load average 1.0 0.8 0.5": how busy the machine was, printed beside a benchmark's figures. */
export const machineLoad = () =>
  `cores: ${os.cpus().length}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;

/** Runs a benchmark command: exit 0 when it finishes, 1 with its error when it fails. */
export function runBench(name: string, bench: () => Promise<void>): void {
  bench().then(
    () => process.exit(0),
    (e: Error) => {
      process.stderr.write(`${name} failed: ${e.stack ?? e.message}\n`);
      process.exit(1);
    },
  );
}

/** The process's resident memory: now (after a GC when exposed), and the peak sampled every 250 ms until `stop`. */
export function sampleRss(): { rest: number; peak(): number; stop(): void } {
  global.gc?.();
  const rest = process.memoryUsage().rss;
  let peak = rest;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 250);
  return { rest, peak: () => peak, stop: () => clearInterval(sampler) };
}

/** A whole-number option of the command line (`--events 2000`), or its default. */
export function benchOption(argv: string[], name: string, fallback: number): number {
  const i = argv.indexOf(name);
  const n = i < 0 ? fallback : Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} needs a positive whole number`);
  return n;
}

/** One statement on a connection of its own (set-up and checks beside the app's pool). */
export async function benchQuery<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
