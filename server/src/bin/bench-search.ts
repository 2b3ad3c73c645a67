// `npm run bench:search [-- --members N --iterations N]`: member search latency on a realistic club.
//
// Starts an embedded PostgreSQL in a temporary folder (or, with DATABASE_URL, creates a scratch
// database on that server and drops it afterwards), applies the migrations, adds N synthetic members
// (default 100 000, the seed's synthetic-members.ts), then runs a fixed mix of queries in-process
// through SearchService.searchMembers — the code behind GET /api/search, without HTTP and the auth
// guard — as one member, one query at a time, and prints p50/p95/p99 per kind of query and overall,
// with the index PostgreSQL chose for each kind and how many of its parts the first query read
// (`--explain` prints the whole plans, run once with EXPLAIN ANALYZE). Latency is
// wall-clock on a shared machine: the load average is printed with the verdict.
// BENCH_DATA_DIR=<folder> keeps the embedded database there between runs (seeding is then skipped).
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApp } from '../app';
import type { AuthUser } from '../access/request-user';
import { createLogger } from '../common/logger';
import { loadConfig } from '../config/config';
import { applyMigrations } from '../database/migrator';
import { openBenchDatabase as openDatabase } from './bench-database';
import { addSyntheticMembers } from '../database/seed/synthetic-members';
import { cpuMeter } from './cpu-meter';
import { SearchRepository } from '../modules/search/search.repository';
import {
  FUZZY_CAP,
  FUZZY_THRESHOLD,
  normalizeSearchText,
  SEARCH_CAP,
  SearchService,
} from '../modules/search/search.service';

const TARGET_P95_MS = 15;

interface Options {
  members: number;
  iterations: number;
  explain: boolean;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string, fallback: number) => {
    const i = argv.indexOf(name);
    if (i < 0) return fallback;
    const n = Number(argv[i + 1]);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} needs a positive whole number`);
    return n;
  };
  return {
    members: value('--members', 100_000),
    iterations: value('--iterations', 20),
    explain: argv.includes('--explain'),
  };
}

interface Kind {
  kind: string;
  queries: string[];
  /** Measured and shown, but not part of the target mix. */
  extra?: boolean;
}

/** The query mix: fixed names and towns, plus plates, VIN parts, e-mails and phones of real (visible) rows. */
async function queryMix(url: string): Promise<Kind[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const sample = async <T extends pg.QueryResultRow>(sql: string) => (await client.query<T>(sql)).rows;
    // Fixed picks (ORDER BY id: the synthetic ids are derived from member numbers, so every run picks the same rows).
    const cars = await sample<{ vin: string; license_plate: string }>(
      `SELECT o.vin, o.license_plate FROM car_ownerships o JOIN profiles p ON p.id = o.owner_id
        WHERE o.owned_until IS NULL AND p.show_cars AND p.deleted_at IS NULL ORDER BY o.vin LIMIT 5 OFFSET 1000`,
    );
    const emails = await sample<{ email: string }>(
      `SELECT email::text FROM profiles WHERE show_email AND deleted_at IS NULL ORDER BY id LIMIT 5 OFFSET 500`,
    );
    const phones = await sample<{ phone_number: string }>(
      `SELECT phone_number FROM profiles WHERE show_phone AND phone_number IS NOT NULL AND deleted_at IS NULL ORDER BY id LIMIT 5 OFFSET 500`,
    );
    return [
      { kind: 'name with diacritics', queries: ['Novák', 'Kováčová', 'Štefánik', 'Ďurica', 'Ján Hrnčiar'] },
      { kind: 'name without diacritics', queries: ['novak', 'kovacova', 'stefanik', 'durica', 'jan hrnciar'] },
      { kind: 'city', queries: ['Košice', 'bratislava', 'Banská Bystrica', 'zilina', 'presov'] },
      {
        kind: 'partial plate',
        queries: cars.map((c, i) =>
          i % 2 ? c.license_plate.slice(0, 5) : c.license_plate.slice(0, 6).replace(/[\s-]/g, ''),
        ),
      },
      { kind: 'partial VIN', queries: cars.map((c, i) => c.vin.slice(3 + i, 13 + i)) },
      { kind: 'typo', queries: ['Dobrovocsky', 'stefanyk', 'ruzicla', 'lipyak', 'Hrnciarova'.replace('ci', 'co')] },
      { kind: 'e-mail fragment', queries: emails.map((e) => e.email.split('@')[0]) },
      { kind: 'phone fragment', queries: phones.map((p) => p.phone_number.replace(/\D/g, '').slice(-6)), extra: true },
      { kind: 'two letters', queries: ['ko', 'Ba', 'ma', 'Št', 'zv'], extra: true },
    ];
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (n: number) => n.toFixed(2).padStart(8);

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const started = performance.now();
  const db = await openDatabase(log);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-bench-app-'));
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  try {
    const applied = await applyMigrations(db.url);
    log(`migrations: ${applied.length ? applied.join(', ') : 'up to date'}`);
    const seedStart = performance.now();
    const { added, present } = await addSyntheticMembers(db.url, options.members, {
      onProgress: (done, total) => process.stdout.write(`\rseeding synthetic members: ${done}/${total}`),
    });
    if (added) process.stdout.write('\n');
    log(`members: ${added} added, ${present} present (${((performance.now() - seedStart) / 1000).toFixed(1)} s)`);
    await settle(db.url, log);
    await logSizes(db.url, log);

    // One connection: searches run one at a time anyway, and its server process can be watched for CPU time.
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir, DATABASE_POOL_SIZE: '1' });
    app = await createApp({ config, databaseUrl: db.url, logger: createLogger('silent') });
    const search = app.get(SearchService);
    const repository = app.get(SearchRepository);
    const viewer = await someMember(db.url);
    const mix = await queryMix(db.url);

    for (let round = 0; round < 2; round++)
      for (const { queries } of mix) for (const q of queries) await search.searchMembers(viewer, { q });
    const cpu = await cpuMeter(db.url);
    const blocksBefore = await blockReads(db.url);

    log(
      `\n${options.iterations} runs of each of ${mix.reduce((n, k) => n + k.queries.length, 0)} queries, in-process through SearchService.searchMembers (page 1, 20 per page):`,
    );
    log(
      `${'kind'.padEnd(26)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'max ms'.padStart(8)}${'cpu ms'.padStart(8)}  total (avg)  index (first query)`,
    );
    const all: number[] = [];
    const target: number[] = [];
    for (const { kind, queries, extra } of mix) {
      const times: number[] = [];
      let totals = 0;
      const cpuStart = cpu.read();
      for (let i = 0; i < options.iterations; i++) {
        for (const q of queries) {
          const t0 = performance.now();
          const result = await search.searchMembers(viewer, { q });
          times.push(performance.now() - t0);
          totals += result.total;
        }
      }
      const cpuPerSearch = cpuStart === null ? NaN : (cpu.read()! - cpuStart) / times.length;
      times.sort((a, b) => a - b);
      all.push(...times);
      if (!extra) target.push(...times);
      const plan = await planOf(repository, queries[0], kind === 'typo');
      log(
        `${(extra ? `(${kind})` : kind).padEnd(26)}${ms(percentile(times, 50))}${ms(percentile(times, 95))}${ms(percentile(times, 99))}${ms(times[times.length - 1])}${ms(cpuPerSearch)}  ${String(Math.round(totals / times.length)).padStart(11)}  ${plan.plan}`,
      );
      if (options.explain) log(plan.lines.map((l) => `    ${l}`).join('\n'));
    }
    const summary = (label: string, times: number[]) => {
      times.sort((a, b) => a - b);
      log(
        `${label.padEnd(26)}${ms(percentile(times, 50))}${ms(percentile(times, 95))}${ms(percentile(times, 99))}${ms(times[times.length - 1])}`,
      );
      return percentile(times, 95);
    };
    const p95 = summary('overall (target mix)', target);
    summary('overall (all, with extras)', all);
    log(`\n(extras: kinds beyond the target mix.) cpu ms: mean CPU time per search of this process and its database`);
    log(
      `connection (${cpu.read() === null ? 'not measurable here' : 'independent of other load'}). Total counts up to ${SEARCH_CAP}; similar spellings: up to ${FUZZY_CAP}.`,
    );
    await cpu.close();
    const blocks = await blockReads(db.url);
    const hit = blocks.hit - blocksBefore.hit;
    const read = blocks.read - blocksBefore.read;
    log(
      `blocks the searches needed: ${hit} from PostgreSQL's buffer cache, ${read} read from the OS (${((hit / Math.max(1, hit + read)) * 100).toFixed(1)} % hits)`,
    );
    log(
      `target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'} (load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, ${os.cpus().length} CPUs)`,
    );
    log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await app?.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * After a bulk load: recomputes the search columns where the loader left the member-search ones
 * empty (a loader that disables the trigger must fill all three; assigning search_text runs the
 * trigger, the one place they are computed), then vacuums and analyzes.
 */
async function settle(url: string, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE profiles SET search_text = '' WHERE deleted_at IS NULL AND name_search_text = '' AND (first_name IS NOT NULL OR last_name IS NOT NULL)`,
    );
    if (rowCount) log(`recomputed the search columns of ${rowCount} members the loader left without them`);
    // Bulk loading leaves every profile row updated once or twice, half the table dead space; a live
    // database reuses that space as it goes. Compact it, as a database restored from a dump would be.
    await client.query('VACUUM (FULL, ANALYZE) profiles');
    await client.query('VACUUM ANALYZE cars, car_ownerships');
  } finally {
    await client.end();
  }
}

async function someMember(url: string): Promise<AuthUser> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; email: string }>(
      'SELECT id, email::text FROM profiles WHERE deleted_at IS NULL ORDER BY id LIMIT 1',
    );
    if (!rows[0]) throw new Error('no members to search as');
    return { id: rows[0].id, email: rows[0].email, sessionId: null, permissions: {} };
  } finally {
    await client.end();
  }
}

/**
 * What the search reads and what the database holds in memory: the table and each of its indexes,
 * and PostgreSQL's buffer cache, beside which the table and the trigram indexes either fit or do not.
 */
async function logSizes(url: string, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const size = async (sql: string) =>
      (await client.query<{ name: string; size: string }>(sql)).rows.map((r) => `${r.name} ${r.size}`).join(', ');
    log(
      `profiles: ${await size(`SELECT 'heap' AS name, pg_size_pretty(pg_relation_size('profiles')) AS size UNION ALL SELECT 'with indexes and TOAST', pg_size_pretty(pg_total_relation_size('profiles'))`)}`,
    );
    log(
      `indexes: ${await size(`SELECT indexrelname AS name, pg_size_pretty(pg_relation_size(indexrelid)) AS size FROM pg_stat_user_indexes WHERE relname = 'profiles' ORDER BY pg_relation_size(indexrelid) DESC`)}`,
    );
    log(
      `database memory: ${await size(`SELECT name, current_setting(name) AS size FROM (VALUES ('shared_buffers'), ('work_mem'), ('effective_cache_size')) AS s(name)`)}`,
    );
  } finally {
    await client.end();
  }
}

/** Blocks this database found in its buffer cache and read from the OS, so far. */
async function blockReads(url: string): Promise<{ hit: number; read: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The statistics of a backend reach the view when it reports them (at the latest every second).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { rows } = await client.query<{ hit: string; read: string }>(
      'SELECT blks_hit AS hit, blks_read AS read FROM pg_stat_database WHERE datname = current_database()',
    );
    return { hit: Number(rows[0].hit), read: Number(rows[0].read) };
  } finally {
    await client.end();
  }
}

/** The plan of the first query of a kind (substring matching; typos: the fuzzy query that follows). */
async function planOf(
  repository: SearchRepository,
  q: string,
  fuzzy: boolean,
): Promise<{ plan: string; lines: string[] }> {
  const text = normalizeSearchText(q);
  const lines = await repository.explainMatches({
    text,
    scope: 'members',
    mode: fuzzy ? 'fuzzy' : text.length < 3 ? 'short' : 'substring',
    cap: fuzzy ? FUZZY_CAP : SEARCH_CAP,
    skip: 0,
    take: 20,
    similarityThreshold: FUZZY_THRESHOLD,
  });
  // The partial indexes of one text (…_p0_idx, …_p1_idx, …) as one name, with how many of them the search read.
  const scans = lines.flatMap((l) => {
    const m = /Index Scan on ((profiles_\w+?)(_p\d+)?_idx)/.exec(l);
    return m ? [{ index: m[1], name: m[3] ? `${m[2]}_p*_idx` : m[1], read: !l.includes('never executed') }] : [];
  });
  const indexes = [...new Set(scans.map((s) => s.name))].map((name) => {
    const of = scans.filter((s) => s.name === name);
    const count = (list: typeof of) => new Set(list.map((s) => s.index)).size;
    return name.endsWith('_p*_idx') ? `${name} (${count(of.filter((s) => s.read))} of ${count(of)} read)` : name;
  });
  return {
    plan: indexes.length
      ? indexes.join(', ')
      : lines.some((l) => l.includes('Seq Scan on profiles'))
        ? 'SEQUENTIAL SCAN'
        : '?',
    lines,
  };
}

main().then(
  () => process.exit(0),
  (e: Error) => {
    process.stderr.write(`bench:search: ${e?.stack ?? String(e)}\n`);
    process.exit(1);
  },
);
