// Membership dues end to end against the real app, PostgreSQL, supabase-js accounts and a real SMTP
// capture (MailDev): staff set the club's payment details and plans, open a year (a record with a
// variable symbol per verified member, the request mail with the PAY by square QR inline), import
// hand-written camt.053 statements of both versions (exact match, symbol only in the note, partial
// then the rest, overpayment, unknown symbol, other currency, a debit, the same file twice, two
// imports at once), assign what matched nothing, take cash by hand; the injected clock drives the
// reminders before and after the due date. Who may see what: a member only their own record.
import request from 'supertest';
import { decode } from 'bysquare/pay';
import { startTestApp, type TestApp } from '../support/app';
import { bearer, createMember, sql, type TestMember } from '../support/members';
import { errorShape } from '../support/content';
import { startMailCapture, type MailCapture } from '../support/mail';
import { camt053 } from '../support/camt053';
import type { Clock } from '../../server/src/jobs/clock';
import { DuesJobsService } from '../../server/src/modules/dues/dues-jobs.service';

// Mails pass through the job queue and SMTP: on a loaded machine that takes a while.
jest.setTimeout(120_000);

const YEAR = 2030;
let clockNow = new Date(`${YEAR}-02-01T09:00:00Z`);
const clock: Clock = { now: () => clockNow };

let t: TestApp;
let mail: MailCapture;
let staff: TestMember;
let otherStaff: TestMember;
let members: TestMember[];
let unverified: TestMember;
const vs = new Map<string, string>();
const duesIds = new Map<string, string>();

const as = (who: TestMember | undefined, req: request.Test) => (who ? req.set('authorization', bearer(who)) : req);
const api = () => request(t.url);
const upload = (who: TestMember, path: string, xml: string | Buffer, name = 'vypis.xml') =>
  as(who, api().post(path)).attach('file', Buffer.isBuffer(xml) ? xml : Buffer.from(xml), {
    filename: name,
    contentType: 'application/xml',
  });
const count = async (table: string) => (await sql<{ n: number }>(t, `SELECT count(*)::int AS n FROM ${table}`))[0].n;
const record = async (who: TestMember) =>
  (
    await sql<{ status: string; paid_cents: number; amount_cents: number }>(
      t,
      'SELECT status, paid_cents, amount_cents FROM dues WHERE user_id = $1 AND year = $2',
      [who.id, YEAR],
    )
  )[0];

beforeAll(async () => {
  mail = await startMailCapture();
  t = await startTestApp(
    { SMTP_URL: mail.smtpUrl, AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', RATE_LIMIT_SIGN_UP: 'off' },
    { clock },
  );
  const names = ['Ján Novák', 'Eva Kováčová', 'Peter Horváth', 'Mária Tóthová', 'Juraj Baláž', 'Zuzana Varga'];
  [staff, otherStaff, unverified, ...members] = await Promise.all([
    createMember(t, { verified: true, permissions: { finance: 'full' } }),
    createMember(t, { verified: true, permissions: { users: 'full', events: 'full', content: 'full' } }),
    createMember(t),
    ...names.map((n) =>
      createMember(t, { verified: true, profile: { first_name: n.split(' ')[0], last_name: n.split(' ')[1] } }),
    ),
  ]);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

describe('who may see dues', () => {
  it('answers 401 to a guest and 403 errors.missing_permission to members and staff without the finance area', async () => {
    for (const path of [
      '/api/me/dues',
      '/api/admin/dues',
      '/api/admin/fee-plans',
      '/api/admin/dues-settings',
      '/api/admin/dues-imports',
      '/api/admin/dues/summary',
    ]) {
      const res = await api().get(path);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 401,
        body: errorShape(401, 'errors.unauthorized'),
      });
    }
    for (const path of [
      '/api/admin/dues',
      '/api/admin/fee-plans',
      '/api/admin/dues-settings',
      '/api/admin/dues-imports',
      '/api/admin/dues/summary',
      '/api/admin/dues-payments',
    ]) {
      for (const who of [members[0], otherStaff]) {
        const res = await as(who, api().get(path));
        expect({ path, status: res.status, body: res.body }).toEqual({
          path,
          status: 403,
          body: errorShape(403, 'errors.missing_permission'),
        });
      }
    }
    const res = await upload(otherStaff, '/api/admin/dues-imports', camt053('02', []));
    expect(res.status).toBe(403);
  });
});

describe('setting up: payment details and plans', () => {
  it('refuses an IBAN with a wrong check digit, a BIC that is none, a negative plan and more than two decimals, storing nothing', async () => {
    const bad = await as(staff, api().put('/api/admin/dues-settings')).send({
      iban: 'SK3212000000198742637541',
      beneficiary_name: 'EV Klub o.z.',
    });
    expect({ status: bad.status, body: bad.body }).toEqual({
      status: 400,
      body: errorShape(400, 'errors.iban_invalid'),
    });
    const bic = await as(staff, api().put('/api/admin/dues-settings')).send({ bic: 'TATR' });
    expect({ status: bic.status, body: bic.body }).toEqual({
      status: 400,
      body: errorShape(400, 'errors.bic_invalid'),
    });
    expect((await sql(t, 'SELECT iban, beneficiary_name FROM dues_settings'))[0] ?? { iban: null }).toMatchObject({
      iban: null,
    });
    for (const amount of [-1, 40.123, '40']) {
      const res = await as(staff, api().post('/api/admin/fee-plans')).send({ name: 'Zlý plán', amount });
      expect({ amount, status: res.status, body: res.body }).toEqual({
        amount,
        status: 400,
        body: errorShape(400, 'errors.validation'),
      });
    }
    expect(await count('fee_plans')).toBe(0);
  });

  it('refuses to open a year before the payment details and a default plan are set', async () => {
    const res = await as(staff, api().post('/api/admin/dues-years')).send({ year: YEAR, due_date: `${YEAR}-03-31` });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 409,
      body: errorShape(409, 'errors.dues_settings_missing'),
    });
    expect(await count('dues_years')).toBe(0);
  });

  it('stores plans and the payment details, the IBAN compacted', async () => {
    const regular = await as(staff, api().post('/api/admin/fee-plans'))
      .send({ name: 'Riadny člen', amount: 40 })
      .expect(201);
    const reduced = await as(staff, api().post('/api/admin/fee-plans'))
      .send({ name: 'Študent', amount: 20.5, description: 'Študenti a dôchodcovia' })
      .expect(201);
    expect(reduced.body.v).toMatchObject({ name: 'Študent', amount: 20.5 });
    const dup = await as(staff, api().post('/api/admin/fee-plans')).send({ name: 'Študent', amount: 1 });
    expect(dup.status).toBe(409);
    const settings = await as(staff, api().put('/api/admin/dues-settings'))
      .send({
        iban: 'sk31 1200 0000 1987 4263 7541',
        bic: 'tatrskbx',
        beneficiary_name: 'EV Klub o.z.',
        default_plan_id: regular.body.v.id,
      })
      .expect(200);
    expect(settings.body.v).toEqual({
      iban: 'SK3112000000198742637541',
      bic: 'TATRSKBX',
      beneficiary_name: 'EV Klub o.z.',
      default_plan_id: regular.body.v.id,
      reminder_days_before: 7,
    });
    // The fifth member is on the reduced plan, the sixth is an honorary member.
    await as(staff, api().put(`/api/admin/dues-members/${members[4].id}`))
      .send({ plan_id: reduced.body.v.id })
      .expect(204);
    await as(staff, api().put(`/api/admin/dues-members/${members[5].id}`))
      .send({ waived: true, note: 'Čestný člen' })
      .expect(204);
  });
});

describe('opening the year', () => {
  it('creates one record per verified member with unique numeric variable symbols and mails the request with the QR inline, once', async () => {
    const res = await as(staff, api().post('/api/admin/dues-years'))
      .send({ year: YEAR, due_date: `${YEAR}-03-31`, grace_days: 14 })
      .expect(201);
    // staff ×2 + 5 paying members (the honorary one is waived)
    expect(res.body.v).toMatchObject({ year: YEAR, due_date: `${YEAR}-03-31`, grace_days: 14, created: 7 });
    const again = await as(staff, api().post('/api/admin/dues-years')).send({ year: YEAR, due_date: `${YEAR}-03-31` });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('errors.dues_year_exists');

    const rows = await sql<{
      id: string;
      user_id: string;
      variable_symbol: string;
      amount_cents: number;
      status: string;
    }>(t, 'SELECT id, user_id, variable_symbol, amount_cents, status FROM dues WHERE year = $1', [YEAR]);
    expect(rows).toHaveLength(8);
    expect(rows.find((r) => r.user_id === unverified.id)).toBeUndefined();
    for (const r of rows) expect(r.variable_symbol).toMatch(/^\d{1,10}$/);
    expect(new Set(rows.map((r) => r.variable_symbol)).size).toBe(8);
    for (const r of rows) {
      vs.set(r.user_id, r.variable_symbol);
      duesIds.set(r.user_id, r.id);
    }
    expect(rows.find((r) => r.user_id === members[4].id)).toMatchObject({ amount_cents: 2050, status: 'waiting' });
    expect(rows.find((r) => r.user_id === members[5].id)).toMatchObject({ status: 'waived' });

    const request0 = await mail.next(members[0].email, { subject: /Členský príspevok 2030/, timeoutMs: 60_000 });
    expect(request0.text).toContain(`Variabilný symbol: ${vs.get(members[0].id)}`);
    expect(request0.text).toContain('IBAN: SK3112000000198742637541');
    expect(request0.text).toContain('Suma: 40,00 €');
    expect(request0.text).not.toContain('odhláste sa');
    expect(request0.html).toContain('src="cid:pay-by-square"');
    const full = (await (await fetch(new URL(`email/${request0.id}`, mail.webUrl))).json()) as {
      attachments?: { contentType: string; contentId?: string; cid?: string }[];
    };
    expect(full.attachments?.map((a) => [a.contentType, a.contentId ?? a.cid])).toEqual([
      ['image/png', 'pay-by-square'],
    ]);
    for (const who of [staff, otherStaff, ...members.slice(1, 5)])
      await mail.next(who.email, { subject: /Členský príspevok 2030/, timeoutMs: 60_000 });
    await mail.expectNone(members[5].email, 300);
    // The sweep (every minute, any instance) finds every request queued already.
    await t.app.get(DuesJobsService).sweep();
    await mail.expectNone(members[0].email, 1500);
  });

  it('gives a member verified later their record and request too', async () => {
    await sql(t, 'UPDATE profiles SET is_verified = true WHERE id = $1', [unverified.id]);
    await t.app.get(DuesJobsService).sweep();
    const [row] = await sql<{ variable_symbol: string }>(t, 'SELECT variable_symbol FROM dues WHERE user_id = $1', [
      unverified.id,
    ]);
    expect(row.variable_symbol).toMatch(/^\d{10}$/);
    await mail.next(unverified.email, { subject: /Členský príspevok 2030/, timeoutMs: 60_000 });
  });
});

describe('GET /api/me/dues', () => {
  it('shows the member their own record with the payment details and a PAY by square that decodes to them', async () => {
    const res = await as(members[0], api().get('/api/me/dues')).expect(200);
    expect(res.body.v).toMatchObject({
      current: {
        year: YEAR,
        amount: 40,
        paid: 0,
        outstanding: 40,
        status: 'waiting',
        variable_symbol: vs.get(members[0].id),
        due_date: `${YEAR}-03-31`,
        payment_note: `Členský príspevok ${YEAR}, Ján Novák`,
      },
      past: [],
      payment: { iban: 'SK3112000000198742637541', bic: 'TATRSKBX', beneficiary_name: 'EV Klub o.z.' },
    });
    const [payment] = decode(res.body.v.pay_by_square).payments;
    expect(payment).toMatchObject({
      amount: 40,
      variableSymbol: vs.get(members[0].id),
      currencyCode: 'EUR',
      paymentNote: `Clensky prispevok ${YEAR}, Jan Novak`,
      beneficiary: { name: 'EV Klub o.z.' },
    });
    expect(payment.bankAccounts[0].iban).toBe('SK3112000000198742637541');
  });

  it('answers 404 for another member’s record and 200 for one’s own', async () => {
    const other = await as(members[1], api().get(`/api/me/dues/${duesIds.get(members[0].id)}`));
    expect({ status: other.status, body: other.body }).toEqual({
      status: 404,
      body: errorShape(404, 'errors.dues_not_found'),
    });
    await as(members[0], api().get(`/api/me/dues/${duesIds.get(members[0].id)}`)).expect(200);
  });
});

describe('importing camt.053 statements', () => {
  const first = () =>
    camt053('02', [
      {
        ref: 'TB20300316A001',
        amount: '40.00',
        endToEndId: `/VS${vs.get(members[0].id)}/SS/KS0308`,
        debtor: 'Ján Novák',
        note: 'Clensky prispevok',
      },
      {
        ref: 'TB20300316A002',
        amount: '40.00',
        note: `clensky prispevok VS ${vs.get(members[1].id)} Kovacova`,
        debtor: 'Eva Kováčová',
      },
      { ref: 'TB20300316A003', amount: '15.00', endToEndId: `/VS${vs.get(members[2].id)}`, debtor: 'Peter Horváth' },
      { ref: 'TB20300316A004', amount: '40.00', endToEndId: '/VS9999999999/SS/KS', debtor: 'Neznámy platca' },
      {
        ref: 'TB20300316A005',
        amount: '40.00',
        currency: 'CZK',
        endToEndId: `/VS${vs.get(members[3].id)}`,
        debtor: 'Mária Tóthová',
      },
      { ref: 'TB20300316A006', amount: '12.90', debit: true, note: 'Poplatok za vedenie účtu' },
    ]);

  it('previews what confirming would do, writing nothing', async () => {
    const res = await upload(staff, '/api/admin/dues-imports/preview', first()).expect(200);
    expect(res.body.v.format).toBe('camt.053.001.02');
    expect(res.body.v.counts).toEqual({
      matched: 2,
      partly_paid: 1,
      overpaid: 0,
      registration_cancelled: 0,
      unknown_symbol: 1,
      other_currency: 1,
      debit: 1,
      refund_paid: 0,
      imported_before: 0,
    });
    expect(res.body.v.entries.map((e: { outcome: string }) => e.outcome)).toEqual([
      'matched',
      'matched',
      'partly_paid',
      'unknown_symbol',
      'other_currency',
      'debit',
    ]);
    expect(res.body.v.entries[1]).toMatchObject({
      variable_symbol: vs.get(members[1].id),
      member_name: 'Eva Kováčová',
      amount: 40,
    });
    expect(await count('dues_payments')).toBe(0);
  });

  it('confirms in one go: paid, partly paid, unassigned kept for staff, debit ignored, one thank-you each', async () => {
    const res = await upload(staff, '/api/admin/dues-imports', first()).expect(201);
    expect(res.body.v).toMatchObject({ format: 'camt.053.001.02', entries: 6, recorded: 5, matched: 3 });
    expect(await record(members[0])).toMatchObject({ status: 'paid', paid_cents: 4000 });
    expect(await record(members[1])).toMatchObject({ status: 'paid', paid_cents: 4000 });
    expect(await record(members[2])).toMatchObject({ status: 'partly_paid', paid_cents: 1500 });
    expect(await record(members[3])).toMatchObject({ status: 'waiting', paid_cents: 0 });
    const thanks = await mail.next(members[0].email, {
      subject: /Ďakujeme za členský príspevok 2030/,
      timeoutMs: 60_000,
    });
    expect(thanks.text).toContain('40,00 €');
    await mail.next(members[1].email, { subject: /Ďakujeme/, timeoutMs: 60_000 });
    await mail.expectNone(members[2].email, 1000);
  });

  it('changes nothing when the same statement comes again: refused with a code, no empty import recorded', async () => {
    const before = {
      payments: await count('dues_payments'),
      imports: await count('dues_imports'),
      dues: await sql(t, 'SELECT id, status, paid_cents FROM dues ORDER BY id'),
    };
    const preview = await upload(staff, '/api/admin/dues-imports/preview', first()).expect(200);
    // debits are never recorded
    expect(preview.body.v.counts).toMatchObject({ imported_before: 5, debit: 1, matched: 0 });
    const res = await upload(staff, '/api/admin/dues-imports', first()).expect(409);
    expect(res.body).toEqual(errorShape(409, 'errors.statement_nothing_new'));
    expect({
      payments: await count('dues_payments'),
      imports: await count('dues_imports'),
      dues: await sql(t, 'SELECT id, status, paid_cents FROM dues ORDER BY id'),
    }).toEqual(before);
    await mail.expectNone(members[0].email, 1000);
  });

  it('takes the rest of a partial payment and an overpayment from a .001.08 statement, and two imports at once record each entry once', async () => {
    const second = camt053('08', [
      {
        ref: 'TB20300320B001',
        amount: '25.00',
        structuredRef: `/VS${vs.get(members[2].id)}/SS/KS0558`,
        debtor: 'Peter Horváth',
        bookedOn: '2030-03-20',
      },
      {
        ref: 'TB20300320B002',
        amount: '50.00',
        endToEndId: `/VS${vs.get(members[4].id)}/SS/KS`,
        debtor: 'Juraj Baláž',
        bookedOn: '2030-03-20',
      },
    ]);
    const preview = await upload(staff, '/api/admin/dues-imports/preview', second).expect(200);
    expect(preview.body.v).toMatchObject({ format: 'camt.053.001.08', counts: { matched: 1, overpaid: 1 } });
    expect(preview.body.v.entries[0]).toMatchObject({ debtor_name: 'Peter Horváth', booked_on: '2030-03-20' });
    const imports = await count('dues_imports');
    const [a, b] = await Promise.all([
      upload(staff, '/api/admin/dues-imports', second),
      upload(staff, '/api/admin/dues-imports', second),
    ]);
    // Each entry once: one import records both, the other finds nothing new (refused, not recorded empty).
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.status === 201)!.body.v.recorded).toBe(2);
    expect(await count('dues_imports')).toBe(imports + 1);
    expect(await record(members[2])).toMatchObject({ status: 'paid', paid_cents: 4000 });
    expect(await record(members[4])).toMatchObject({ status: 'paid', paid_cents: 5000, amount_cents: 2050 });
    await mail.next(members[2].email, { subject: /Ďakujeme/, timeoutMs: 60_000 });
    await mail.expectNone(members[2].email, 1500);
  });

  it('refuses DOCTYPEs and entities, malformed XML, other formats, more than two decimals and oversized files, storing nothing', async () => {
    const before = await count('dues_payments');
    const imports = await count('dues_imports');
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n${first().split('\n').slice(1).join('\n').replace('Neznámy platca', '&xxe;')}`;
    const laughs = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>\n<Document>&lol2;</Document>`;
    const cases: [string, string | Buffer, number, string][] = [
      ['xxe', xxe, 400, 'errors.xml_doctype_forbidden'],
      ['billion laughs', laughs, 400, 'errors.xml_doctype_forbidden'],
      ['malformed', first().replace('</BkToCstmrStmt>', ''), 400, 'errors.xml_malformed'],
      ['camt.052', first().replaceAll('camt.053.001.02', 'camt.052.001.02'), 400, 'errors.statement_format'],
      [
        'pain.001',
        '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>',
        400,
        'errors.statement_format',
      ],
      [
        'three decimals',
        first().replace('<Amt Ccy="EUR">40.00</Amt>', '<Amt Ccy="EUR">40.001</Amt>'),
        400,
        'errors.amount_invalid',
      ],
      ['too large', Buffer.alloc(10 * 1024 * 1024 + 1, 0x20), 413, 'errors.file_too_large'],
    ];
    for (const [name, body, status, code] of cases) {
      for (const path of ['/api/admin/dues-imports/preview', '/api/admin/dues-imports']) {
        const res = await upload(staff, path, body);
        expect({ name, path, status: res.status, body: res.body }).toEqual({
          name,
          path,
          status,
          body: errorShape(status, code),
        });
      }
    }
    expect(await count('dues_payments')).toBe(before);
    expect(await count('dues_imports')).toBe(imports);
  });
});

describe('payments staff handle by hand', () => {
  it('lists unmatched payments and assigns a euro one by variable symbol, once; refuses the foreign currency', async () => {
    const list = await as(staff, api().get('/api/admin/dues-payments')).expect(200);
    expect(list.body.total).toBe(2);
    const unknown = list.body.v.find((p: { currency: string }) => p.currency === 'EUR');
    const czk = list.body.v.find((p: { currency: string }) => p.currency === 'CZK');
    const refused = await as(staff, api().post(`/api/admin/dues-payments/${czk.id}/assignment`)).send({
      variable_symbol: vs.get(members[3].id),
    });
    expect({ status: refused.status, code: refused.body.code }).toEqual({
      status: 409,
      code: 'errors.dues_payment_currency',
    });
    const assigned = await as(staff, api().post(`/api/admin/dues-payments/${unknown.id}/assignment`))
      .send({ variable_symbol: vs.get(members[3].id) })
      .expect(200);
    expect(assigned.body.v).toMatchObject({ status: 'paid', paid: 40, member: { id: members[3].id } });
    const again = await as(staff, api().post(`/api/admin/dues-payments/${unknown.id}/assignment`)).send({
      variable_symbol: vs.get(members[3].id),
    });
    expect(again.body.code).toBe('errors.dues_payment_already_assigned');
    await mail.next(members[3].email, { subject: /Ďakujeme/, timeoutMs: 60_000 });
  });

  it('records cash with a note', async () => {
    const id = duesIds.get(staff.id)!;
    const bad = await as(staff, api().post(`/api/admin/dues/${id}/payments`)).send({
      amount: 40.005,
      paid_on: `${YEAR}-03-01`,
      note: 'Hotovosť na stretnutí',
    });
    expect(bad.status).toBe(400);
    const res = await as(staff, api().post(`/api/admin/dues/${id}/payments`))
      .send({ amount: 40, paid_on: `${YEAR}-03-01`, note: 'Hotovosť na stretnutí' })
      .expect(201);
    expect(res.body.v).toMatchObject({
      status: 'paid',
      payments: [{ source: 'manual', amount: 40, note: 'Hotovosť na stretnutí' }],
    });
  });
});

describe('reminders on the injected clock', () => {
  it('reminds before the due date and after the grace period, each once, only those still owing', async () => {
    const jobs = t.app.get(DuesJobsService);
    clockNow = new Date(`${YEAR}-03-23T08:00:00Z`); // 8 days before: not yet
    await jobs.sweep();
    await mail.expectNone(otherStaff.email, 1000);
    clockNow = new Date(`${YEAR}-03-24T08:00:00Z`); // 7 days before
    await jobs.sweep();
    await jobs.sweep();
    const before = await mail.next(otherStaff.email, {
      subject: /Pripomienka: členský príspevok 2030/,
      timeoutMs: 60_000,
    });
    expect(before.text).toContain('31. 3. 2030');
    await mail.expectNone(members[0].email, 500); // paid
    clockNow = new Date(`${YEAR}-04-14T08:00:00Z`); // the last day of grace
    await jobs.sweep();
    expect(await record(otherStaff)).toMatchObject({ status: 'waiting' });
    clockNow = new Date(`${YEAR}-04-15T08:00:00Z`);
    await jobs.sweep();
    await jobs.sweep();
    expect(await record(otherStaff)).toMatchObject({ status: 'overdue' });
    await mail.next(otherStaff.email, { subject: /je po splatnosti/, timeoutMs: 60_000 });
    await mail.expectNone(otherStaff.email, 1500);
    const sent = await sql<{ n: number }>(
      t,
      `SELECT count(*)::int AS n FROM mail_outbox WHERE user_id = $1 AND dedupe_key LIKE 'dues_%'`,
      [otherStaff.id],
    );
    expect(sent[0].n).toBe(3); // request, before, after
  });
});

describe('the staff list, CSV and home figures', () => {
  it('filters by year, status and plan, exports CSV and sums the year', async () => {
    const paid = await as(staff, api().get(`/api/admin/dues?year=${YEAR}&status=paid`)).expect(200);
    expect(paid.body.total).toBe(6);
    const plans = await as(staff, api().get('/api/admin/fee-plans')).expect(200);
    const student = plans.body.v.find((p: { name: string }) => p.name === 'Študent');
    const onPlan = await as(staff, api().get(`/api/admin/dues?plan_id=${student.id}`)).expect(200);
    expect(onPlan.body.v.map((d: { member: { id: string } }) => d.member.id)).toEqual([members[4].id]);
    const bad = await as(staff, api().get('/api/admin/dues?status=unpaid'));
    expect(bad.body.code).toBe('errors.validation');
    const csv = await as(staff, api().get(`/api/admin/dues.csv?year=${YEAR}&status=overdue`)).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.split('\r\n')[0]).toBe(
      '\uFEFFRok;Variabilný symbol;Meno;E-mail;Plán;Suma (EUR);Zaplatené (EUR);Stav;Splatnosť;Zaplatené dňa',
    );
    expect(csv.text).toContain('po splatnosti');
    const summary = await as(staff, api().get('/api/admin/dues/summary')).expect(200);
    expect(summary.body.v).toMatchObject({
      year: YEAR,
      paid_count: 6,
      waived_count: 1,
      owed_count: 2,
      overdue_count: 2,
    });
    expect(summary.body.v.weeks.map((w: { week: string }) => w.week)).toEqual([
      '2030-02-25',
      '2030-03-11',
      '2030-03-18',
    ]);
  });

  it('sums as paid only the records paid in full: a partial payment stays in what is owed', async () => {
    const [owing] = await sql<{ id: string; amount_cents: number; paid_cents: number }>(
      t,
      "SELECT id, amount_cents, paid_cents FROM dues WHERE year = $1 AND status IN ('waiting', 'overdue') ORDER BY variable_symbol LIMIT 1",
      [YEAR],
    );
    await as(staff, api().post(`/api/admin/dues/${owing.id}/payments`))
      .send({ amount: 5, paid_on: `${YEAR}-04-15`, note: 'Časť v hotovosti' })
      .expect(201);
    const [sums] = await sql<{ paid: number; owed: number }>(
      t,
      "SELECT coalesce(sum(paid_cents) FILTER (WHERE status = 'paid'), 0)::int AS paid, coalesce(sum(amount_cents - paid_cents) FILTER (WHERE status IN ('waiting', 'partly_paid', 'overdue')), 0)::int AS owed FROM dues WHERE year = $1",
      [YEAR],
    );
    const summary = await as(staff, api().get('/api/admin/dues/summary')).expect(200);
    expect(summary.body.v).toMatchObject({
      paid_count: 6,
      paid_amount: sums.paid / 100,
      owed_count: 2,
      owed_amount: sums.owed / 100,
    });
  });
});

describe('next year opened ahead', () => {
  it('gives members verified after next year was opened their record of that year, by the sweep and on their own page', async () => {
    await as(staff, api().post('/api/admin/dues-years'))
      .send({ year: YEAR + 1, due_date: `${YEAR + 1}-03-31` })
      .expect(201);
    const [bySweep, byPage] = await Promise.all([createMember(t), createMember(t)]);
    const verify = (who: TestMember) =>
      as(otherStaff, api().post(`/api/admin/registrations/${who.id}/verify`))
        .send({})
        .expect(200);

    await verify(bySweep);
    await t.app.get(DuesJobsService).sweep();
    const years = await sql<{ year: number }>(t, 'SELECT year FROM dues WHERE user_id = $1 ORDER BY year', [
      bySweep.id,
    ]);
    expect(years.map((r) => r.year)).toEqual([YEAR, YEAR + 1]);
    await mail.next(bySweep.email, { subject: new RegExp(`Členský príspevok ${YEAR + 1}`), timeoutMs: 60_000 });

    // Before the next sweep, the member's own page creates the records.
    await verify(byPage);
    const mine = await as(byPage, api().get('/api/me/dues')).expect(200);
    expect(mine.body.v.current).toMatchObject({ year: YEAR + 1, status: 'waiting', amount: 40 });
    expect(mine.body.v.past).toMatchObject([{ year: YEAR }]);
  });
});

describe('payments in another currency', () => {
  it('assigns one with the euros the bank credited, returns or dismisses the others with a note, each once, and the list keeps only what is open', async () => {
    await upload(
      staff,
      '/api/admin/dues-imports',
      camt053('08', [
        {
          ref: 'TB20300401C001',
          amount: '45.00',
          currency: 'USD',
          debtor: 'John Smith',
          note: 'membership',
          bookedOn: '2030-04-01',
        },
        { ref: 'TB20300401C002', amount: '35.00', currency: 'GBP', debtor: 'Jane Doe', bookedOn: '2030-04-01' },
      ]),
    ).expect(201);
    const open = await as(staff, api().get('/api/admin/dues-payments')).expect(200);
    const byCurrency = (c: string) => open.body.v.find((p: { currency: string }) => p.currency === c);
    const [czk, usd, gbp] = [byCurrency('CZK'), byCurrency('USD'), byCurrency('GBP')];
    expect(open.body.total).toBe(3);
    const owing = (
      await sql<{ variable_symbol: string; paid_cents: number }>(
        t,
        'SELECT variable_symbol, paid_cents FROM dues WHERE user_id = $1 AND year = $2',
        [otherStaff.id, YEAR],
      )
    )[0];

    const assign = (body: object) =>
      as(staff, api().post(`/api/admin/dues-payments/${czk.id}/assignment`)).send({
        variable_symbol: owing.variable_symbol,
        ...body,
      });
    expect((await assign({})).body).toEqual(errorShape(409, 'errors.dues_payment_currency'));
    for (const credited_amount of [0, -1, 1.555, '1.60'])
      expect((await assign({ credited_amount })).body.code).toBe('errors.validation');
    const assigned = await assign({ credited_amount: 40 }).expect(200);
    expect(assigned.body.v).toMatchObject({
      status: 'paid',
      paid: owing.paid_cents / 100 + 40,
      member: { id: otherStaff.id },
    });
    expect(assigned.body.v.payments.find((p: { id: string }) => p.id === czk.id)).toMatchObject({
      currency: 'CZK',
      amount: 40,
      credited_amount: 40,
    });
    expect((await assign({ credited_amount: 40 })).body).toEqual(
      errorShape(409, 'errors.dues_payment_already_assigned'),
    );

    const resolve = (id: string, body: object, who = staff) =>
      as(who, api().post(`/api/admin/dues-payments/${id}/resolution`)).send(body);
    expect((await resolve(usd.id, { outcome: 'returned' }, otherStaff)).body.code).toBe('errors.missing_permission');
    expect((await resolve(usd.id, { outcome: 'lost' })).body.code).toBe('errors.validation');
    const returned = await resolve(usd.id, { outcome: 'returned' }).expect(200);
    expect(returned.body.v).toMatchObject({ id: usd.id, resolution: 'returned', resolution_note: null, dues_id: null });
    expect((await resolve(gbp.id, { outcome: 'dismissed' })).body).toEqual(
      errorShape(400, 'errors.dues_note_required'),
    );
    const dismissed = await resolve(gbp.id, {
      outcome: 'dismissed',
      note: 'Omylom poslané klubu, platiteľ nereaguje',
    }).expect(200);
    expect(dismissed.body.v).toMatchObject({
      resolution: 'dismissed',
      resolution_note: 'Omylom poslané klubu, platiteľ nereaguje',
    });
    for (const id of [usd.id, czk.id])
      expect((await resolve(id, { outcome: 'dismissed', note: 'znova' })).body).toEqual(
        errorShape(409, 'errors.dues_payment_already_resolved'),
      );
    expect(
      (
        await as(staff, api().post(`/api/admin/dues-payments/${usd.id}/assignment`)).send({
          variable_symbol: owing.variable_symbol,
          credited_amount: 40,
        })
      ).body,
    ).toEqual(errorShape(409, 'errors.dues_payment_already_assigned'));

    // Who settled each, and when; none is left for staff.
    const settled = await sql<{ resolved_by: string; resolved_at: Date | null }>(
      t,
      'SELECT resolved_by, resolved_at FROM dues_payments WHERE id = ANY($1::uuid[])',
      [[czk.id, usd.id, gbp.id]],
    );
    expect(settled.map((r) => [r.resolved_by, r.resolved_at !== null])).toEqual([
      [staff.id, true],
      [staff.id, true],
      [staff.id, true],
    ]);
    expect((await as(staff, api().get('/api/admin/dues-payments')).expect(200)).body.total).toBe(0);
  });
});
