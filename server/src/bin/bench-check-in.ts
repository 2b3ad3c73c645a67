// `npm run bench:check-in [-- --members N --scanners S]`: check-in at the door through the real
// HTTP API of the built app on its PostgreSQL. N synthetic members (default 500) are registered for
// one event, each with its signed ticket; S staff scanners (default 4) at once each scan every
// ticket, each in its own random order (as if every ticket were shown at every door), one request
// per scan. Prints p50/p95/max per scan (all scans and the first scan of each ticket), and proves
// that every ticket was counted once: exactly N answers "checked_in", every other scan "already",
// and N rows in event_check_ins, one per registration.
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import { createApp } from '../app';
import { anonKey } from '../auth-api';
import { createLogger } from '../common/logger';
import { loadConfig } from '../config/config';
import { applyMigrations } from '../database/migrator';
import { addSyntheticMembers } from '../database/seed/synthetic-members';
import { EventTicketService } from '../modules/events/event-ticket.service';
import { benchOption, benchQuery, openBenchDatabase } from './bench-database';

const log = (line: string) => process.stdout.write(`${line}\n`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const figures = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
};

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

interface Scan {
  ms: number;
  result: string;
  at: number;
}

async function bench(): Promise<void> {
  const argv = process.argv.slice(2);
  const members = benchOption(argv, '--members', 500);
  const scanners = benchOption(argv, '--scanners', 4);
  const db = await openBenchDatabase(log);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-bench-check-in-'));
  try {
    await applyMigrations(db.url);
    await addSyntheticMembers(db.url, members);
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      AUTH_AUTOCONFIRM: 'true',
      RATE_LIMIT_SIGN_UP: 'off',
    });
    const app = await createApp({ config, databaseUrl: db.url, logger: createLogger('silent') });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;

    // The event, every synthetic member registered, and each registration's ticket.
    const [event] = await benchQuery<{ id: string }>(
      db.url,
      `INSERT INTO events (title, slug, date_start, published_at) VALUES ('Zraz na benchmark', 'zraz-benchmark', now() + interval '1 hour', now() - interval '1 day') RETURNING id`,
    );
    await benchQuery(
      db.url,
      `INSERT INTO event_attendances (event_id, user_id, status) SELECT $1, id, 'registered' FROM profiles`,
      [event.id],
    );
    const registrations = await benchQuery<{ id: string }>(
      db.url,
      'SELECT id FROM event_attendances WHERE event_id = $1',
      [event.id],
    );
    const tickets = app.get(EventTicketService);
    const tokens = registrations.map((r) => tickets.sign(r.id));

    // The scanners: staff accounts signed in through the embedded auth API (as the console is).
    const staffTokens: string[] = [];
    for (let i = 0; i < scanners; i++) {
      const supabase = createClient(url, anonKey(config), { auth: { persistSession: false, autoRefreshToken: false } });
      const { data, error } = await supabase.auth.signUp({
        email: `dvere-${i}@example.sk`,
        password: 'Elektromobil-2026!',
      });
      if (error || !data.session) throw error ?? new Error('sign-up gave no session');
      await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${data.session.access_token}` } });
      await benchQuery(db.url, `UPDATE profiles SET permissions = '{"events":"full"}', first_name = $2 WHERE id = $1`, [
        data.session.user.id,
        `Dvere ${i + 1}`,
      ]);
      staffTokens.push(data.session.access_token);
    }

    const scan = async (staff: string, token: string): Promise<Scan> => {
      const start = performance.now();
      const res = await fetch(`${url}/api/admin/events/${event.id}/check-ins`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      const body = (await res.json()) as { v?: { result: string } };
      const end = performance.now();
      return { ms: end - start, result: res.ok && body.v ? body.v.result : `http ${res.status}`, at: end };
    };

    log(
      `${members} registered members, ${scanners} scanners each scanning every ticket in its own order (${members * scanners} scans)`,
    );
    const started = performance.now();
    const byTicket = new Map<string, Scan[]>(tokens.map((t) => [t, []]));
    await Promise.all(
      staffTokens.map(async (staff) => {
        for (const token of shuffled(tokens)) byTicket.get(token)!.push(await scan(staff, token));
      }),
    );
    const wall = (performance.now() - started) / 1000;
    const all = [...byTicket.values()].flat();
    const first = [...byTicket.values()].map((scans) => scans.reduce((a, b) => (a.at <= b.at ? a : b)));
    log(
      `all scans: ${all.length} in ${wall.toFixed(2)} s (${(all.length / wall).toFixed(0)} scans/s); ${figures(all.map((s) => s.ms))}`,
    );
    log(`first scan of each ticket: ${figures(first.map((s) => s.ms))}`);

    const results = new Map<string, number>();
    for (const s of all) results.set(s.result, (results.get(s.result) ?? 0) + 1);
    log(`answers: ${JSON.stringify(Object.fromEntries(results))}`);
    const perTicket = [...byTicket.values()].map((scans) => scans.filter((s) => s.result === 'checked_in').length);
    const [{ rows, distinct }] = await benchQuery<{ rows: number; distinct: number }>(
      db.url,
      `SELECT count(*)::int AS rows, count(DISTINCT c.attendance_id)::int AS distinct FROM event_check_ins c JOIN event_attendances a ON a.id = c.attendance_id WHERE a.event_id = $1`,
      [event.id],
    );
    const once =
      perTicket.every((n) => n === 1) &&
      results.get('checked_in') === members &&
      results.get('already_checked_in') === members * (scanners - 1) &&
      rows === members &&
      distinct === members;
    log(
      `counted once: ${once ? 'yes' : 'NO'} — ${rows} check-in rows for ${distinct} registrations; each ticket answered "checked_in" exactly once: ${perTicket.every((n) => n === 1)}`,
    );
    log(
      `cores: ${os.cpus().length}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    await app.close();
    if (!once) throw new Error('a ticket was not counted exactly once');
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

bench().then(
  () => process.exit(0),
  (e: Error) => {
    process.stderr.write(`bench:check-in failed: ${e.stack ?? e.message}\n`);
    process.exit(1);
  },
);
