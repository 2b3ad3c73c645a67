// An event payment that matched nothing in the statement (a symbol mistyped, none given, another
// currency) waits among the unmatched payments and is assigned by hand to a registration for a paid
// event, against the real app, PostgreSQL and a real SMTP capture: the registrations it most likely
// pays for are suggested with why; the assignment counts the money as the import does (paid in full,
// the member's confirmation mail; for a cancelled registration, a refund to the payer); it happens
// once; wrong symbols, another currency without the euros credited and staff without finance are refused.
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app';
import { bearer, createMember, sql, type TestMember } from '../support/members';
import { errorShape } from '../support/content';
import { startMailCapture, type MailCapture } from '../support/mail';
import { camt053 } from '../support/camt053';
import { DAY, fromNow, insertEvent } from '../support/events';

jest.setTimeout(120_000);

let t: TestApp;
let mail: MailCapture;
let treasurer: TestMember;
let organiser: TestMember;
let eva: TestMember;
let jan: TestMember;
let event: { id: string; slug: string };

const as = (who: TestMember, req: request.Test) => req.set('authorization', bearer(who));
const api = () => request(t.url);
const register = (who: TestMember, slug: string, body: object = {}) =>
  as(who, api().post(`/api/events/${slug}/registration`)).send(body);
const importStatement = (xml: string) =>
  as(treasurer, api().post('/api/admin/dues-imports'))
    .attach('file', Buffer.from(xml), { filename: 'vypis.xml', contentType: 'application/xml' })
    .expect(201);
/** The unmatched payment with this bank reference. */
const unmatched = async (ref: string): Promise<string> =>
  (await sql<{ id: string }>(t, "SELECT id FROM dues_payments WHERE bank_ref LIKE '%:' || $1", [ref]))[0].id;
const paymentOf = async (who: TestMember, eventId: string) =>
  (
    await sql<{ status: string; paid_cents: number; paid: boolean }>(
      t,
      'SELECT status, paid_cents, paid_at IS NOT NULL AS paid FROM event_attendances WHERE user_id = $1 AND event_id = $2',
      [who.id, eventId],
    )
  )[0];
const suggestions = async (paymentId: string) =>
  (await as(treasurer, api().get(`/api/admin/dues-payments/${paymentId}/registration-suggestions`)).expect(200)).body
    .v as { registration: { variable_symbol: string; member: { name: string } }; reasons: string[] }[];
const assign = (paymentId: string, body: object) =>
  as(treasurer, api().post(`/api/admin/dues-payments/${paymentId}/registration-assignment`)).send(body);

beforeAll(async () => {
  mail = await startMailCapture();
  t = await startTestApp({
    SMTP_URL: mail.smtpUrl,
    AUTH_AUTOCONFIRM: 'true',
    AUTH_BCRYPT_COST: '4',
    RATE_LIMIT_SIGN_UP: 'off',
  });
  [treasurer, organiser, eva, jan] = await Promise.all([
    createMember(t, { verified: true, permissions: { finance: 'full' } }),
    createMember(t, { verified: true, permissions: { events: 'full' } }),
    createMember(t, { verified: true, profile: { first_name: 'Eva', last_name: 'Kováčová' } }),
    createMember(t, { verified: true, profile: { first_name: 'Ján', last_name: 'Novák' } }),
  ]);
  await as(treasurer, api().put('/api/admin/dues-settings'))
    .send({ iban: 'SK3112000000198742637541', bic: 'TATRSKBX', beneficiary_name: 'EV Klub o.z.' })
    .expect(200);
  event = await insertEvent(t, { title: 'Zimná dielňa pneumatík', date_start: fromNow(20 * DAY) });
  await as(organiser, api().patch(`/api/admin/events/${event.id}`))
    .send({ price: 18.5 })
    .expect(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

describe('an event payment that matched nothing', () => {
  it('is suggested for the registration it most likely pays, and assigned by hand: paid, the member thanked, once', async () => {
    const vs = (await register(eva, event.slug).expect(200)).body.v.payment.variable_symbol as string;
    await register(jan, event.slug).expect(200);
    // Two neighbouring digits of the symbol swapped (the last two that differ), paid from Eva's own account.
    let i = 8;
    while (vs[i] === vs[i + 1]) i--;
    const slipped = vs.slice(0, i) + vs[i + 1] + vs[i] + vs.slice(i + 2);
    await importStatement(
      camt053('08', [{ ref: 'EA-1', amount: '18.50', endToEndId: `/VS${slipped}/SS/KS`, debtor: 'Eva Kováčová' }]),
    );
    const payment = await unmatched('EA-1');
    const [best, ...rest] = await suggestions(payment);
    expect(best.registration).toMatchObject({
      variable_symbol: vs,
      event_title: 'Zimná dielňa pneumatík',
      member: { name: 'Eva Kováčová', email: eva.email },
      status: 'registered',
      amount: 18.5,
      paid: 0,
      outstanding: 18.5,
    });
    expect(best.reasons).toEqual(['name', 'symbol_transposed', 'amount']);
    // Ján owes the same amount, which alone suggests him only after Eva.
    expect(rest.map((s) => s.registration.member.name)).toEqual(['Ján Novák']);

    const done = await assign(payment, { variable_symbol: vs }).expect(200);
    expect(done.body.v).toMatchObject({ variable_symbol: vs, paid: 18.5, outstanding: 0 });
    expect(await paymentOf(eva, event.id)).toEqual({ status: 'registered', paid_cents: 1850, paid: true });
    await mail.next(eva.email, { subject: /Platba prijatá: Zimná dielňa pneumatík/ });
    const open = await as(treasurer, api().get('/api/admin/dues-payments')).expect(200);
    expect(open.body.v.map((p: { id: string }) => p.id)).not.toContain(payment);
    const member = await as(eva, api().get(`/api/events/${event.slug}/registration`)).expect(200);
    expect(member.body.v.payment).toMatchObject({ status: 'paid', outstanding: 0 });

    const again = await assign(payment, { variable_symbol: vs });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(errorShape(409, 'errors.dues_payment_already_assigned'));
    expect(await paymentOf(eva, event.id)).toMatchObject({ paid_cents: 1850 });
    // A registration paid in full is suggested no more.
    await importStatement(camt053('08', [{ ref: 'EA-2', amount: '18.50', debtor: 'Eva Kováčová' }]));
    expect((await suggestions(await unmatched('EA-2'))).map((s) => s.registration.member.name)).toEqual(['Ján Novák']);
  });

  it('refuses a symbol no registration has, a malformed one, an unknown payment and staff without finance', async () => {
    await importStatement(camt053('08', [{ ref: 'EB-1', amount: '5.00', debtor: 'Niekto Iný' }]));
    const payment = await unmatched('EB-1');
    // No registration has it; a dues record's symbol (its year first) is no registration's either.
    for (const variable_symbol of ['9999999999', '2030000001']) {
      const res = await assign(payment, { variable_symbol });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(errorShape(404, 'errors.registration_not_found'));
    }
    const bad = await assign(payment, { variable_symbol: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(errorShape(400, 'errors.validation'));
    const missing = await assign('6f1c0c3e-2a55-4b8e-9d7f-0c8f2f4f0a11', { variable_symbol: '9000000001' });
    expect(missing.body).toEqual(errorShape(404, 'errors.dues_payment_not_found'));
    const [{ variable_symbol: jansVs }] = await sql<{ variable_symbol: string }>(
      t,
      'SELECT variable_symbol FROM event_attendances WHERE user_id = $1 AND event_id = $2',
      [jan.id, event.id],
    );
    for (const who of [organiser, jan]) {
      const res = await as(who, api().post(`/api/admin/dues-payments/${payment}/registration-assignment`)).send({
        variable_symbol: jansVs,
      });
      expect(res.status).toBe(403);
      const list = await as(who, api().get(`/api/admin/dues-payments/${payment}/registration-suggestions`));
      expect(list.status).toBe(403);
    }
    expect(await paymentOf(jan, event.id)).toMatchObject({ paid_cents: 0 });
  });

  it('counts a payment in another currency with the euros the bank credited, which staff give', async () => {
    const workshop = await insertEvent(t, { title: 'Jazda do Viedne', date_start: fromNow(15 * DAY) });
    await as(organiser, api().patch(`/api/admin/events/${workshop.id}`))
      .send({ price: 30 })
      .expect(200);
    const vs = (await register(jan, workshop.slug).expect(200)).body.v.payment.variable_symbol as string;
    await importStatement(
      camt053('08', [{ ref: 'EC-1', amount: '760.00', currency: 'CZK', note: `VS ${vs}`, debtor: 'Ján Novák' }]),
    );
    const payment = await unmatched('EC-1');
    const needs = await assign(payment, { variable_symbol: vs });
    expect(needs.status).toBe(409);
    expect(needs.body).toEqual(errorShape(409, 'errors.dues_payment_currency'));
    expect((await suggestions(payment))[0]).toMatchObject({
      registration: { variable_symbol: vs },
      reasons: ['symbol', 'name'],
    });
    await assign(payment, { variable_symbol: vs, credited_amount: 30 }).expect(200);
    expect(await paymentOf(jan, workshop.id)).toEqual({ status: 'registered', paid_cents: 3000, paid: true });
    const money = (await as(organiser, api().get(`/api/admin/events/${workshop.id}`)).expect(200)).body.v.money;
    expect(money).toMatchObject({ received: 30, owed: 0, unpaid_count: 0 });
  });

  it('owes the money back to the payer when the registration had ended', async () => {
    const trip = await insertEvent(t, { title: 'Výlet k jazeru', date_start: fromNow(11 * DAY) });
    await as(organiser, api().patch(`/api/admin/events/${trip.id}`))
      .send({ price: 12 })
      .expect(200);
    const vs = (await register(eva, trip.slug).expect(200)).body.v.payment.variable_symbol as string;
    await as(eva, api().delete(`/api/events/${trip.slug}/registration`)).expect(200);
    await importStatement(
      camt053('08', [{ ref: 'ED-1', amount: '12.00', debtor: 'Eva Kováčová', debtorIban: 'SK6807200002891987426353' }]),
    );
    await assign(await unmatched('ED-1'), { variable_symbol: vs }).expect(200);
    const refunds = await sql<{ amount_cents: number; reason: string; iban: string }>(
      t,
      'SELECT amount_cents, reason, iban FROM event_refunds WHERE event_id = $1',
      [trip.id],
    );
    expect(refunds).toEqual([
      { amount_cents: 1200, reason: 'paid_after_cancellation', iban: 'SK6807200002891987426353' },
    ]);
  });
});
