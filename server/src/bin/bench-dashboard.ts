// `npm run bench:dashboard [-- --iterations N]`: latency of the staff home's blocks on the database
// that `npm run db:seed -- --members 100000` filled (DATABASE_URL, or the embedded PostgreSQL under
// DATA_DIR, as db:seed picks it). Signs in as the demo staff member through the embedded auth API,
// then calls GET /api/admin/dashboard/members|events|content through the whole app (auth guard,
// validation, serialisation; Fastify's inject, so no socket) one request at a time: a few warm-up
// calls, then N (default 20) per block, and prints p50/p95/max per block against the 100 ms target.
// Latency is wall-clock on a shared machine: the load average is printed with the verdict, and the
// CPU time per call (this process plus the app's one database connection) beside it, which the
// other load on the machine does not change.
import 'reflect-metadata';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createApp } from '../app';
import { anonKey } from '../auth-api';
import { createLogger } from '../common/logger';
import { loadConfig } from '../config/config';
import { CliError, commandDatabase, runCommand } from '../database/cli';
import { DEMO_STAFF } from '../database/seed/accounts';
import { cpuMeter } from './cpu-meter';

const TARGET_P95_MS = 100;
const WARM_UP = 3;
const BLOCKS = ['members', 'events', 'content'] as const;

function iterations(argv: string[]): number {
  const i = argv.indexOf('--iterations');
  if (i < 0) return 20;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) throw new CliError('--iterations needs a positive whole number');
  return n;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (n: number) => n.toFixed(1).padStart(9);

async function bench(): Promise<void> {
  const runs = iterations(process.argv.slice(2));
  const config = loadConfig(process.env);
  if (config.AUTH_MODE !== 'embedded')
    throw new CliError('bench:dashboard signs in through the embedded auth API (AUTH_MODE=embedded)');
  const { url, stop } = await commandDatabase(config);
  // One connection: its server process is the one whose CPU time is read (a block's queries then run one after
  // another).
  const app = await createApp({
    config: { ...config, LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: 1 },
    databaseUrl: url,
    logger: createLogger('silent'),
  });
  try {
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { apikey: anonKey(config), 'content-type': 'application/json' },
      payload: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
    });
    if (signIn.statusCode !== 200)
      throw new CliError(
        `cannot sign in as ${DEMO_STAFF.email} (${signIn.statusCode}): run npm run db:seed -- --members 100000 first`,
      );
    const authorization = `Bearer ${(signIn.json() as { access_token: string }).access_token}`;
    const call = async (block: string) => {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/admin/dashboard/${block}`, headers: { authorization } });
      const elapsed = performance.now() - t0;
      if (res.statusCode !== 200) throw new CliError(`GET /api/admin/dashboard/${block} answered ${res.statusCode}`);
      return { elapsed, body: res.json() as { v: Record<string, unknown> } };
    };

    const members = (await call('members')).body.v as { total: number };
    process.stdout.write(`database: ${members.total} members\n`);
    process.stdout.write(`${runs} calls per block after ${WARM_UP} warm-up calls, one at a time:\n`);
    process.stdout.write(
      `${'block'.padEnd(10)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}${'cpu ms'.padStart(9)}\n`,
    );
    const cpu = await cpuMeter(url);
    let worst = 0;
    for (const block of BLOCKS) {
      for (let i = 0; i < WARM_UP; i++) await call(block);
      const times: number[] = [];
      const cpuStart = cpu.read();
      for (let i = 0; i < runs; i++) times.push((await call(block)).elapsed);
      const cpuPerCall = cpuStart === null ? NaN : (cpu.read()! - cpuStart) / runs;
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      worst = Math.max(worst, p95);
      process.stdout.write(
        `${block.padEnd(10)}${ms(percentile(times, 50))}${ms(p95)}${ms(times[times.length - 1])}${ms(cpuPerCall)}\n`,
      );
    }
    await cpu.close();
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    process.stdout.write(
      `target p95 < ${TARGET_P95_MS} ms per block: ${worst < TARGET_P95_MS ? 'met' : 'NOT met'} (load average ${load}, ${os.cpus().length} CPUs)\n`,
    );
  } finally {
    await app.close();
    await stop?.();
  }
}

runCommand('bench:dashboard', bench);
