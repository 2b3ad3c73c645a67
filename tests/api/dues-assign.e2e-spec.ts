// Assigning an unmatched payment by hand, against the real app, PostgreSQL and supabase-js accounts:
// the payer's account (IBAN) read from camt.053 statements of both versions and shown only to finance
// staff, the member search of the assign dialog (diacritics and word order ignored, at most ten
// members, each with their dues records) and the suggested records of a payment, ranked, each with
// its reasons (the payer's name, a variable symbol in the note, one with two digits swapped or one
// digit wrong, the amount still owed). The assignment stays one locked transaction: 409 the second time.
// A member who deletes their account takes the payer's name and account off their dues' payments.
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app';
import { bearer, createMember, sql, type TestMember } from '../support/members';
import { errorShape } from '../support/content';
import { camt053 } from '../support/camt053';
import { startMailCapture, type MailCapture } from '../support/mail';
import { DELETE_CONFIRMATION } from '../../server/src/modules/members/profile.dto';
import type { Clock } from '../../server/src/jobs/clock';

jest.setTimeout(120_000);

const YEAR = 2030;
const clock: Clock = { now: () => new Date(`${YEAR}-02-01T09:00:00Z`) };

let t: TestApp;
let mail: MailCapture;
let finance: TestMember;
let usersStaff: TestMember;
let jan: TestMember, jana: TestMember, eva: TestMember, peter: TestMember, maria: TestMember;
const vs = new Map<string, string>();

const as = (who: TestMember | undefined, req: request.Test) => (who ? req.set('authorization', bearer(who)) : req);
const api = () => request(t.url);
const named = (name: string, extra: object = {}) =>
  createMember(t, {
    verified: true,
    profile: { first_name: name.split(' ')[0], last_name: name.split(' ')[1] },
    ...extra,
  });

type Payment = {
  id: string;
  debtor_name: string | null;
  debtor_iban: string | null;
  amount: number;
  variable_symbol: string | null;
};
type Suggestion = { record: { id: string; variable_symbol: string; member: { id: string } }; reasons: string[] };
const unassigned = async (): Promise<Payment[]> =>
  (await as(finance, api().get('/api/admin/dues-payments?per_page=50')).expect(200)).body.v;
const paymentOf = async (debtor: string) => (await unassigned()).find((p) => p.debtor_name === debtor)!;
const suggestionsFor = async (id: string): Promise<Suggestion[]> =>
  (await as(finance, api().get(`/api/admin/dues-payments/${id}/suggestions`)).expect(200)).body.v;
/** Two adjacent digits swapped (the last two that differ). */
const swapped = (s: string) => {
  const i = [...s].findLastIndex((c, k) => k > 0 && c !== s[k - 1]);
  return s.slice(0, i - 1) + s[i] + s[i - 1] + s.slice(i + 1);
};

beforeAll(async () => {
  mail = await startMailCapture();
  t = await startTestApp(
    { SMTP_URL: mail.smtpUrl, AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', RATE_LIMIT_SIGN_UP: 'off' },
    { clock },
  );
  [finance, usersStaff, jan, jana, eva, peter, maria] = await Promise.all([
    createMember(t, { verified: true, permissions: { finance: 'full' } }),
    createMember(t, { verified: true, permissions: { users: 'full', events: 'full', content: 'full' } }),
    named('Ján Novák'),
    named('Jana Nováková'),
    named('Eva Kováčová'),
    named('Peter Horváth'),
    named('Mária Tóthová'),
  ]);
  // Eleven namesakes: the search answers ten (signed up in turn: the sign-up API takes a few at once).
  const namesakes: TestMember[] = [];
  for (let i = 0; i < 11; i++) namesakes.push(await named(`Igor${i} Testovský`));
  const regular = await as(finance, api().post('/api/admin/fee-plans'))
    .send({ name: 'Riadny člen', amount: 40 })
    .expect(201);
  const reduced = await as(finance, api().post('/api/admin/fee-plans'))
    .send({ name: 'Študent', amount: 20.5 })
    .expect(201);
  await as(finance, api().put('/api/admin/dues-settings'))
    .send({ iban: 'SK3112000000198742637541', beneficiary_name: 'EV Klub o.z.', default_plan_id: regular.body.v.id })
    .expect(200);
  await as(finance, api().put(`/api/admin/dues-members/${maria.id}`))
    .send({ plan_id: reduced.body.v.id })
    .expect(204);
  await as(finance, api().post('/api/admin/dues-years'))
    .send({ year: YEAR, due_date: `${YEAR}-03-31` })
    .expect(201);
  for (const r of await sql<{ user_id: string; variable_symbol: string }>(
    t,
    'SELECT user_id, variable_symbol FROM dues WHERE year = $1',
    [YEAR],
  ))
    vs.set(r.user_id, r.variable_symbol);
  // The year's request mails (a QR each) are out before the tests ask anything: on a loaded machine
  // their jobs would compete with the requests.
  for (const who of [finance, usersStaff, jan, jana, eva, peter, maria, ...namesakes])
    await mail.next(who.email, { subject: /Členský príspevok 2030/, timeoutMs: 60_000 });

  // One symbol digit wrong in a place no other record shares (the running numbers are the last digits).
  const typo = vs.get(jan.id)!.replace(/^(\d{4})\d/, '$19');
  await as(finance, api().post('/api/admin/dues-imports'))
    .attach(
      'file',
      Buffer.from(
        camt053('02', [
          {
            ref: 'AS02A1',
            amount: '40.00',
            endToEndId: '/VS9999999999',
            debtor: 'NOVAK JAN',
            debtorIban: 'SK6807200002891987426353',
          },
          {
            ref: 'AS02A2',
            amount: '40.00',
            note: `VS ${typo}`,
            debtor: 'Horváth Peter',
            debtorIban: 'SK0809000000000123123123',
          },
        ]),
      ),
      { filename: 'a.xml', contentType: 'application/xml' },
    )
    .expect(201);
  await as(finance, api().post('/api/admin/dues-imports'))
    .attach(
      'file',
      Buffer.from(
        camt053('08', [
          {
            ref: 'AS08B1',
            amount: '40.00',
            endToEndId: `/VS${swapped(vs.get(eva.id)!)}`,
            debtor: 'Acme s.r.o.',
            debtorIban: 'CZ6508000000192000145399',
          },
          { ref: 'AS08B2', amount: '40.00', note: `clensky prispevok ${vs.get(peter.id)} za rok`, debtor: 'Firma XY' },
          { ref: 'AS08B3', amount: '20.50', debtor: 'Neznámy platca', debtorIban: null },
        ]),
      ),
      { filename: 'b.xml', contentType: 'application/xml' },
    )
    .expect(201);
}, 110_000);
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

describe('the payer’s account', () => {
  it('is read from .001.02 and .001.08 statements, stored and listed with the payment; none when the statement names none', async () => {
    expect(await paymentOf('NOVAK JAN')).toMatchObject({
      debtor_iban: 'SK6807200002891987426353',
      amount: 40,
      variable_symbol: '9999999999',
    });
    expect(await paymentOf('Acme s.r.o.')).toMatchObject({ debtor_iban: 'CZ6508000000192000145399' });
    expect(await paymentOf('Neznámy platca')).toMatchObject({ debtor_iban: null });
    const stored = await sql<{ debtor_name: string; debtor_iban: string | null }>(
      t,
      'SELECT debtor_name, debtor_iban FROM dues_payments ORDER BY bank_ref',
    );
    expect(stored.map((r) => r.debtor_iban)).toEqual([
      'SK6807200002891987426353',
      'SK0809000000000123123123',
      'CZ6508000000192000145399',
      'SK8975000000000012345671',
      null,
    ]);
  });
});

describe('finding the member', () => {
  const search = (q: string, who = finance) => as(who, api().get('/api/admin/dues-members').query({ q }));

  it('finds members by name without diacritics, in any word order, or by e-mail, with their dues records; the best match first', async () => {
    const byName = await search('novak jan').expect(200);
    expect(byName.body.v.map((m: { member: { id: string } }) => m.member.id)).toEqual([jan.id, jana.id]);
    expect(byName.body.v[0]).toMatchObject({
      member: { id: jan.id, name: 'Ján Novák', email: jan.email },
      records: [{ year: YEAR, variable_symbol: vs.get(jan.id), status: 'waiting', outstanding: 40 }],
    });
    expect(
      (await search('Kováčová Eva').expect(200)).body.v.map((m: { member: { name: string } }) => m.member.name),
    ).toEqual(['Eva Kováčová']);
    expect(
      (await search(peter.email.slice(0, 14).toUpperCase()).expect(200)).body.v.map(
        (m: { member: { id: string } }) => m.member.id,
      ),
    ).toEqual([peter.id]);
    expect((await search('100%_').expect(200)).body.v).toEqual([]);
  });

  it('answers at most ten members', async () => {
    const res = await search('testovsky').expect(200);
    expect(res.body.v).toHaveLength(10);
  });

  it('refuses a query shorter than two letters', async () => {
    expect((await search('a')).body).toMatchObject(errorShape(400, 'errors.validation'));
  });
});

describe('suggested records', () => {
  it('suggests the member whose name the payer bears (diacritics and word order ignored), with why', async () => {
    const suggestions = await suggestionsFor((await paymentOf('NOVAK JAN')).id);
    expect(suggestions.map((s) => [s.record.member.id, s.reasons])).toEqual([[jan.id, ['name', 'amount']]]);
  });

  it('suggests a symbol with two digits swapped, and one found in the note', async () => {
    const [swap] = await suggestionsFor((await paymentOf('Acme s.r.o.')).id);
    expect({ member: swap.record.member.id, reasons: swap.reasons }).toEqual({
      member: eva.id,
      reasons: ['symbol_transposed', 'amount'],
    });
    const [inNote] = await suggestionsFor((await paymentOf('Firma XY')).id);
    expect({ member: inNote.record.member.id, symbol: inNote.record.variable_symbol, reasons: inNote.reasons }).toEqual(
      { member: peter.id, symbol: vs.get(peter.id), reasons: ['symbol_in_note', 'amount'] },
    );
  });

  it('ranks the payer’s name above a symbol one digit off, and offers the only record owing the amount', async () => {
    const ranked = await suggestionsFor((await paymentOf('Horváth Peter')).id);
    expect(ranked.slice(0, 2).map((s) => [s.record.member.id, s.reasons])).toEqual([
      [peter.id, ['name', 'amount']],
      [jan.id, ['symbol_typo', 'amount']],
    ]);
    expect(ranked.length).toBeLessThanOrEqual(5);
    const amount = await suggestionsFor((await paymentOf('Neznámy platca')).id);
    expect(amount.map((s) => [s.record.member.id, s.reasons])).toEqual([[maria.id, ['amount']]]);
  });

  it('assigns the suggested record in one locked step: paid, the payer’s account on the record’s payments, 409 the second time', async () => {
    const payment = await paymentOf('Acme s.r.o.');
    const [first] = await suggestionsFor(payment.id);
    const assigned = await as(finance, api().post(`/api/admin/dues-payments/${payment.id}/assignment`))
      .send({ variable_symbol: first.record.variable_symbol })
      .expect(200);
    expect(assigned.body.v).toMatchObject({
      status: 'paid',
      member: { id: eva.id },
      payments: [{ id: payment.id, debtor_iban: 'CZ6508000000192000145399' }],
    });
    const again = await as(finance, api().post(`/api/admin/dues-payments/${payment.id}/assignment`)).send({
      variable_symbol: first.record.variable_symbol,
    });
    expect(again.body).toEqual(errorShape(409, 'errors.dues_payment_already_assigned'));
    // A paid record is no longer suggested for a payment of the same amount.
    const other = await suggestionsFor((await paymentOf('NOVAK JAN')).id);
    expect(other.map((s) => s.record.member.id)).not.toContain(eva.id);
  });

  it('answers 404 for an unknown payment', async () => {
    const res = await as(
      finance,
      api().get('/api/admin/dues-payments/00000000-0000-4000-8000-000000000000/suggestions'),
    );
    expect(res.body).toEqual(errorShape(404, 'errors.dues_payment_not_found'));
  });
});

describe('who may see payers and search members', () => {
  it('answers 401 to a guest and 403 to members and staff without the finance area', async () => {
    const payment = await paymentOf('NOVAK JAN');
    for (const path of [
      '/api/admin/dues-members?q=novak',
      `/api/admin/dues-payments/${payment.id}/suggestions`,
      '/api/admin/dues-payments',
    ]) {
      const guest = await api().get(path);
      expect({ path, body: guest.body }).toEqual({ path, body: errorShape(401, 'errors.unauthorized') });
      for (const who of [usersStaff, jan]) {
        const res = await as(who, api().get(path));
        expect({ path, body: res.body }).toEqual({ path, body: errorShape(403, 'errors.missing_permission') });
      }
    }
  });
});

describe('a member exporting their data', () => {
  it('finds each year of their dues with the payments it received, the payer’s name and account included', async () => {
    const res = await as(eva, api().get('/api/profile/export')).expect(200);
    const dues = res.body.v.dues as {
      year: number;
      status: string;
      payments: {
        amount: number;
        currency: string;
        credited_amount: number | null;
        source: string;
        debtor_name: string | null;
        debtor_iban: string | null;
      }[];
    }[];
    expect(dues).toHaveLength(1);
    expect(dues[0]).toMatchObject({
      status: 'paid',
      payments: [
        {
          amount: 40,
          currency: 'EUR',
          credited_amount: null,
          source: 'bank',
          debtor_name: 'Acme s.r.o.',
          debtor_iban: 'CZ6508000000192000145399',
        },
      ],
    });
    // Only their own: another member's export has none of Eva's payments.
    const jans = (await as(jan, api().get('/api/profile/export')).expect(200)).body.v.dues as {
      payments: { debtor_iban: string | null }[];
    }[];
    expect(jans.flatMap((d) => d.payments).map((p) => p.debtor_iban)).not.toContain('CZ6508000000192000145399');
  });
});

describe('a member who deletes their account', () => {
  it('takes the payer’s name and account off the payments of their dues; the paid record, amounts and bank reference stay', async () => {
    const evasPayments = () =>
      sql<{
        id: string;
        debtor_name: string | null;
        debtor_iban: string | null;
        amount_cents: number;
        bank_ref: string;
        status: string;
      }>(
        t,
        'SELECT p.id, p.debtor_name, p.debtor_iban, p.amount_cents, p.bank_ref, d.status FROM dues_payments p JOIN dues d ON d.id = p.dues_id WHERE d.user_id = $1',
        [eva.id],
      );
    const [before] = await evasPayments();
    expect(before).toMatchObject({
      debtor_name: 'Acme s.r.o.',
      debtor_iban: 'CZ6508000000192000145399',
      amount_cents: 4000,
      status: 'paid',
    });
    await as(eva, api().delete('/api/profile')).send({ confirm: DELETE_CONFIRMATION }).expect(204);
    expect(await evasPayments()).toEqual([{ ...before, debtor_name: null, debtor_iban: null }]);
    // Other payers stay.
    expect((await paymentOf('NOVAK JAN')).debtor_iban).toBe('SK6807200002891987426353');
  });
});
