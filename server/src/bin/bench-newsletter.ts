// `npm run bench:newsletter [-- --members N]`: a newsletter to N synthetic members (default 10 000)
// through the real path — NotifyService.sendNewsletter stores one outbox row per member and one
// pg-boss job each, the in-process workers deliver them over SMTP — into a local SMTP sink (npm
// smtp-server, in this process, counting messages only). Prints the time to queue, mails per second
// from the send to the last mail received, the server's resident memory (RSS, sampled every 250 ms:
// at rest, peak) and checks that every member got exactly one mail.
// The database is the benchmarks' one (bench-database.ts): embedded, or a scratch one beside DATABASE_URL.
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createApp } from '../app';
import { createLogger } from '../common/logger';
import { loadConfig } from '../config/config';
import { applyMigrations } from '../database/migrator';
import { addSyntheticMembers } from '../database/seed/synthetic-members';
import { JobQueueService } from '../jobs/job-queue.service';
import { NotifyService } from '../modules/notifications/notify.service';
import { openBenchDatabase } from './bench-database';

const log = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function membersOption(argv: string[]): number {
  const i = argv.indexOf('--members');
  const n = i < 0 ? 10_000 : Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) throw new Error('--members needs a positive whole number');
  return n;
}

async function startSink(): Promise<{ port: number; recipients: Map<string, number>; stop(): Promise<void> }> {
  const recipients = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) recipients.set(r.address, (recipients.get(r.address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server as unknown as { server: { address(): { port: number } } }).server.address().port;
  return { port, recipients, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function sql(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function bench(): Promise<void> {
  const members = membersOption(process.argv.slice(2));
  const db = await openBenchDatabase(log);
  const sink = await startSink();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-bench-newsletter-'));
  try {
    await applyMigrations(db.url);
    await addSyntheticMembers(db.url, members);
    await sql(
      db.url,
      `TRUNCATE mail_outbox; INSERT INTO notification_settings (user_id, newsletter, newsletter_consent_at, calendar_token)
      SELECT id, true, now(), md5(random()::text || id::text) FROM profiles WHERE email LIKE 'member%@example.sk'
      ON CONFLICT (user_id) DO UPDATE SET newsletter = true`,
    );
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    });
    const app = await createApp({ config, databaseUrl: db.url, logger: createLogger('silent') });
    await app.get(JobQueueService).start({ workers: true });
    global.gc?.();
    const rest = process.memoryUsage().rss;
    let peak = rest;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 250);
    const article = {
      id: '00000000-0000-4000-8000-0000000000b1',
      slug: 'bench',
      title: 'Novinky z klubu',
      description: 'Benchmark',
      bodyHtml: `<p>${'Elektromobily a nabíjanie. '.repeat(60)}</p>`,
    };
    const started = performance.now();
    const queued = await app.get(NotifyService).sendNewsletter(article);
    const queuedAt = performance.now();
    log(`queued ${queued} mails in ${((queuedAt - started) / 1000).toFixed(1)} s`);
    while (sink.recipients.size < queued) await new Promise((r) => setTimeout(r, 100));
    const done = performance.now();
    await new Promise((r) => setTimeout(r, 2000));
    clearInterval(sampler);
    const twice = [...sink.recipients.values()].filter((n) => n > 1).length;
    const seconds = (done - started) / 1000;
    log(
      `delivered ${sink.recipients.size} mails in ${seconds.toFixed(1)} s: ${(sink.recipients.size / seconds).toFixed(0)} mails/s (queueing included)`,
    );
    log(
      `server RSS: ${mb(rest)} before the send, peak ${mb(peak)} while sending (the SMTP sink runs in the same process)`,
    );
    log(
      `members mailed twice: ${twice}; cores: ${os.cpus().length}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    await app.close();
    if (twice > 0 || sink.recipients.size !== members) throw new Error('not every member got exactly one mail');
  } finally {
    await sink.stop();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

bench().then(
  () => process.exit(0),
  (e: Error) => {
    process.stderr.write(`bench:newsletter failed: ${e.stack ?? e.message}\n`);
    process.exit(1);
  },
);
