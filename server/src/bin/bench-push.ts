// `npm run bench:push [-- --subscriptions N]`: a new event announced by push to N devices (default
// 10 000: N synthetic members with one subscription each, push of new events on) through the real
// path — NotifyService.newEventPublished queues one pg-boss job per device, the in-process workers
// encrypt each payload (aes128gcm) and sign VAPID with `web-push` and send it — to a local push
// service (a node http server in this process that counts the requests and answers 201). Prints the
// time to queue, pushes per second from the send to the last push received, the server's resident
// memory (RSS, sampled every 250 ms: at rest, peak) and checks that every device got exactly one
// push, encrypted and decryptable with its keys.
// The database is the benchmarks' one (bench-database.ts): embedded, or a scratch one beside DATABASE_URL.
import 'reflect-metadata';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApp } from '../app';
import { createLogger } from '../common/logger';
import { loadConfig } from '../config/config';
import { applyMigrations } from '../database/migrator';
import { addSyntheticMembers } from '../database/seed/synthetic-members';
import { JobQueueService } from '../jobs/job-queue.service';
import { NotifyService } from '../modules/notifications/notify.service';
import { machineLoad, openBenchDatabase, runBench, sampleRss } from './bench-database';

const log = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function countOption(argv: string[]): number {
  const i = argv.indexOf('--subscriptions');
  const n = i < 0 ? 10_000 : Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) throw new Error('--subscriptions needs a positive whole number');
  return n;
}

interface PushSink {
  url: string;
  /** Pushes received per device path; the first body, to decrypt one. */
  received: Map<string, number>;
  first?: { path: string; body: Buffer };
  plain: number;
  stop(): Promise<void>;
}

async function startSink(): Promise<PushSink> {
  const sink = { received: new Map<string, number>(), plain: 0 } as PushSink;
  const server = http.createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = req.url ?? '';
      if (req.headers['content-encoding'] !== 'aes128gcm' || !req.headers.authorization?.startsWith('vapid '))
        sink.plain++;
      sink.received.set(device, (sink.received.get(device) ?? 0) + 1);
      sink.first ??= { path: device, body: Buffer.concat(chunks) };
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  sink.stop = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return sink;
}

async function withClient(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** One subscription per synthetic member, each with its own P-256 key pair and auth secret (the devices' keys). */
async function addSubscriptions(
  url: string,
  sinkUrl: string,
  n: number,
): Promise<Map<string, { ecdh: ECDH; auth: string }>> {
  const devices = new Map<string, { ecdh: ECDH; auth: string }>();
  await withClient(url, async (client) => {
    await client.query('TRUNCATE push_subscriptions');
    const { rows } = await client.query<{ id: string }>(
      `SELECT id FROM profiles WHERE email LIKE 'member%@example.sk' ORDER BY id LIMIT $1`,
      [n],
    );
    const ids: string[] = [];
    const endpoints: string[] = [];
    const p256dh: string[] = [];
    const auths: string[] = [];
    for (const [i, row] of rows.entries()) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const device = `/push/device-${i}`;
      devices.set(device, { ecdh, auth });
      ids.push(row.id);
      endpoints.push(sinkUrl + device);
      p256dh.push(ecdh.getPublicKey('base64url'));
      auths.push(auth);
    }
    await client.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[])`,
      [ids, endpoints, p256dh, auths],
    );
    await client.query(
      `INSERT INTO notification_settings (user_id, push_new_events, calendar_token)
       SELECT id, true, md5(random()::text || id::text) FROM unnest($1::uuid[]) AS id
       ON CONFLICT (user_id) DO UPDATE SET push_new_events = true`,
      [ids],
    );
  });
  return devices;
}

async function bench(): Promise<void> {
  const n = countOption(process.argv.slice(2));
  const db = await openBenchDatabase(log);
  const sink = await startSink();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-bench-push-'));
  try {
    await applyMigrations(db.url);
    await addSyntheticMembers(db.url, n);
    const devices = await addSubscriptions(db.url, sink.url, n);
    // No mail goes out (no member chose new-event mails): SMTP_URL points nowhere.
    const env = { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false' };
    const config = loadConfig({ ...process.env, ...env, SMTP_URL: 'smtp://127.0.0.1:9' });
    const app = await createApp({ config, databaseUrl: db.url, logger: createLogger('silent') });
    await app.get(JobQueueService).start({ workers: true });
    const rss = sampleRss();
    const event = {
      id: '00000000-0000-4000-8000-0000000000e1',
      slug: 'jarny-zraz-bench',
      title: 'Jarný zraz (benchmark)',
      dateStart: new Date(Date.now() + 30 * 86_400_000),
      location: 'Bratislava',
    };
    const started = performance.now();
    const { push } = await app.get(NotifyService).newEventPublished(event);
    const queuedAt = performance.now();
    log(`queued pushes to ${push} members (${devices.size} devices) in ${((queuedAt - started) / 1000).toFixed(1)} s`);
    while (sink.received.size < devices.size) await new Promise((r) => setTimeout(r, 100));
    const done = performance.now();
    await new Promise((r) => setTimeout(r, 2000));
    rss.stop();
    const twice = [...sink.received.values()].filter((c) => c > 1).length;
    const seconds = (done - started) / 1000;
    log(
      `delivered ${sink.received.size} pushes in ${seconds.toFixed(1)} s: ${(sink.received.size / seconds).toFixed(0)} pushes/s (queueing included)`,
    );
    log(
      `server RSS: ${mb(rss.rest)} before the send, peak ${mb(rss.peak())} while sending (the push sink runs in the same process)`,
    );
    const sample = sink.first!;
    const { ecdh, auth } = devices.get(sample.path)!;
    const ece = (await import('http_ece')).default;
    const title = (
      JSON.parse(ece.decrypt(sample.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString()) as {
        title: string;
      }
    ).title;
    log(`devices pushed twice: ${twice}; unencrypted or unsigned: ${sink.plain}; a decrypted sample: "${title}"`);
    log(machineLoad());
    await app.close();
    if (twice > 0 || sink.plain > 0 || title !== `Nová udalosť: ${event.title}`)
      throw new Error('not every device got exactly one encrypted push');
  } finally {
    await sink.stop();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench('bench:push', bench);
