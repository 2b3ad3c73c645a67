// Paid events end to end against the real app, PostgreSQL, supabase-js accounts and a real SMTP capture
// (MailDev): staff put a price on an event; a member registers with companions and gets a variable symbol,
// a deadline and a PAY by square that decodes to the club's account, the amount, the symbol and the
// deadline (on the page and inline in the mail); one camt.053 statement pays dues and event
// registrations together (exact, partial, unknown), and importing it again changes nothing; a paid
// registration fixes the price; the deadline (the injected clock) releases an unpaid place to the
// waitlist, whose member then owes by a deadline of their own; the door takes cash.
import request from 'supertest';
import { XMLParser } from 'fast-xml-parser';
import { decode } from 'bysquare/pay';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../support/app';
import { bearer, createMember, sql, type TestMember } from '../support/members';
import { errorShape } from '../support/content';
import { startMailCapture, type MailCapture } from '../support/mail';
import { camt053 } from '../support/camt053';
import { DAY, fromNow, insertEvent } from '../support/events';
import type { Clock } from '../../server/src/jobs/clock';
import { EventPaymentReleaseService } from '../../server/src/modules/events/event-payment-release.service';

jest.setTimeout(120_000);

const IBAN = 'SK3112000000198742637541';
/** The server's clock runs this far ahead of the real one (the release sweep's time). */
let ahead = 0;
const clock: Clock = { now: () => new Date(Date.now() + ahead) };

let t: TestApp;
let mail: MailCapture;
let treasurer: TestMember;
let organiser: TestMember;
let members: TestMember[];
let event: { id: string; slug: string };

const as = (who: TestMember, req: request.Test) => req.set('authorization', bearer(who));
const api = () => request(t.url);
const register = (who: TestMember, slug: string, body: object = {}) =>
  as(who, api().post(`/api/events/${slug}/registration`)).send(body);
const upload = (path: string, xml: string) =>
  as(treasurer, api().post(path)).attach('file', Buffer.from(xml), {
    filename: 'vypis.xml',
    contentType: 'application/xml',
  });
const registration = async (who: TestMember, eventId: string) =>
  (
    await sql<{ status: string; amount_cents: number | null; paid_cents: number; paid_at: Date | null }>(
      t,
      'SELECT status, amount_cents, paid_cents, paid_at FROM event_attendances WHERE user_id = $1 AND event_id = $2',
      [who.id, eventId],
    )
  )[0];

/** The text of the QR code in a PNG. */
async function qrText(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  if (!found) throw new Error('no QR code in the image');
  return found.data;
}

beforeAll(async () => {
  mail = await startMailCapture();
  t = await startTestApp(
    {
      SMTP_URL: mail.smtpUrl,
      AUTH_AUTOCONFIRM: 'true',
      AUTH_BCRYPT_COST: '4',
      RATE_LIMIT_SIGN_UP: 'off',
    },
    { clock },
  );
  [treasurer, organiser, ...members] = await Promise.all([
    createMember(t, { verified: true, permissions: { finance: 'full' } }),
    createMember(t, { verified: true, permissions: { events: 'full' } }),
    ...['Ján Novák', 'Eva Kováčová', 'Peter Horváth', 'Mária Tóthová'].map((n) =>
      createMember(t, { verified: true, profile: { first_name: n.split(' ')[0], last_name: n.split(' ')[1] } }),
    ),
  ]);
  await as(treasurer, api().put('/api/admin/dues-settings'))
    .send({ iban: IBAN, bic: 'TATRSKBX', beneficiary_name: 'EV Klub o.z.' })
    .expect(200);
  event = await insertEvent(t, {
    title: 'Trackday Slovakiaring',
    date_start: fromNow(20 * DAY),
    registration_deadline: fromNow(10 * DAY),
    capacity: 4,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

describe('a price on an event', () => {
  it('is set by staff with events and shown to everyone; bad prices are refused', async () => {
    for (const body of [{ price: 0 }, { price: 12.345 }, { price: -5 }, { companions_max: 11 }, { payment_days: 0 }]) {
      const res = await as(organiser, api().patch(`/api/admin/events/${event.id}`)).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorShape(400, 'errors.validation'));
    }
    const forbidden = await as(treasurer, api().patch(`/api/admin/events/${event.id}`)).send({ price: 25 });
    expect(forbidden.status).toBe(403);
    const saved = await as(organiser, api().patch(`/api/admin/events/${event.id}`))
      .send({ price: 25, companions_max: 2, payment_days: 3 })
      .expect(200);
    expect(saved.body.v).toMatchObject({ price: 25, companions_max: 2, payment_days: 3, refund_deadline: null });
    const shown = await api().get(`/api/events/${event.slug}`).expect(200);
    expect(shown.body.v).toMatchObject({ price: 25, companions_max: 2 });
  });
});

describe('registering for a paid event', () => {
  it('refuses more companions than the event allows, and companions that are no whole number', async () => {
    const res = await register(members[0], event.slug, { companions: 3 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'errors.companions_too_many' });
    for (const companions of [null, -1, 1.5, '1']) {
      const bad = await register(members[0], event.slug, { companions });
      expect({ companions, status: bad.status, code: bad.body.code }).toEqual({
        companions,
        status: 400,
        code: 'errors.validation',
      });
    }
    expect(await registration(members[0], event.id)).toBeUndefined();
  });

  it('owes the price for the member and each companion, with a symbol, a deadline and a PAY by square', async () => {
    const before = Date.now();
    const res = await register(members[0], event.slug, { companions: 1 }).expect(200);
    const v = res.body.v;
    expect(v).toMatchObject({ status: 'registered', companions: 1 });
    expect(v.payment).toMatchObject({
      amount: 50,
      paid: 0,
      outstanding: 50,
      status: 'unpaid',
      payment_note: 'Trackday Slovakiaring, Ján Novák',
      account: { iban: IBAN, bic: 'TATRSKBX', beneficiary_name: 'EV Klub o.z.' },
    });
    expect(v.payment.variable_symbol).toMatch(/^9\d{9}$/);
    // Three days to pay (the registration deadline is later).
    const due = new Date(v.payment.due_at).getTime();
    expect(due).toBeGreaterThanOrEqual(before + 3 * DAY - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 3 * DAY);
    const [order] = decode(v.payment.pay_by_square).payments;
    expect(order).toMatchObject({
      amount: 50,
      variableSymbol: v.payment.variable_symbol,
      currencyCode: 'EUR',
      paymentDueDate: new Date(due).toISOString().slice(0, 10).replaceAll('-', ''),
      beneficiary: { name: 'EV Klub o.z.' },
    });
    expect(order.bankAccounts[0].iban).toBe(IBAN);
    // Two of the four places are taken.
    const shown = await api().get(`/api/events/${event.slug}`).expect(200);
    expect(shown.body.v).toMatchObject({ registered_count: 2, places_left: 2 });
    // "My events" says the same.
    const mine = await as(members[0], api().get('/api/me/events')).expect(200);
    expect(mine.body.v[0].registration.payment).toEqual(v.payment);
  });

  it('mails how to pay, with the PAY by square QR inline', async () => {
    const symbol = (await as(members[0], api().get(`/api/events/${event.slug}/registration`))).body.v.payment
      .variable_symbol;
    const confirmed = await mail.next(members[0].email, { subject: /Potvrdenie prihlásenia/, timeoutMs: 60_000 });
    expect(confirmed.text).toContain('Na úhradu: 50,00 €');
    expect(confirmed.text).toContain(`Variabilný symbol: ${symbol}`);
    expect(confirmed.text).toContain(`Účet (IBAN): ${IBAN}`);
    expect(confirmed.html).toContain('src="cid:event-payment"');
    const full = (await (await fetch(new URL(`email/${confirmed.id}`, mail.webUrl))).json()) as {
      attachments: { contentId?: string; cid?: string; generatedFileName: string }[];
    };
    const qr = full.attachments.find((a) => (a.contentId ?? a.cid) === 'event-payment')!;
    const png = Buffer.from(
      await (
        await fetch(new URL(`email/${confirmed.id}/attachment/${qr.generatedFileName}`, mail.webUrl))
      ).arrayBuffer(),
    );
    const [order] = decode(await qrText(png)).payments;
    expect(order).toMatchObject({ amount: 50, variableSymbol: symbol });
    expect(order.bankAccounts[0].iban).toBe(IBAN);
  });

  it('puts whoever does not fit with companions on the waitlist, who pays only once given a place', async () => {
    await register(members[1], event.slug, { companions: 1 }).expect(200);
    const res = await register(members[2], event.slug, { companions: 2 }).expect(200);
    expect(res.body.v).toMatchObject({ status: 'waitlisted', companions: 2 });
    expect(res.body.v.payment).toMatchObject({ amount: 75, status: 'unpaid', due_at: null, pay_by_square: null });
  });

  it('keeps a free event free', async () => {
    const free = await insertEvent(t, { title: 'Kávička' });
    const res = await register(members[3], free.slug).expect(200);
    expect(res.body.v).toMatchObject({ status: 'registered', companions: 0, payment: null });
  });
});

describe('one statement pays dues and events', () => {
  let symbols: string[];

  beforeAll(async () => {
    symbols = await Promise.all(
      [members[0], members[1]].map(async (m) => {
        const res = await as(m, api().get(`/api/events/${event.slug}/registration`)).expect(200);
        return res.body.v.payment.variable_symbol as string;
      }),
    );
  });

  const statement = () =>
    camt053('08', [
      { ref: 'EVF-1', amount: '50.00', endToEndId: `/VS${symbols[0]}/SS/KS0308`, debtor: 'Ján Novák' },
      { ref: 'EVF-2', amount: '20.00', note: `VS ${symbols[1]} trackday`, debtor: 'Eva Kováčová' },
      { ref: 'EVF-3', amount: '30.00', endToEndId: '/VS9999999999', debtor: 'Neznámy' },
    ]);

  it('previews the event payments with their event and member', async () => {
    const res = await upload('/api/admin/dues-imports/preview', statement()).expect(200);
    expect(res.body.v.entries.map((e: Record<string, unknown>) => [e.outcome, e.event_title, e.member_name])).toEqual([
      ['matched', 'Trackday Slovakiaring', 'Ján Novák'],
      ['partly_paid', 'Trackday Slovakiaring', 'Eva Kováčová'],
      ['unknown_symbol', null, null],
    ]);
    expect(res.body.v.counts).toMatchObject({ matched: 1, partly_paid: 1, unknown_symbol: 1 });
    expect((await registration(members[0], event.id)).paid_cents).toBe(0);
  });

  it('confirms: the registrations are paid or partly paid, the unknown waits for staff; a second import changes nothing', async () => {
    const res = await upload('/api/admin/dues-imports', statement()).expect(201);
    expect(res.body.v).toMatchObject({ entries: 3, recorded: 3, matched: 2 });
    expect(await registration(members[0], event.id)).toMatchObject({ paid_cents: 5000, paid_at: expect.any(Date) });
    expect(await registration(members[1], event.id)).toMatchObject({ paid_cents: 2000, paid_at: null });
    const mine = await as(members[0], api().get(`/api/events/${event.slug}/registration`)).expect(200);
    expect(mine.body.v.payment).toMatchObject({ status: 'paid', outstanding: 0, due_at: null, pay_by_square: null });
    const partly = await as(members[1], api().get(`/api/events/${event.slug}/registration`)).expect(200);
    expect(partly.body.v.payment).toMatchObject({ status: 'partly_paid', paid: 20, outstanding: 30 });
    expect(decode(partly.body.v.payment.pay_by_square).payments[0].amount).toBe(30);
    const open = await as(treasurer, api().get('/api/admin/dues-payments')).expect(200);
    expect(open.body.v.map((p: { variable_symbol: string; amount: number }) => [p.variable_symbol, p.amount])).toEqual([
      ['9999999999', 30],
    ]);

    const thanks = await mail.next(members[0].email, { subject: /Platba prijatá: Trackday Slovakiaring/ });
    expect(thanks.text).toContain('prijali sme vašu platbu 50,00 €');
    // A part paid is no payment in full: no thanks yet (only the registration's own confirmation came).
    await mail.next(members[1].email, { subject: /Potvrdenie prihlásenia/ });
    await mail.expectNone(members[1].email, 500);

    const again = await upload('/api/admin/dues-imports', statement());
    expect(again.status).toBe(409);
    expect(await registration(members[1], event.id)).toMatchObject({ paid_cents: 2000 });
  });

  it('reports to staff who paid: the attendee list and its CSV, the event’s money and the staff home', async () => {
    const list = await as(organiser, api().get(`/api/admin/events/${event.id}/attendees`)).expect(200);
    const byUser = new Map(list.body.v.map((a: { user_id: string }) => [a.user_id, a]));
    expect(byUser.get(members[0].id)).toMatchObject({
      companions: 1,
      amount: 50,
      paid: 50,
      payment_status: 'paid',
      variable_symbol: symbols[0],
    });
    expect(byUser.get(members[1].id)).toMatchObject({ amount: 50, paid: 20, payment_status: 'partly_paid' });
    expect(byUser.get(members[2].id)).toMatchObject({ status: 'waitlisted', amount: 75, paid: 0 });
    const csv = await as(organiser, api().get(`/api/admin/events/${event.id}/attendees.csv`)).expect(200);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toContain(';Sprievodcovia;Suma (EUR);Zaplatené (EUR);Platba;Variabilný symbol');
    expect(lines.find((l) => l.includes(members[1].email))).toMatch(
      new RegExp(`;1;"50,00";"20,00";čiastočne zaplatené;${symbols[1]}$`),
    );
    const shown = await as(organiser, api().get(`/api/admin/events/${event.id}`)).expect(200);
    expect(shown.body.v.money).toEqual({ received: 70, owed: 30, unpaid_count: 1, refunds_owed: 0, refunded: 0 });
    const home = await as(organiser, api().get('/api/admin/dashboard/events')).expect(200);
    expect(home.body.v.upcoming.find((e: { id: string }) => e.id === event.id)).toMatchObject({
      registered: 4,
      unpaid: 1,
      owed: 30,
    });
  });

  it('fixes the price once a registration has paid', async () => {
    const res = await as(organiser, api().patch(`/api/admin/events/${event.id}`)).send({ price: 30 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'errors.price_locked' });
    await as(organiser, api().patch(`/api/admin/events/${event.id}`))
      .send({ price: 25, capacity: 10 })
      .expect(200);
  });
});

describe('unpaid places are released', () => {
  it('cancels a place unpaid at its deadline, mails the member and gives the place to the waitlist, who then owes', async () => {
    const small = await insertEvent(t, { title: 'Zimná dielňa pneumatík', capacity: 2, date_start: fromNow(9 * DAY) });
    await as(organiser, api().patch(`/api/admin/events/${small.id}`))
      .send({ price: 15, payment_days: 2 })
      .expect(200);
    const [payer, late, waiting] = members;
    const paid = (await register(payer, small.slug).expect(200)).body.v.payment.variable_symbol;
    await register(late, small.slug).expect(200);
    expect((await register(waiting, small.slug).expect(200)).body.v.status).toBe('waitlisted');
    await upload(
      '/api/admin/dues-imports',
      camt053('02', [{ ref: 'REL-1', amount: '15.00', note: `VS ${paid}` }]),
    ).expect(201);
    const release = t.app.get(EventPaymentReleaseService);
    // Before the deadline nothing moves.
    ahead = 2 * DAY - 60_000;
    expect(await release.releaseUnpaid()).toBe(0);
    ahead = 2 * DAY + 60_000;
    expect(await release.releaseUnpaid()).toBe(1);
    expect(await registration(late, small.id)).toMatchObject({ status: 'cancelled' });
    expect(await registration(payer, small.id)).toMatchObject({ status: 'registered', paid_cents: 1500 });
    const promoted = await registration(waiting, small.id);
    expect(promoted).toMatchObject({ status: 'registered', amount_cents: 1500 });
    const [due] = await sql<{ payment_due_at: Date }>(
      t,
      'SELECT payment_due_at FROM event_attendances WHERE user_id = $1 AND event_id = $2',
      [waiting.id, small.id],
    );
    // Two days from the moment the place was given (the server's clock).
    expect(Math.abs(due.payment_due_at.getTime() - (Date.now() + ahead + 2 * DAY))).toBeLessThan(60_000);
    const released = await mail.next(late.email, { subject: /Miesto uvoľnené: Zimná dielňa/, timeoutMs: 60_000 });
    expect(released.text).toContain('neprišla do');
    expect(released.text).toContain('uvoľnili');
    const given = await mail.next(waiting.email, { subject: /Máte miesto: Zimná dielňa/, timeoutMs: 60_000 });
    expect(given.text).toContain('Na úhradu: 15,00 €');
    // A second run finds nothing more.
    expect(await release.releaseUnpaid()).toBe(0);
    ahead = 0;
  });
});

describe('cash at the door', () => {
  it('shows what a registration owes when checked in, and records the cash once', async () => {
    const door = await insertEvent(t, { title: 'Jazda na Donovaly', date_start: fromNow(5 * DAY) });
    await as(organiser, api().patch(`/api/admin/events/${door.id}`))
      .send({ price: 12.5, companions_max: 1 })
      .expect(200);
    const reg = (await register(members[3], door.slug, { companions: 1 }).expect(200)).body.v;
    const scan = await as(organiser, api().post(`/api/admin/events/${door.id}/check-ins`))
      .send({ token: reg.ticket_token })
      .expect(200);
    expect(scan.body.v).toMatchObject({ result: 'checked_in', companions: 1, amount_owed: 25 });
    const id = scan.body.v.registration_id;
    const forbidden = await as(treasurer, api().post(`/api/admin/events/${door.id}/registrations/${id}/cash`));
    expect(forbidden.status).toBe(403);
    const [first, second] = await Promise.all([
      as(organiser, api().post(`/api/admin/events/${door.id}/registrations/${id}/cash`)),
      as(organiser, api().post(`/api/admin/events/${door.id}/registrations/${id}/cash`)),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.v).toMatchObject({ amount_owed: 0, result: 'already_checked_in' });
    const payments = await sql<{ source: string; amount_cents: number; created_by: string }>(
      t,
      'SELECT source, amount_cents, created_by FROM dues_payments WHERE attendance_id = $1',
      [id],
    );
    expect(payments).toEqual([{ source: 'manual', amount_cents: 2500, created_by: organiser.id }]);
    expect(await registration(members[3], door.id)).toMatchObject({ paid_cents: 2500, paid_at: expect.any(Date) });
    const mine = await as(members[3], api().get(`/api/events/${door.slug}/registration`)).expect(200);
    expect(mine.body.v.payment).toMatchObject({ status: 'paid', outstanding: 0 });
    const other = await as(organiser, api().post(`/api/admin/events/${event.id}/registrations/${id}/cash`));
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: 'errors.registration_not_found' });
  });
});

describe('refunds of paid places', () => {
  const PAYER_IBAN = 'SK8975000000000012345671';
  const refundsOf = (eventId: string) =>
    sql<{
      amount_cents: number;
      reason: string;
      iban: string | null;
      account_name: string | null;
      end_to_end_id: string;
    }>(
      t,
      'SELECT amount_cents, reason, iban, account_name, end_to_end_id FROM event_refunds WHERE event_id = $1 ORDER BY created_at',
      [eventId],
    );
  const resolutions = (eventId: string) =>
    sql<{ resolution: string | null }>(
      t,
      `SELECT p.resolution FROM dues_payments p JOIN event_attendances a ON a.id = p.attendance_id
        WHERE a.event_id = $1 ORDER BY p.created_at`,
      [eventId],
    );
  const pay = async (who: TestMember, slug: string, ref: string, amount: string) => {
    const vs = (await register(who, slug).expect(200)).body.v.payment.variable_symbol as string;
    await upload(
      '/api/admin/dues-imports',
      camt053('08', [{ ref, amount, endToEndId: `/VS${vs}/SS/KS`, debtor: 'Platiteľ Účtu' }]),
    ).expect(201);
    return vs;
  };

  it('owes a member who cancels before the refund deadline what they paid, to the account it came from, in a SEPA file', async () => {
    const trip = await insertEvent(t, { title: 'Výlet s obedom', date_start: fromNow(12 * DAY) });
    await as(organiser, api().patch(`/api/admin/events/${trip.id}`))
      .send({ price: 15, refund_deadline: fromNow(6 * DAY).toISOString() })
      .expect(200);
    const vs = await pay(members[0], trip.slug, 'RF-1', '15.00');
    await as(members[0], api().delete(`/api/events/${trip.slug}/registration`)).expect(200);
    const [refund] = await refundsOf(trip.id);
    expect(refund).toMatchObject({
      amount_cents: 1500,
      reason: 'member_cancelled',
      iban: PAYER_IBAN,
      account_name: 'Platiteľ Účtu',
    });
    expect(await resolutions(trip.id)).toEqual([{ resolution: 'returned' }]);
    const money = (await as(organiser, api().get(`/api/admin/events/${trip.id}`)).expect(200)).body.v.money;
    expect(money).toEqual({ received: 15, owed: 0, unpaid_count: 0, refunds_owed: 15, refunded: 0 });
    // The money waits for no assignment among the unmatched payments.
    const open = await as(treasurer, api().get('/api/admin/dues-payments')).expect(200);
    expect(open.body.v.map((p: { variable_symbol: string }) => p.variable_symbol)).not.toContain(vs);

    // The treasurer's SEPA file pays it: amount, account and reference, read back from the XML.
    const exported = await as(treasurer, api().post('/api/admin/refund-exports')).expect(201);
    const xml = (await as(treasurer, api().get(`/api/admin/refund-exports/${exported.body.v.id}/file`)).buffer(true))
      .text;
    const document = new XMLParser({
      parseTagValue: false,
      ignoreAttributes: false,
      isArray: (name) => name === 'CdtTrfTxInf',
    }).parse(xml).Document.CstmrCdtTrfInitn;
    const tx = document.PmtInf.CdtTrfTxInf.find(
      (x: { PmtId: { EndToEndId: string } }) => x.PmtId.EndToEndId === refund.end_to_end_id,
    );
    expect(tx).toMatchObject({
      Amt: { InstdAmt: { '#text': '15.00', '@_Ccy': 'EUR' } },
      Cdtr: { Nm: 'Platiteľ Účtu' },
      CdtrAcct: { Id: { IBAN: PAYER_IBAN } },
    });
    expect(tx.RmtInf.Ustrd).toContain(vs);
    expect(document.PmtInf.DbtrAcct.Id.IBAN).toBe(IBAN);
  });

  it('owes what was paid when staff cancel a registration, tells the member and gives the place on', async () => {
    const full = await insertEvent(t, { title: 'Plná dielňa', capacity: 1, date_start: fromNow(12 * DAY) });
    await as(organiser, api().patch(`/api/admin/events/${full.id}`))
      .send({ price: 5 })
      .expect(200);
    await pay(members[2], full.slug, 'RF-S', '5.00');
    expect((await register(members[3], full.slug).expect(200)).body.v.status).toBe('waitlisted');
    const [attendee] = (await as(organiser, api().get(`/api/admin/events/${full.id}/attendees`)).expect(200)).body.v;
    const path = `/api/admin/events/${full.id}/registrations/${attendee.registration_id}`;
    expect((await as(treasurer, api().delete(path))).status).toBe(403);
    await as(organiser, api().delete(path)).expect(204);
    await as(organiser, api().delete(path)).expect(204);
    expect((await refundsOf(full.id)).map((r) => [r.reason, r.amount_cents])).toEqual([['staff_cancelled', 500]]);
    expect(await registration(members[2], full.id)).toMatchObject({ status: 'cancelled' });
    expect(await registration(members[3], full.id)).toMatchObject({ status: 'registered' });
    const told = await mail.next(members[2].email, { subject: /Prihlásenie zrušené: Plná dielňa/ });
    expect(told.text).toContain('organizátori zrušili vaše prihlásenie');
    const other = await as(
      organiser,
      api().delete(`/api/admin/events/${event.id}/registrations/${attendee.registration_id}`),
    );
    expect(other.status).toBe(404);
  });

  it('keeps what a member paid who cancels after the refund deadline', async () => {
    const late = await insertEvent(t, { title: 'Neskoré zrušenie', date_start: fromNow(12 * DAY) });
    await as(organiser, api().patch(`/api/admin/events/${late.id}`))
      .send({ price: 10 })
      .expect(200);
    await pay(members[1], late.slug, 'RF-2', '10.00');
    await sql(t, `UPDATE events SET refund_deadline = now() - interval '1 hour' WHERE id = $1`, [late.id]);
    await as(members[1], api().delete(`/api/events/${late.slug}/registration`)).expect(200);
    expect(await refundsOf(late.id)).toEqual([]);
    expect(await resolutions(late.id)).toEqual([{ resolution: 'dismissed' }]);
  });

  it('owes everyone their money when the event is called off, and a payment that comes for a cancelled place', async () => {
    const off = await insertEvent(t, { title: 'Zrušená jazda', date_start: fromNow(12 * DAY) });
    await as(organiser, api().patch(`/api/admin/events/${off.id}`))
      .send({ price: 8 })
      .expect(200);
    await pay(members[2], off.slug, 'RF-3', '8.00');
    // A cancelled registration whose payment comes afterwards: owed back too.
    const vs = (await register(members[3], off.slug).expect(200)).body.v.payment.variable_symbol;
    await as(members[3], api().delete(`/api/events/${off.slug}/registration`)).expect(200);
    const preview = await upload(
      '/api/admin/dues-imports/preview',
      camt053('02', [{ ref: 'RF-4', amount: '8.00', note: `VS ${vs}` }]),
    ).expect(200);
    expect(preview.body.v.entries[0]).toMatchObject({
      outcome: 'registration_cancelled',
      event_title: 'Zrušená jazda',
    });
    await upload('/api/admin/dues-imports', camt053('02', [{ ref: 'RF-4', amount: '8.00', note: `VS ${vs}` }])).expect(
      201,
    );
    expect((await refundsOf(off.id)).map((r) => [r.reason, r.amount_cents])).toEqual([
      ['paid_after_cancellation', 800],
    ]);

    await as(organiser, api().delete(`/api/admin/events/${off.id}`)).expect(204);
    const refunds = await sql<{ reason: string; amount_cents: number; event_title: string; user_id: string }>(
      t,
      `SELECT reason, amount_cents, event_title, user_id FROM event_refunds WHERE event_title = 'Zrušená jazda' ORDER BY created_at`,
    );
    expect(refunds.map((r) => [r.reason, r.amount_cents, r.user_id])).toEqual([
      ['paid_after_cancellation', 800, members[3].id],
      ['event_cancelled', 800, members[2].id],
    ]);
    const open = await as(treasurer, api().get('/api/admin/dues-payments')).expect(200);
    expect(open.body.v.map((p: { amount: number }) => p.amount)).not.toContain(8);
  });
});
