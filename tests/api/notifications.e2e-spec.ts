// Member notifications through the job queue, checked with a real SMTP capture (MailDev): a freed
// place mails exactly one promotion (also with two server instances on one database), the reminder
// fires once 24 h before (the clock is injected), a moved event mails its registered and
// waitlisted members, verification mails carry the staff note, preferences and one-click
// unsubscribe (RFC 8058) without sign-in stop one kind only. Registering, being waitlisted and
// cancelling are each confirmed by mail, a place with the ticket's QR and an .ics (ical.js reads it).
import request from 'supertest';
import ICAL from 'ical.js';
import { startTestApp, TestApp } from '../support/app';
import { insertEvent, DAY, fromNow } from '../support/events';
import { bearer, createMember, sql, type TestMember } from '../support/members';
import { errorShape, ISO } from '../support/content';
import { MailCapture, startMailCapture, type CapturedMail } from '../support/mail';
import { JobQueueService } from '../../server/src/jobs/job-queue.service';
import { EventReminderService } from '../../server/src/modules/events/event-reminder.service';
import { MailDeliveryService } from '../../server/src/mail/mail-delivery.service';
import type { Clock } from '../../server/src/jobs/clock';
import jsQR from 'jsqr';
import sharp from 'sharp';

let mail: MailCapture;
let t: TestApp;
let t2: TestApp;
let clockNow: Date | null = null;
const clock: Clock = { now: () => clockNow ?? new Date() };

beforeAll(async () => {
  mail = await startMailCapture();
  // One JWT secret for both instances, as in production behind a load balancer.
  const env = {
    AUTH_AUTOCONFIRM: 'true',
    AUTH_BCRYPT_COST: '4',
    SMTP_URL: mail.smtpUrl,
    PUBLIC_URL: 'https://evklub.example',
    JWT_SECRET: 'notifications-test-secret-0123456789abcdef',
  };
  t = await startTestApp(env, { clock });
  // A second server instance on the same database: both run the queue's workers.
  t2 = await startTestApp(env, { database: t.database });
  await Promise.all([t.app.get(JobQueueService).start(), t2.app.get(JobQueueService).start()]);
}, 60_000);
afterAll(async () => {
  await t2?.close();
  await t?.close();
  await mail?.stop();
});

const as = (member: TestMember | undefined, req: request.Test) =>
  member ? req.set('authorization', bearer(member)) : req;

/** The full MailDev record of a mail (its headers). */
async function headersOf(captured: CapturedMail): Promise<Record<string, string>> {
  const res = await fetch(new URL(`email/${captured.id}`, mail.webUrl));
  return ((await res.json()) as { headers: Record<string, string> }).headers;
}

/** Registers the member and takes the confirmation mail (a place or the waitlist) off the capture. */
async function register(slug: string, member: TestMember, app = t): Promise<CapturedMail> {
  await as(member, request(app.url).post(`/api/events/${slug}/registration`)).expect(200);
  return mail.next(member.email, { subject: /^(Potvrdenie prihlásenia|Čakacia listina): / });
}

interface Attachment {
  contentType: string;
  contentId?: string;
  cid?: string;
  contentDisposition?: string;
  generatedFileName: string;
  fileName?: string;
}

/** The mail's attachments as MailDev received them, each with its bytes. */
async function attachmentsOf(captured: CapturedMail): Promise<(Attachment & { bytes: Buffer })[]> {
  const full = (await (await fetch(new URL(`email/${captured.id}`, mail.webUrl))).json()) as {
    attachments?: Attachment[];
  };
  return Promise.all(
    (full.attachments ?? []).map(async (a) => ({
      ...a,
      bytes: Buffer.from(
        await (
          await fetch(new URL(`email/${captured.id}/attachment/${a.generatedFileName}`, mail.webUrl))
        ).arrayBuffer(),
      ),
    })),
  );
}

/** The text a QR code image (PNG) holds. */
async function qrText(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** An .ics attachment read with ical.js, and its raw text (for the CRLF and folding checks). */
function parseInvitation(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    summary: event.summary,
    location: event.location,
    status: vevent.getFirstPropertyValue('status'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    rawStart: vevent.getFirstProperty('dtstart')!.toICALString(),
  };
}

/** Every physical line ends in CRLF and holds at most 75 octets (RFC 5545 §3.1). */
function expectFoldedCrlf(text: string): void {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  expect(physical.filter((l) => /[\r\n]/.test(l) || Buffer.byteLength(l, 'utf8') > 75)).toEqual([]);
}

async function outboxOf(userId: string, kind: string): Promise<{ status: string; dedupe_key: string }[]> {
  return sql(t, 'SELECT status::text, dedupe_key FROM mail_outbox WHERE user_id = $1 AND kind = $2', [userId, kind]);
}

describe('registration confirmed by mail', () => {
  it('confirms a place with the event, the ticket QR and an .ics; a cancellation with an .ics CANCEL of the same UID', async () => {
    const start = new Date('2031-06-20T07:30:00.000Z');
    const title = 'Letný zraz, Nitra; jazda po okolí s rodinou, priateľmi a elektromobilmi celého regiónu';
    const event = await insertEvent(t, {
      title,
      date_start: start,
      date_end: new Date('2031-06-20T15:00:00.000Z'),
      location: 'Parkovisko OC, Nitra',
    });
    const member = await createMember(t, { profile: { first_name: 'Peter' } });
    await as(member, request(t.url).post(`/api/events/${event.slug}/registration`)).expect(200);

    const confirmed = await mail.next(member.email, { subject: /^Potvrdenie prihlásenia: Letný zraz/ });
    expect(confirmed.text).toContain('Dobrý deň, Peter,');
    expect(confirmed.text).toContain(`„${title}“`);
    expect(confirmed.text).toContain('piatok 20. júna 2031 o 09:30');
    expect(confirmed.text).toContain('Kde: Parkovisko OC, Nitra');
    expect(confirmed.html).toContain('src="cid:event-ticket"');
    const attachments = await attachmentsOf(confirmed);
    expect(attachments.map((a) => [a.contentType.split(';')[0], a.contentDisposition])).toEqual([
      ['image/png', 'inline'],
      ['text/calendar', 'attachment'],
    ]);
    expect(attachments[0].contentId ?? attachments[0].cid).toBe('event-ticket');
    const ticket = (await as(member, request(t.url).get(`/api/events/${event.slug}/registration`)).expect(200)).body.v
      .ticket_token;
    expect(await qrText(attachments[0].bytes)).toBe(ticket);
    expect(attachments[1].fileName).toMatch(/\.ics$/);
    const ics = attachments[1].bytes.toString('utf8');
    expectFoldedCrlf(ics);
    const published = parseInvitation(ics);
    expect(published).toEqual({
      method: 'PUBLISH',
      uid: expect.stringMatching(/@evklub\.example$/),
      sequence: 0,
      summary: title,
      location: 'Parkovisko OC, Nitra',
      status: 'CONFIRMED',
      start: '2031-06-20T07:30:00.000Z',
      end: '2031-06-20T15:00:00.000Z',
      rawStart: 'DTSTART:20310620T073000Z',
    });
    // Escaped per RFC 5545 §3.3.11 in the raw text.
    expect(ics.replace(/\r\n /g, '')).toContain('LOCATION:Parkovisko OC\\, Nitra\r\n');

    // Asking again changes nothing and mails nothing.
    await as(member, request(t.url).post(`/api/events/${event.slug}/registration`)).expect(200);
    await as(member, request(t.url).delete(`/api/events/${event.slug}/registration`)).expect(200);
    const cancelled = await mail.next(member.email, { subject: /^Prihlásenie zrušené: Letný zraz/ });
    expect(cancelled.text).toContain('zrušili ste prihlásenie');
    const [cancelIcs] = await attachmentsOf(cancelled);
    expect(cancelIcs.contentType).toMatch(/^text\/calendar/);
    expect(parseInvitation(cancelIcs.bytes.toString('utf8'))).toMatchObject({
      method: 'CANCEL',
      uid: published.uid,
      sequence: 1,
      status: 'CANCELLED',
    });
    await mail.expectNone(member.email, 1500);
    expect(
      await sql(t, 'SELECT kind, status::text FROM mail_outbox WHERE user_id = $1 ORDER BY created_at', [member.id]),
    ).toEqual([
      { kind: 'event_registration', status: 'sent' },
      { kind: 'event_registration', status: 'sent' },
    ]);
  });

  it('tells a waitlisted member so, without a ticket, and sends the ticket and .ics with the place', async () => {
    const event = await insertEvent(t, {
      capacity: 1,
      title: 'Malý zraz',
      date_start: new Date('2031-07-01T16:00:00.000Z'),
    });
    const [first, waiting] = await Promise.all([createMember(t), createMember(t)]);
    await register(event.slug, first);
    await as(waiting, request(t.url).post(`/api/events/${event.slug}/registration`)).expect(200);
    const waitlisted = await mail.next(waiting.email, { subject: /^Čakacia listina: Malý zraz/ });
    expect(waitlisted.text).toContain('ste na čakacej listine (1. v poradí)');
    expect(waitlisted.html).not.toContain('cid:');
    expect(await attachmentsOf(waitlisted)).toEqual([]);

    await as(first, request(t.url).delete(`/api/events/${event.slug}/registration`)).expect(200);
    const promoted = await mail.next(waiting.email, { subject: /^Máte miesto: Malý zraz/ });
    const attachments = await attachmentsOf(promoted);
    const ticket = (await as(waiting, request(t.url).get(`/api/events/${event.slug}/registration`)).expect(200)).body.v
      .ticket_token;
    expect(await qrText(attachments[0].bytes)).toBe(ticket);
    expect(parseInvitation(attachments[1].bytes.toString('utf8'))).toMatchObject({
      method: 'PUBLISH',
      sequence: 0,
      start: '2031-07-01T16:00:00.000Z',
    });
  });
});

// The mails are written when sent, from the registration as it is then: an app whose job queue
// workers do not run leaves them queued, and the test hands each to the delivery itself.
describe('registration mails written when sent', () => {
  let q: TestApp;
  beforeAll(async () => {
    q = await startTestApp({
      AUTH_AUTOCONFIRM: 'true',
      AUTH_BCRYPT_COST: '4',
      SMTP_URL: mail.smtpUrl,
      PUBLIC_URL: 'https://evklub.example',
      JOBS_WORKERS: 'false',
    });
  }, 60_000);
  afterAll(() => q?.close());

  /** Delivers the member's queued mails, oldest first; returns each one's kind and state after. */
  async function deliverQueued(member: TestMember): Promise<{ kind: string; subject: string; status: string }[]> {
    const rows = await sql<{ id: string }>(
      q,
      "SELECT id FROM mail_outbox WHERE user_id = $1 AND status = 'queued' ORDER BY created_at, id",
      [member.id],
    );
    for (const row of rows) await q.app.get(MailDeliveryService).deliver(row.id, false);
    return sql(q, 'SELECT kind, subject, status::text FROM mail_outbox WHERE user_id = $1 ORDER BY created_at, id', [
      member.id,
    ]);
  }

  it('the transaction stores no ticket; a confirmation of a registration cancelled before it went out is not sent, the cancellation is', async () => {
    const event = await insertEvent(q, { title: 'Rýchly zraz', date_start: new Date('2031-05-02T08:00:00.000Z') });
    const member = await createMember(q);
    await as(member, request(q.url).post(`/api/events/${event.slug}/registration`)).expect(200);
    // What the registration's transaction wrote: a row naming the registration, no image, no body yet.
    expect(
      await sql(q, 'SELECT kind, subject, text, attachments, renderer FROM mail_outbox WHERE user_id = $1', [
        member.id,
      ]),
    ).toEqual([
      {
        kind: 'event_registration',
        subject: 'Potvrdenie prihlásenia: Rýchly zraz – EV Klub',
        text: '',
        attachments: null,
        renderer: 'event_registration',
      },
    ]);
    await as(member, request(q.url).delete(`/api/events/${event.slug}/registration`)).expect(200);

    expect(await deliverQueued(member)).toEqual([
      { kind: 'event_registration', subject: 'Potvrdenie prihlásenia: Rýchly zraz – EV Klub', status: 'superseded' },
      { kind: 'event_registration', subject: 'Prihlásenie zrušené: Rýchly zraz – EV Klub', status: 'sent' },
    ]);
    const cancelled = await mail.next(member.email, { subject: /^Prihlásenie zrušené: Rýchly zraz/ });
    expect(cancelled.text).toContain('zrušili ste prihlásenie na udalosť „Rýchly zraz“.');
    expect(cancelled.text).toContain(
      'Tento e-mail dostávate, pretože ste sa na udalosť prihlásili alebo ste prihlásenie zrušili.',
    );
    expect(cancelled.html).not.toContain('cid:');
    const [ics] = await attachmentsOf(cancelled);
    expect(parseInvitation(ics.bytes.toString('utf8'))).toMatchObject({
      method: 'CANCEL',
      sequence: 1,
      status: 'CANCELLED',
      start: '2031-05-02T08:00:00.000Z',
    });
    await mail.expectNone(member.email, 500);
  });

  it('a waitlist mail overtaken by a place is not sent; the place brings the ticket of the registration as it is', async () => {
    const event = await insertEvent(q, { capacity: 1, title: 'Plný zraz' });
    const [first, waiting] = await Promise.all([createMember(q), createMember(q)]);
    await as(first, request(q.url).post(`/api/events/${event.slug}/registration`)).expect(200);
    await as(waiting, request(q.url).post(`/api/events/${event.slug}/registration`)).expect(200);
    await as(first, request(q.url).delete(`/api/events/${event.slug}/registration`)).expect(200);

    expect(await deliverQueued(waiting)).toEqual([
      { kind: 'event_registration', subject: 'Čakacia listina: Plný zraz – EV Klub', status: 'superseded' },
      { kind: 'event_updates', subject: 'Máte miesto: Plný zraz – EV Klub', status: 'sent' },
    ]);
    const promoted = await mail.next(waiting.email, { subject: /^Máte miesto: Plný zraz/ });
    const [png, ics] = await attachmentsOf(promoted);
    const ticket = (await as(waiting, request(q.url).get(`/api/events/${event.slug}/registration`)).expect(200)).body.v
      .ticket_token;
    expect(await qrText(png.bytes)).toBe(ticket);
    expect(parseInvitation(ics.bytes.toString('utf8'))).toMatchObject({
      method: 'PUBLISH',
      sequence: 0,
      status: 'CONFIRMED',
    });
    await mail.expectNone(waiting.email, 500);
    // The member who left had a place: the confirmation (sent late, it no longer holds) is superseded, the cancellation
    // goes out.
    expect((await deliverQueued(first)).map((r) => r.status)).toEqual(['superseded', 'sent']);
    await mail.next(first.email, { subject: /^Prihlásenie zrušené: Plný zraz/ });
  });
});

describe('waitlist promotion', () => {
  it('mails the promoted member exactly once, even when two instances take the same cancellation at once', async () => {
    const event = await insertEvent(t, { capacity: 1, title: 'Jazda na Štrbské Pleso', location: 'Štrbské Pleso' });
    const [first, waiting] = await Promise.all([
      createMember(t),
      createMember(t, { profile: { first_name: 'Zuzana' } }),
    ]);
    await register(event.slug, first);
    await register(event.slug, waiting);
    // The same cancellation reaches both instances at the same moment (a retried request).
    const results = await Promise.all(
      [t, t2].map((app) => as(first, request(app.url).delete(`/api/events/${event.slug}/registration`))),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);

    const received = await mail.next(waiting.email, { subject: /Máte miesto: Jazda na Štrbské Pleso/ });
    expect(received.text).toContain('Dobrý deň, Zuzana,');
    expect(received.text).toContain('Máte miesto');
    expect(received.text).toContain(`https://evklub.example/udalost/${event.slug}`);
    expect(received.text).toContain('Tento e-mail dostávate, pretože');
    expect(received.html).toContain('#D90429');
    const headers = await headersOf(received);
    expect(headers['list-unsubscribe']).toMatch(/^<https:\/\/evklub\.example\/api\/unsubscribe\?token=[\w.%-]+>$/);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await mail.expectNone(waiting.email, 3000);
    await mail.next(first.email, { subject: /^Prihlásenie zrušené: / });
    await mail.expectNone(first.email, 0);
    expect(await outboxOf(waiting.id, 'event_updates')).toEqual([
      { status: 'sent', dedupe_key: expect.stringMatching(/^waitlist_promotion:/) },
    ]);
  });

  it('mails each member moved up when staff raise the capacity', async () => {
    const event = await insertEvent(t, { capacity: 1 });
    const [staff, a, b, c] = await Promise.all([
      createMember(t, { permissions: { events: 'full' } }),
      createMember(t),
      createMember(t),
      createMember(t),
    ]);
    for (const m of [a, b, c]) await register(event.slug, m);
    await as(staff, request(t.url).patch(`/api/admin/events/${event.id}`))
      .send({ capacity: 2 })
      .expect(200);
    await mail.next(b.email, { subject: /Máte miesto/ });
    await mail.expectNone(c.email, 1500);
    await mail.expectNone(a.email, 0);
  });
});

describe('event changed or cancelled', () => {
  it('mails registered and waitlisted members when the time or place changes, not those who cancelled', async () => {
    const start = fromNow(10 * DAY);
    const event = await insertEvent(t, {
      capacity: 1,
      title: 'Nabíjací výlet',
      date_start: start,
      location: 'Bratislava',
    });
    const [staff, registered, waitlisted, gone] = await Promise.all([
      createMember(t, { permissions: { events: 'full' } }),
      createMember(t),
      createMember(t),
      createMember(t),
    ]);
    for (const m of [registered, waitlisted, gone]) await register(event.slug, m);
    await as(gone, request(t.url).delete(`/api/events/${event.slug}/registration`)).expect(200);
    await mail.next(gone.email, { subject: /^Prihlásenie zrušené: / });

    const moved = new Date(start.getTime() + 2 * 3600_000);
    await as(staff, request(t.url).patch(`/api/admin/events/${event.id}`))
      .send({ date_start: moved.toISOString(), date_end: null, location: 'Košice' })
      .expect(200);
    for (const m of [registered, waitlisted]) {
      const received = await mail.next(m.email, { subject: /Zmena udalosti: Nabíjací výlet/ });
      expect(received.text).toContain('Nové miesto: Košice (predtým Bratislava).');
      expect(received.text).toContain('Nový termín:');
    }
    await mail.expectNone(gone.email, 1500);

    // A change of the description alone mails nobody.
    await as(staff, request(t.url).patch(`/api/admin/events/${event.id}`))
      .send({ description: 'Nový popis' })
      .expect(200);
    await mail.expectNone(registered.email, 1500);
  });

  it('mails registered and waitlisted members when staff delete (call off) an upcoming event', async () => {
    const event = await insertEvent(t, { capacity: 1, title: 'Zrušený zraz' });
    const [staff, registered, waitlisted] = await Promise.all([
      createMember(t, { permissions: { events: 'full' } }),
      createMember(t),
      createMember(t),
    ]);
    for (const m of [registered, waitlisted]) await register(event.slug, m);
    await as(staff, request(t.url).delete(`/api/admin/events/${event.id}`)).expect(204);
    for (const m of [registered, waitlisted]) await mail.next(m.email, { subject: /Udalosť zrušená: Zrušený zraz/ });
  });
});

describe('reminder 24 h before', () => {
  afterEach(() => {
    clockNow = null;
  });

  it('fires once at the right time for registered members only, in Slovak time', async () => {
    // 15 January 2030, 17:00 UTC = 18:00 in Bratislava (CET).
    const start = new Date('2030-01-15T17:00:00.000Z');
    const event = await insertEvent(t, { capacity: 1, title: 'Zimný zraz', date_start: start, location: 'Poprad' });
    const [registered, waitlisted] = await Promise.all([createMember(t), createMember(t)]);
    await register(event.slug, registered);
    await register(event.slug, waitlisted);
    const reminders = t.app.get(EventReminderService);

    clockNow = new Date(start.getTime() - 25 * 3600_000);
    expect(await reminders.sendDueReminders()).toBe(0);
    clockNow = new Date(start.getTime() - 24 * 3600_000 + 60_000);
    expect(await reminders.sendDueReminders()).toBe(1);
    // The next runs (every minute, on any instance) find it sent already.
    clockNow = new Date(start.getTime() - 23 * 3600_000);
    expect(await reminders.sendDueReminders()).toBe(0);

    const received = await mail.next(registered.email, { subject: /Pripomienka: Zimný zraz/ });
    expect(received.text).toContain('utorok 15. januára 2030 o 18:00');
    expect(received.text).toContain('Kde: Poprad');
    // The member's ticket rides along as an inline QR image: decoded, it is the ticket the event page shows.
    expect(received.html).toContain('src="cid:event-ticket"');
    const full = (await (await fetch(new URL(`email/${received.id}`, mail.webUrl))).json()) as {
      attachments?: { contentType: string; contentId?: string; cid?: string; generatedFileName: string }[];
    };
    expect(full.attachments?.map((a) => [a.contentType, a.contentId ?? a.cid])).toEqual([
      ['image/png', 'event-ticket'],
    ]);
    const png = Buffer.from(
      await (
        await fetch(new URL(`email/${received.id}/attachment/${full.attachments![0].generatedFileName}`, mail.webUrl))
      ).arrayBuffer(),
    );
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const ticket = (await as(registered, request(t.url).get(`/api/events/${event.slug}/registration`)).expect(200)).body
      .v.ticket_token;
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(ticket);
    await mail.expectNone(waitlisted.email, 1500);
  });
});

describe('new event published', () => {
  afterEach(() => {
    clockNow = null;
  });

  it('mails members who opted in, when staff publish it and when its scheduled publication comes, once each', async () => {
    const [staff, optedIn, notOptedIn] = await Promise.all([
      createMember(t, { permissions: { events: 'full' } }),
      createMember(t),
      createMember(t),
    ]);
    await as(optedIn, request(t.url).put('/api/me/notifications')).send({ new_events: true }).expect(200);
    const start = new Date(Date.now() + 30 * DAY).toISOString();
    await as(staff, request(t.url).post('/api/admin/events'))
      .send({ title: 'Jarný zraz', date_start: start, published_at: new Date(Date.now() - 60_000).toISOString() })
      .expect(201);
    const received = await mail.next(optedIn.email, { subject: /Nová udalosť: Jarný zraz/ });
    expect(received.text).toContain('Tento e-mail dostávate, pretože ste si zapli upozornenia na nové udalosti.');

    const publishAt = new Date(Date.now() + 2 * DAY);
    await as(staff, request(t.url).post('/api/admin/events'))
      .send({ title: 'Letný zraz', date_start: start, published_at: publishAt.toISOString() })
      .expect(201);
    await mail.expectNone(optedIn.email, 1500);
    clockNow = new Date(publishAt.getTime() + 60_000);
    const service = t.app.get(EventReminderService);
    expect(await service.announceScheduledEvents()).toBeGreaterThanOrEqual(1);
    expect(await service.announceScheduledEvents()).toBe(0);
    await mail.next(optedIn.email, { subject: /Nová udalosť: Letný zraz/ });
    await mail.expectNone(notOptedIn.email, 1500);
  });
});

describe('membership verified or rejected', () => {
  it('mails the decision with the staff note', async () => {
    const [staff, member] = await Promise.all([createMember(t, { permissions: { users: 'full' } }), createMember(t)]);
    await as(staff, request(t.url).post(`/api/admin/registrations/${member.id}/reject`))
      .send({ note: 'Chýba číslo VIN.' })
      .expect(200);
    const rejected = await mail.next(member.email, { subject: /nebolo overené/ });
    expect(rejected.text).toContain('Poznámka od klubu: Chýba číslo VIN.');
    await as(staff, request(t.url).post(`/api/admin/registrations/${member.id}/verify`))
      .send({})
      .expect(200);
    await mail.next(member.email, { subject: /Vaše členstvo je overené/ });
    // Verifying again changes nothing and mails nothing.
    await as(staff, request(t.url).post(`/api/admin/registrations/${member.id}/verify`))
      .send({})
      .expect(200);
    await mail.expectNone(member.email, 1500);
  });
});

describe('GET/PUT /api/me/notifications', () => {
  it('requires authentication', async () => {
    expect((await request(t.url).get('/api/me/notifications').expect(401)).body).toEqual(
      errorShape(401, 'errors.unauthorized'),
    );
    await request(t.url).put('/api/me/notifications').send({ newsletter: true }).expect(401);
    await request(t.url).post('/api/me/notifications/calendar-token').expect(401);
  });

  it('starts with event and membership mails on, newsletter and new events off; opting in records the time', async () => {
    const member = await createMember(t);
    const initial = await as(member, request(t.url).get('/api/me/notifications')).expect(200);
    expect(initial.body.v).toEqual({
      event_updates: true,
      event_reminders: true,
      membership: true,
      new_events: false,
      newsletter: false,
      new_events_consent_at: null,
      newsletter_consent_at: null,
      push_event_updates: false,
      push_event_reminders: false,
      push_membership: false,
      push_new_events: false,
      calendar_url: expect.stringMatching(/^https:\/\/evklub\.example\/kalendar\/[\w-]{20,}\.ics$/),
    });
    const on = await as(member, request(t.url).put('/api/me/notifications'))
      .send({ newsletter: true, event_reminders: false })
      .expect(200);
    expect(on.body.v).toMatchObject({
      newsletter: true,
      newsletter_consent_at: expect.stringMatching(ISO),
      event_reminders: false,
      new_events: false,
    });
    const off = await as(member, request(t.url).put('/api/me/notifications')).send({ newsletter: false }).expect(200);
    expect(off.body.v).toMatchObject({ newsletter: false, newsletter_consent_at: null, event_reminders: false });
  });

  it('refuses bad input with 400 and the error shape', async () => {
    const member = await createMember(t);
    for (const body of [{ newsletter: 'ano' }, { spam: true }, { newsletter: null }]) {
      const res = await as(member, request(t.url).put('/api/me/notifications')).send(body);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 400,
        body: errorShape(400, 'errors.validation'),
      });
    }
  });
});

describe('POST /api/unsubscribe (one click, no sign-in)', () => {
  it('stops that kind only: event changes stop, reminders still come', async () => {
    const event = await insertEvent(t, { title: 'Odhlasovací test', date_start: new Date('2030-03-10T09:00:00.000Z') });
    const [staff, member] = await Promise.all([createMember(t, { permissions: { events: 'full' } }), createMember(t)]);
    await register(event.slug, member);
    await as(staff, request(t.url).patch(`/api/admin/events/${event.id}`))
      .send({ location: 'Nitra' })
      .expect(200);
    const changed = await mail.next(member.email, { subject: /Zmena udalosti/ });
    const oneClick = /^<(.+)>$/.exec((await headersOf(changed))['list-unsubscribe'])![1];
    const path = oneClick.replace('https://evklub.example', '');
    expect(changed.text).toContain(`https://evklub.example/odhlasit-odber?token=`);

    const page = await request(t.url).get(path).expect(200);
    expect(page.body).toEqual({ v: { kind: 'event_updates', subscribed: true } });
    // RFC 8058: a POST with the form body List-Unsubscribe=One-Click, no cookies, no token.
    const res = await request(t.url).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(res.body).toEqual({ v: { kind: 'event_updates', subscribed: false } });
    await request(t.url).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);

    const settings = await as(member, request(t.url).get('/api/me/notifications')).expect(200);
    expect(settings.body.v).toMatchObject({ event_updates: false, event_reminders: true, membership: true });
    await as(staff, request(t.url).patch(`/api/admin/events/${event.id}`))
      .send({ location: 'Trnava' })
      .expect(200);
    await mail.expectNone(member.email, 2000);
    clockNow = new Date('2030-03-09T10:00:00.000Z');
    try {
      expect(await t.app.get(EventReminderService).sendDueReminders()).toBeGreaterThanOrEqual(1);
    } finally {
      clockNow = null;
    }
    await mail.next(member.email, { subject: /Pripomienka: Odhlasovací test/ });
  });

  it('refuses a forged, altered or missing token (400) and changes nothing', async () => {
    const member = await createMember(t);
    const forged = `${Buffer.from(`${member.id}.newsletter`).toString('base64url')}.AAAA`;
    for (const query of [`token=${forged}`, 'token=abc', 'token=a.b.c', '']) {
      const res = await request(t.url)
        .post(`/api/unsubscribe?${query}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorShape(400, query ? 'errors.unsubscribe_token_invalid' : 'errors.validation'));
    }
    expect(
      await sql(t, 'SELECT 1 FROM notification_settings WHERE user_id = $1 AND NOT event_updates', [member.id]),
    ).toEqual([]);
  });
});
