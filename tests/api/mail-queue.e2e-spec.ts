// The mail queue against a real SMTP server that goes away: mail queued while SMTP is stopped for
// 30 s is retried with backoff and, once SMTP is back, every mail arrives exactly once; the outbox
// shows the failed attempts and their reason, then sent.
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { freePort } from '../../server/src/common/net';
import { sql } from '../support/members';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { JobQueueService } from '../../server/src/jobs/job-queue.service';
import { setTimeout as sleep } from 'node:timers/promises';

const CLUB = 'klub@evklub.example';
let t: TestApp;
let port: number;
let sink: SmtpSink | undefined;

beforeAll(async () => {
  port = await freePort();
  // Short retry waits so that the outage is over within the test's time.
  t = await startTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    CONTACT_EMAIL: CLUB,
    MAIL_RETRY_DELAY: '1',
    MAIL_RETRY_DELAY_MAX: '4',
    MAIL_RETRY_LIMIT: '50',
    TRUST_PROXY: 'true',
  });
  await t.app.get(JobQueueService).start();
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(200);
  }
}

describe('mail while the SMTP server is down', () => {
  it('keeps every mail queued for 30 s of outage, then delivers each exactly once', async () => {
    for (const [i, subject] of ['Prvá', 'Druhá', 'Tretia', 'Štvrtá', 'Piata']
      .map((s) => `Správa počas výpadku ${s}`)
      .entries()) {
      await request(t.url)
        .post('/api/contact')
        .set('x-forwarded-for', `203.0.113.${i + 1}`)
        .send({
          name: 'Ján Nový',
          email: `navstevnik${i}@example.com`,
          subject,
          message: 'Dobrý deň, mám otázku k členstvu v klube.',
        })
        .expect(202);
    }
    await sleep(30_000);
    const during = await sql<{ status: string; attempts: number; last_error: string | null }>(
      t,
      "SELECT status::text, attempts, last_error FROM mail_outbox WHERE kind = 'contact'",
    );
    expect(during).toHaveLength(5);
    for (const row of during) {
      expect(row.status).toBe('queued');
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    }

    sink = await startSmtpSink(port);
    await waitFor(() => sink!.mails.length >= 5, 30_000);
    await sleep(5_000); // time for any duplicate to show up
    // Each outbox row arrived once: the Message-ID names the row, the same on every attempt.
    const after = await sql<{ id: string; status: string }>(
      t,
      "SELECT id, status::text FROM mail_outbox WHERE kind = 'contact'",
    );
    expect(after.map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    expect(sink.mails.map((m) => m.messageId).sort()).toEqual(after.map((r) => `<${r.id}@evklub.outbox>`).sort());
    for (const m of sink.mails) expect(m.to).toEqual([CLUB]);
    const encodedSubjects = sink.mails.map((m) => m.raw.slice(0, m.raw.indexOf('\r\n\r\n')));
    for (const head of encodedSubjects)
      expect(head).toMatch(/^Subject: =\?UTF-8\?Q\?=5BEV_Klub=5D_Spr=C3=A1va_po=C4=8Das_v/m);
  }, 90_000);
});
