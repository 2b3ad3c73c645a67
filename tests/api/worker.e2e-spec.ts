// `npm run worker` (its compiled entry, dist/server/bin/worker.js, as the script runs it once the
// build is current) against the test database: a server with JOBS_WORKERS=false only queues a mail,
// the worker process delivers it exactly once to a real SMTP server, and SIGTERM stops the worker
// cleanly (exit code 0, within seconds).
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { sql } from '../support/members';
import { ensureServerBuild, WORKER_MAIN } from '../support/server-build';
import { killServers, spawnServer } from '../support/server-process';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { setTimeout as sleep } from 'node:timers/promises';

const CLUB = 'klub@evklub.example';
let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  ensureServerBuild();
  sink = await startSmtpSink();
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, CONTACT_EMAIL: CLUB, JOBS_WORKERS: 'false' });
}, 120_000);
afterAll(async () => {
  killServers();
  await t?.close();
  await sink?.stop();
});

async function waitFor(check: () => boolean, ms: number, what: () => string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await sleep(50);
  }
}

describe('npm run worker', () => {
  it('delivers a mail the server only queued, exactly once, and stops cleanly on SIGTERM', async () => {
    await request(t.url)
      .post('/api/contact')
      .send({
        name: 'Ján Nový',
        email: 'navstevnik@example.com',
        subject: 'Otázka pre pracovníka fronty',
        message: 'Dobrý deň, mám otázku k členstvu v klube.',
      })
      .expect(202);
    const outbox = () =>
      sql<{ id: string; status: string }>(t, "SELECT id, status::text FROM mail_outbox WHERE kind = 'contact'");
    // The server runs no workers: the mail waits in the queue.
    await sleep(1500);
    expect(sink.mails).toEqual([]);
    const [queued] = await outbox();
    expect(queued.status).toBe('queued');

    const worker = await spawnServer(
      {
        DATABASE_URL: t.database.url,
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        CONTACT_EMAIL: CLUB,
        LOG_LEVEL: 'info',
      },
      WORKER_MAIN,
    );
    await waitFor(
      () => sink.mails.length > 0,
      15_000,
      () => `the worker's delivery:\n${worker.stdout()}\n${worker.stderr()}`,
    );
    await sleep(2000); // time for a duplicate to show up
    expect(sink.mails.map((m) => ({ to: m.to, messageId: m.messageId }))).toEqual([
      { to: [CLUB], messageId: `<${queued.id}@evklub.outbox>` },
    ]);
    expect(await outbox()).toEqual([{ id: queued.id, status: 'sent' }]);
    expect(worker.stdout()).toContain('EV Klub worker is running');

    worker.child.kill('SIGTERM');
    const exit = await Promise.race([worker.exited, sleep(10_000).then(() => 'still running')]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(worker.stderr()).toBe('');
  }, 60_000);
});
