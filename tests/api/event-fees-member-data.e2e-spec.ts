// A member's paid registrations and refunds and their rights over their data, against the real app and
// PostgreSQL: the data export lists what each registration owed and received, the payments themselves (with
// the payer's account as the statement gave it) and the refunds (with the account in full); deleting the
// account owes back what a place still held, keeps a refund's account until it is paid, and erases the
// account and names of refunds once paid back (docs/product-rules.md §4 "Paid events").
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app';
import { bearer, createMember, sql, type TestMember } from '../support/members';
import { camt053 } from '../support/camt053';
import { DAY, fromNow, insertEvent } from '../support/events';
import { DELETE_CONFIRMATION } from '../../server/src/modules/members/profile.dto';

jest.setTimeout(120_000);

const PAYER_IBAN = 'SK6807200002891987426353';

let t: TestApp;
let treasurer: TestMember;
let organiser: TestMember;

const as = (who: TestMember, req: request.Test) => req.set('authorization', bearer(who));
const api = () => request(t.url);

/** A paid place of `who` at a new event of `price` euros, paid from PAYER_IBAN by a statement. */
async function paidPlace(who: TestMember, title: string, price: number, ref: string) {
  const event = await insertEvent(t, { title, date_start: fromNow(14 * DAY) });
  await as(organiser, api().patch(`/api/admin/events/${event.id}`))
    .send({ price })
    .expect(200);
  const registered = await as(who, api().post(`/api/events/${event.slug}/registration`))
    .send({})
    .expect(200);
  const vs = registered.body.v.payment.variable_symbol as string;
  const xml = camt053('08', [
    {
      ref,
      amount: price.toFixed(2),
      endToEndId: `/VS${vs}/SS/KS`,
      debtor: 'Účet Platiteľa',
      debtorIban: PAYER_IBAN,
    },
  ]);
  await as(treasurer, api().post('/api/admin/dues-imports'))
    .attach('file', Buffer.from(xml), { filename: 'vypis.xml', contentType: 'application/xml' })
    .expect(201);
  return { ...event, vs };
}

const refundsOf = (who: TestMember) =>
  sql<{ id: string; iban: string | null; account_name: string | null; member_name: string; refunded: boolean }>(
    t,
    `SELECT id, iban, account_name, member_name, refunded_at IS NOT NULL AS refunded
       FROM event_refunds WHERE user_id = $1 ORDER BY created_at`,
    [who.id],
  );

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', RATE_LIMIT_SIGN_UP: 'off' });
  [treasurer, organiser] = await Promise.all([
    createMember(t, { verified: true, permissions: { finance: 'full' } }),
    createMember(t, { verified: true, permissions: { events: 'full' } }),
  ]);
  await as(treasurer, api().put('/api/admin/dues-settings'))
    .send({ iban: 'SK3112000000198742637541', bic: 'TATRSKBX', beneficiary_name: 'EV Klub o.z.' })
    .expect(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

it('the data export lists what each registration owed and received, the payments and the refunds', async () => {
  const member = await createMember(t, { verified: true, profile: { first_name: 'Oľga', last_name: 'Exportná' } });
  const kept = await paidPlace(member, 'Trackday', 25, 'MD-1');
  const left = await paidPlace(member, 'Výlet', 15, 'MD-2');
  await as(member, api().delete(`/api/events/${left.slug}/registration`)).expect(200);

  const exported = (await as(member, api().get('/api/profile/export')).expect(200)).body.v;
  const byTitle = new Map(exported.event_attendances.map((a: { event_title: string }) => [a.event_title, a]));
  const trackday = byTitle.get('Trackday') as { id: string };
  expect(trackday).toMatchObject({
    status: 'registered',
    companions: 0,
    amount: 25,
    paid: 25,
    variable_symbol: kept.vs,
    paid_at: expect.any(String),
  });
  expect(byTitle.get('Výlet')).toMatchObject({ status: 'cancelled', amount: 15, paid: 15, variable_symbol: left.vs });
  expect(exported.event_payments).toHaveLength(2);
  expect(exported.event_payments[0]).toMatchObject({
    registration_id: trackday.id,
    dues_id: null,
    amount: 25,
    variable_symbol: kept.vs,
    debtor_name: 'Účet Platiteľa',
    debtor_iban: PAYER_IBAN,
  });
  expect(exported.refunds).toEqual([
    expect.objectContaining({
      event_title: 'Výlet',
      amount: 15,
      reason: 'member_cancelled',
      status: 'owed',
      iban: PAYER_IBAN,
      account_name: 'Účet Platiteľa',
    }),
  ]);
});

it('deleting the account keeps a refund’s account until it is paid, then erases it with the names', async () => {
  const member = await createMember(t, {
    verified: true,
    profile: { first_name: 'Rudolf', last_name: 'Odchádzajúci' },
  });
  // One refund paid back before the account is deleted, one place still held when it is.
  const earlier = await paidPlace(member, 'Skorší výlet', 10, 'MD-3');
  await as(member, api().delete(`/api/events/${earlier.slug}/registration`)).expect(200);
  const [paidBack] = await refundsOf(member);
  await as(treasurer, api().post(`/api/admin/refunds/${paidBack.id}/refunded`)).expect(200);
  await paidPlace(member, 'Neskoršia jazda', 20, 'MD-4');

  await as(member, api().delete('/api/profile')).send({ confirm: DELETE_CONFIRMATION }).expect(204);
  const [settled, owed] = await refundsOf(member);
  expect(settled).toEqual({
    ...paidBack,
    iban: null,
    account_name: null,
    member_name: 'Vymazaný člen',
    refunded: true,
  });
  // The place the deletion cancelled is owed back to the account it was paid from.
  expect(owed).toMatchObject({
    iban: PAYER_IBAN,
    account_name: 'Účet Platiteľa',
    member_name: 'Rudolf Odchádzajúci',
    refunded: false,
  });
  const payers = await sql<{ debtor_iban: string | null }>(
    t,
    'SELECT p.debtor_iban FROM dues_payments p JOIN event_attendances a ON a.id = p.attendance_id WHERE a.user_id = $1',
    [member.id],
  );
  expect(payers).toEqual([{ debtor_iban: null }, { debtor_iban: null }]);

  await as(treasurer, api().post(`/api/admin/refunds/${owed.id}/refunded`)).expect(200);
  expect((await refundsOf(member))[1]).toEqual({
    ...owed,
    iban: null,
    account_name: null,
    member_name: 'Vymazaný člen',
    refunded: true,
  });
  // Other members' refunds keep theirs.
  const other = await createMember(t, { verified: true });
  const theirs = await paidPlace(other, 'Iná udalosť', 5, 'MD-5');
  await as(other, api().delete(`/api/events/${theirs.slug}/registration`)).expect(200);
  const [kept] = await refundsOf(other);
  await as(treasurer, api().post(`/api/admin/refunds/${kept.id}/refunded`)).expect(200);
  expect((await refundsOf(other))[0]).toMatchObject({ iban: PAYER_IBAN, refunded: true });
});
