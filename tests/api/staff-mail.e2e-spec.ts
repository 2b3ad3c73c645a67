// Staff and outgoing mail: the outbox (users=full) shows failed mails with the reason and queues
// them again; the newsletter (content=full) is previewed, test-sent to the staff member, then sent
// once to each subscribed member with counts. Mail goes to a real SMTP server (smtp-server) that
// is away at first, so the first mail fails for good (MAIL_RETRY_LIMIT=0).
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { freePort } from '../../server/src/common/net';
import { bearer, createMember, sql, type TestMember } from '../support/members';
import { errorShape, ISO } from '../support/content';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { JobQueueService } from '../../server/src/jobs/job-queue.service';
import { setTimeout as sleep } from 'node:timers/promises';

let t: TestApp;
let port: number;
let sink: SmtpSink;
let member: TestMember;
let usersStaff: TestMember;
let contentStaff: TestMember;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out, last value ${JSON.stringify(value)}`);
    await sleep(200);
  }
}
const as = (who: TestMember | undefined, req: request.Test) => (who ? req.set('authorization', bearer(who)) : req);
const mailsTo = (email: string) => sink.mails.filter((m) => m.to.includes(email));

beforeAll(async () => {
  port = await freePort();
  t = await startTestApp({
    AUTH_AUTOCONFIRM: 'true',
    AUTH_BCRYPT_COST: '4',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_RETRY_LIMIT: '0',
    CONTACT_EMAIL: 'klub@evklub.example',
  });
  await t.app.get(JobQueueService).start();
  [member, usersStaff, contentStaff] = await Promise.all([
    createMember(t),
    createMember(t, { permissions: { users: 'full' } }),
    createMember(t, { permissions: { content: 'full' }, profile: { first_name: 'Eva' } }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

describe('GET /api/admin/outbox and POST /api/admin/outbox/:id/retry', () => {
  it('requires authentication and the users permission', async () => {
    expect((await request(t.url).get('/api/admin/outbox').expect(401)).body).toEqual(
      errorShape(401, 'errors.unauthorized'),
    );
    for (const who of [member, contentStaff]) {
      expect((await as(who, request(t.url).get('/api/admin/outbox')).expect(403)).body).toEqual(
        errorShape(403, 'errors.missing_permission'),
      );
    }
    await as(contentStaff, request(t.url).post('/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry')).expect(
      403,
    );
  });

  it('shows a mail that failed with the reason, and delivers it on retry once SMTP is back', async () => {
    await request(t.url)
      .post('/api/contact')
      .send({ name: 'Ján', email: 'jan@example.com', subject: 'Výpadok', message: 'Dobrý deň, píšem počas výpadku.' })
      .expect(202);
    const failed = await until(
      async () =>
        (await as(usersStaff, request(t.url).get('/api/admin/outbox').query({ status: 'failed' })).expect(200)).body,
      (body) => body.total === 1,
    );
    const mail = failed.v[0];
    expect(mail).toEqual({
      id: expect.any(String),
      kind: 'contact',
      recipient: 'klub@evklub.example',
      subject: '[EV Klub] Výpadok',
      status: 'failed',
      attempts: 1,
      last_error: expect.stringMatching(/ECONNREFUSED|connect/i),
      created_at: expect.stringMatching(ISO),
      sent_at: null,
    });
    expect(mail).not.toHaveProperty('text');

    sink = await startSmtpSink(port);
    const retried = await as(usersStaff, request(t.url).post(`/api/admin/outbox/${mail.id}/retry`)).expect(200);
    expect(retried.body.v).toMatchObject({ id: mail.id, status: 'queued' });
    await until(
      async () => sink.mails.length,
      (n) => n === 1,
    );
    const sent = await until(
      async () =>
        (
          await as(
            usersStaff,
            request(t.url).get('/api/admin/outbox').query({ status: 'sent', kind: 'contact' }),
          ).expect(200)
        ).body,
      (body) => body.total === 1,
    );
    expect(sent.v[0]).toMatchObject({
      id: mail.id,
      attempts: 2,
      last_error: null,
      sent_at: expect.stringMatching(ISO),
    });

    const again = await as(usersStaff, request(t.url).post(`/api/admin/outbox/${mail.id}/retry`)).expect(409);
    expect(again.body).toEqual(errorShape(409, 'errors.mail_not_failed'));
    expect(
      (
        await as(
          usersStaff,
          request(t.url).post('/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry'),
        ).expect(404)
      ).body,
    ).toEqual(errorShape(404, 'errors.mail_not_found'));
    expect((await as(usersStaff, request(t.url).post('/api/admin/outbox/nie-uuid/retry')).expect(400)).body).toEqual(
      errorShape(400, 'errors.invalid_id'),
    );
    expect(
      (await as(usersStaff, request(t.url).get('/api/admin/outbox').query({ status: 'stratené' })).expect(400)).body,
    ).toEqual(errorShape(400, 'errors.validation'));
  });
});

describe('newsletter: /api/admin/newsletters/:articleId', () => {
  async function insertArticle(publishedAt: Date | null): Promise<string> {
    const slug = `novinky-${Math.random().toString(36).slice(2, 8)}`;
    const [row] = await sql<{ id: string }>(
      t,
      'INSERT INTO articles (title, slug, description, body, published_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      ['Novinky z klubu', slug, 'Čo sa chystá v zime.', '## Zimný zraz\n\nStretneme sa v **Poprade**.', publishedAt],
    );
    return row.id;
  }

  it('requires authentication and the content permission', async () => {
    const id = await insertArticle(new Date());
    await request(t.url).get(`/api/admin/newsletters/${id}`).expect(401);
    for (const who of [member, usersStaff]) {
      await as(who, request(t.url).get(`/api/admin/newsletters/${id}`)).expect(403);
      await as(who, request(t.url).post(`/api/admin/newsletters/${id}/send`)).expect(403);
    }
  });

  it('previews, test-sends to the staff member, then mails each subscriber once with counts', async () => {
    sink ??= await startSmtpSink(port);
    const id = await insertArticle(new Date(Date.now() - 60_000));
    const [subscriberA, subscriberB, notSubscribed] = await Promise.all([
      createMember(t),
      createMember(t),
      createMember(t),
    ]);
    for (const who of [subscriberA, subscriberB])
      await as(who, request(t.url).put('/api/me/notifications')).send({ newsletter: true }).expect(200);
    const before = await sql<{ n: number }>(t, 'SELECT count(*)::int AS n FROM notification_settings WHERE newsletter');

    const preview = await as(contentStaff, request(t.url).get(`/api/admin/newsletters/${id}`)).expect(200);
    expect(preview.body.v).toMatchObject({
      article_id: id,
      subject: 'Novinky z klubu – EV Klub',
      subscribers: before[0].n,
      queued: 0,
      sent: 0,
      failed: 0,
    });
    expect(preview.body.v.html).toContain('<strong>Poprade</strong>');
    expect(preview.body.v.html).toContain('Dobrý deň, Eva,');

    await as(contentStaff, request(t.url).post(`/api/admin/newsletters/${id}/test`)).expect(200);
    await until(
      async () => mailsTo(contentStaff.email).length,
      (n) => n === 1,
    );
    expect(mailsTo(subscriberA.email)).toHaveLength(0);

    const sent = await as(contentStaff, request(t.url).post(`/api/admin/newsletters/${id}/send`)).expect(200);
    expect(sent.body.v.queued + sent.body.v.sent).toBe(before[0].n);
    await as(contentStaff, request(t.url).post(`/api/admin/newsletters/${id}/send`)).expect(200);
    await until(
      async () => [subscriberA, subscriberB].map((m) => mailsTo(m.email).length),
      (n) => n.every((c) => c >= 1),
    );
    await sleep(2000);
    expect(mailsTo(subscriberA.email)).toHaveLength(1);
    expect(mailsTo(subscriberB.email)).toHaveLength(1);
    expect(mailsTo(notSubscribed.email)).toHaveLength(0);
    const raw = mailsTo(subscriberA.email)[0].raw.replace(/\r\n[ \t]+/g, ' '); // unfolded headers
    expect(raw).toMatch(/^List-Unsubscribe:\s*<http:\/\/localhost:3000\/api\/unsubscribe\?token=/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const counts = await until(
      async () => (await as(contentStaff, request(t.url).get(`/api/admin/newsletters/${id}`)).expect(200)).body.v,
      (v) => v.sent === before[0].n,
    );
    expect(counts).toMatchObject({ queued: 0, failed: 0 });
  });

  it('refuses a draft (409) and an unknown article (404)', async () => {
    const draft = await insertArticle(null);
    expect(
      (await as(contentStaff, request(t.url).post(`/api/admin/newsletters/${draft}/send`)).expect(409)).body,
    ).toEqual(errorShape(409, 'errors.article_not_published'));
    expect(
      (
        await as(
          contentStaff,
          request(t.url).get('/api/admin/newsletters/00000000-0000-4000-8000-000000000000'),
        ).expect(404)
      ).body,
    ).toEqual(errorShape(404, 'errors.article_not_found'));
  });
});
