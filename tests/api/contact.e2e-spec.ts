// The contact form: the message reaches the club's own address (checked through a real SMTP
// capture, MailDev) with the visitor only as Reply-To; it is stored with a hashed IP and limited to
// 5 an hour per IP; robots filling the honeypot are dropped; header injection is impossible.
// TRUST_PROXY is on so each test can speak from its own address (X-Forwarded-For).
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import {
  call,
  ContentRoles,
  countRows,
  createContentRoles,
  errorShape,
  ISO,
  itRequiresContentStaff,
} from '../support/content';
import { MailCapture, startMailCapture } from '../support/mail';
import { sql } from '../support/members';

let t: TestApp;
let roles: ContentRoles;
let mail: MailCapture;
const ctx = () => ({ t, roles });
const CLUB = 'klub@evklub.example';

beforeAll(async () => {
  mail = await startMailCapture();
  t = await startTestApp({
    AUTH_AUTOCONFIRM: 'true',
    AUTH_BCRYPT_COST: '4',
    CONTACT_EMAIL: CLUB,
    SMTP_URL: mail.smtpUrl,
    TRUST_PROXY: 'true',
  });
  roles = await createContentRoles(t);
});
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

/** A client address no earlier request of this file used. */
let ipCounter = 0;
const newIp = () => `203.0.113.${++ipCounter}`;
let lastIp = '';
const visitor = () => `navstevnik-${randomBytes(4).toString('hex')}@example.com`;
const send = (body: object, ip = lastIp) => request(t.url).post('/api/contact').set('x-forwarded-for', ip).send(body);
const valid = (overrides: object = {}) => ({
  name: 'Ján Nový',
  email: visitor(),
  subject: 'Otázka k členstvu',
  message: 'Dobrý deň, ako sa môžem pridať do klubu?',
  ...overrides,
});

/** The full MailDev record of a mail (headers included). */
async function rawMail(
  id: string,
): Promise<{ headers: Record<string, string>; replyTo?: { address: string; name: string }[] }> {
  const res = await fetch(new URL(`email/${id}`, mail.webUrl));
  return (await res.json()) as never;
}

beforeEach(() => {
  lastIp = newIp();
});

describe('POST /api/contact', () => {
  it('is public: answers 202 and mails the message only to the club, with the visitor as Reply-To', async () => {
    const body = valid();
    const res = await send(body).expect(202);
    expect(res.body).toEqual({ v: { received: true } });
    const received = await mail.next(CLUB, { subject: /Otázka k členstvu/ });
    expect(received.to).toEqual([CLUB]);
    expect(received.text).toContain('Dobrý deň, ako sa môžem pridať do klubu?');
    expect(received.text).toContain('Ján Nový');
    expect(received.text).toContain(body.email);
    const raw = await rawMail(received.id);
    expect(raw.headers['reply-to']).toContain(body.email);
    await mail.expectNone(body.email);
    const rows = await sql(t, 'SELECT name, email, subject, message, ip_hash FROM contact_messages WHERE email = $1', [
      body.email,
    ]);
    expect(rows).toEqual([
      {
        name: 'Ján Nový',
        email: body.email,
        subject: 'Otázka k členstvu',
        message: body.message,
        ip_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    expect(rows[0].ip_hash).not.toContain(lastIp);
  });

  it('sends to the contact address set by staff instead of CONTACT_EMAIL', async () => {
    const redakcia = `redakcia-${randomBytes(3).toString('hex')}@evklub.example`;
    await call(t, 'put', '/api/admin/site-settings', roles.staff, {
      x: null,
      instagram: null,
      youtube: null,
      facebook: null,
      discord: null,
      contact_email: redakcia,
    }).expect(200);
    try {
      await send(valid({ subject: undefined })).expect(202);
      const received = await mail.next(redakcia);
      expect(received.subject).toMatch(/Správa z kontaktného formulára/);
    } finally {
      await sql(t, 'DELETE FROM site_settings');
    }
  });

  it('drops a message whose honeypot field is filled, answering as if received', async () => {
    const body = valid({ website: 'https://spam.example' });
    const before = await countRows(t, 'contact_messages');
    expect((await send(body).expect(202)).body).toEqual({ v: { received: true } });
    expect(await countRows(t, 'contact_messages')).toBe(before);
    await mail.expectNone(CLUB);
  });

  it('refuses line breaks in name and subject, other recipients and bad fields; nothing stored or mailed', async () => {
    const before = await countRows(t, 'contact_messages');
    const cases: object[] = [
      valid({ name: 'Ján\r\nBcc: obet@example.com' }),
      valid({ name: 'Ján\nNový' }),
      valid({ subject: 'Ahoj\r\nBcc: obet@example.com' }),
      valid({ subject: 'Ahoj\u0007' }),
      valid({ email: 'obet@example.com\r\nBcc: dalsi@example.com' }),
      valid({ email: 'nie-je-adresa' }),
      valid({ to: 'obet@example.com' }),
      valid({ cc: 'obet@example.com' }),
      valid({ message: 'Krátka' }),
      valid({ message: 'x'.repeat(5001) }),
      valid({ name: 'x'.repeat(101) }),
      valid({ name: '   ' }),
      valid({ subject: 'x'.repeat(151) }),
      { email: visitor(), message: 'Správa bez mena, ktorá je dosť dlhá.' },
      valid({ message: 42 }),
    ];
    for (const body of cases) {
      const res = await send(body);
      expect([JSON.stringify(body), res.status, res.body]).toEqual([
        JSON.stringify(body),
        400,
        errorShape(400, 'errors.validation'),
      ]);
    }
    expect(await countRows(t, 'contact_messages')).toBe(before);
    await mail.expectNone(CLUB);
    await mail.expectNone('obet@example.com', 0);
  });

  it('accepts 5 messages an hour from one address, then answers 429 errors.too_many_requests', async () => {
    for (let i = 0; i < 5; i++) await send(valid({ subject: `Správa ${i}` })).expect(202);
    for (let i = 0; i < 5; i++) await mail.next(CLUB, { subject: new RegExp(`Správa ${i}$`) });
    const before = await countRows(t, 'contact_messages');
    const res = await send(valid({ subject: 'Šiesta' })).expect(429);
    expect(res.body).toEqual(errorShape(429, 'errors.too_many_requests'));
    expect(await countRows(t, 'contact_messages')).toBe(before);
    await mail.expectNone(CLUB);
    // Another address is not affected.
    await send(valid({ subject: 'Z inej adresy' }), newIp()).expect(202);
    await mail.next(CLUB, { subject: /Z inej adresy/ });
  });

  it('holds the limit when many messages arrive at once', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => send(valid({ subject: `Súbežná ${i}` }))));
    expect(results.map((r) => r.status).sort()).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    for (let i = 0; i < 5; i++) await mail.next(CLUB, { subject: /Súbežná/ });
  });
});

describe('GET /api/admin/contact-messages', () => {
  itRequiresContentStaff(ctx, 'get', '/api/admin/contact-messages');

  it('lists received messages newest first, without the IP hash, and shows one', async () => {
    const email = visitor();
    await send(valid({ email, subject: 'Pre redakciu' })).expect(202);
    await mail.next(CLUB, { subject: /Pre redakciu/ });
    const res = await call(t, 'get', `/api/admin/contact-messages?q=${encodeURIComponent(email)}`, roles.staff).expect(
      200,
    );
    expect(res.body).toEqual({
      v: [
        {
          id: expect.any(String),
          name: 'Ján Nový',
          email,
          subject: 'Pre redakciu',
          message: 'Dobrý deň, ako sa môžem pridať do klubu?',
          created_at: expect.stringMatching(ISO),
          handled: false,
          handled_at: null,
        },
      ],
      total: 1,
    });
    const one = await call(t, 'get', `/api/admin/contact-messages/${res.body.v[0].id}`, roles.staff).expect(200);
    expect(one.body.v).toEqual(res.body.v[0]);
    expect((await call(t, 'get', `/api/admin/contact-messages/${randomUUID()}`, roles.staff).expect(404)).body).toEqual(
      errorShape(404, 'errors.contact_message_not_found'),
    );
    const all = await call(t, 'get', '/api/admin/contact-messages', roles.staff).expect(200);
    const times = all.body.v.map((m: { created_at: string }) => m.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('PATCH /api/admin/contact-messages/{id}', () => {
  let id = '';
  const path = () => `/api/admin/contact-messages/${id}`;
  const handledAt = async () =>
    (await sql<{ handled_at: Date | null }>(t, 'SELECT handled_at FROM contact_messages WHERE id = $1', [id]))[0]
      .handled_at;

  beforeAll(async () => {
    [{ id }] = await sql<{ id: string }>(
      t,
      `INSERT INTO contact_messages (name, email, message, ip_hash) VALUES ('Eva', 'eva@example.com', 'Kedy je ďalší zraz?', 'patch') RETURNING id`,
    );
  });

  itRequiresContentStaff(ctx, 'patch', path, { handled: true });

  it('marks a message handled, keeps the first time when marked again, and makes it waiting again', async () => {
    const marked = await call(t, 'patch', path(), roles.staff, { handled: true }).expect(200);
    expect(marked.body.v).toMatchObject({ id, handled: true, handled_at: expect.stringMatching(ISO) });
    const first = await handledAt();
    expect(first?.toISOString()).toBe(marked.body.v.handled_at);
    expect((await call(t, 'patch', path(), roles.staff, { handled: true }).expect(200)).body.v.handled_at).toBe(
      marked.body.v.handled_at,
    );
    const reopened = await call(t, 'patch', path(), roles.staff, { handled: false }).expect(200);
    expect(reopened.body.v).toMatchObject({ handled: false, handled_at: null });
    expect(await handledAt()).toBeNull();
  });

  it('refuses a missing or non-boolean mark and other fields (400), and an unknown message (404); nothing changes', async () => {
    for (const body of [{}, { handled: 'yes' }, { handled: null }, { handled: true, message: 'prepísané' }]) {
      expect((await call(t, 'patch', path(), roles.staff, body).expect(400)).body.code).toBe('errors.validation');
    }
    expect(await handledAt()).toBeNull();
    expect(
      (
        await call(t, 'patch', `/api/admin/contact-messages/${randomUUID()}`, roles.staff, { handled: true }).expect(
          404,
        )
      ).body,
    ).toEqual(errorShape(404, 'errors.contact_message_not_found'));
    await call(t, 'patch', '/api/admin/contact-messages/abc', roles.staff, { handled: true }).expect(400);
  });
});
