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
