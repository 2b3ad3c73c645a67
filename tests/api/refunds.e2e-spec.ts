// Refunds of event payments end to end against the real app, PostgreSQL, supabase-js accounts and a
// real SMTP capture: three paid registrations end cancelled and become refunds owed (through
// RefundsService.owe in a transaction, as the events module calls it), each member mailed; the
// member whose payment came in cash gives an account; the treasurer exports one pain.001.001.03,
// which is parsed back here and checked against the schema's structure; a camt.053 with the bank's
// debits marks two refunds refunded, the third is marked by hand.
import request from 'supertest';
import { XMLParser } from 'fast-xml-parser';
import { startTestApp, type TestApp } from '../support/app';
import { bearer, createMember, sql, type TestMember } from '../support/members';
import { errorShape } from '../support/content';
import { startMailCapture, type MailCapture } from '../support/mail';
import { camt053 } from '../support/camt053';
import { insertEvent } from '../support/events';
import { TransactionRepository } from '../../server/src/database/transaction.repository';
import { RefundsService } from '../../server/src/modules/refunds/refunds.service';
import type { RefundOwed } from '../../server/src/modules/refunds/refunds.types';

jest.setTimeout(120_000);

const CLUB_IBAN = 'SK3112000000198742637541';
const EVA_IBAN = 'SK2411000000002612345678';
const PETER_IBAN = 'SK9509000000000123456789';
const JAN_IBAN = 'SK6202000000003500001234';

let t: TestApp;
let mail: MailCapture;
let treasurer: TestMember;
let eventStaff: TestMember;
let eva: TestMember;
let peter: TestMember;
let jan: TestMember;
let eventId: string;
/** Refund ids by member. */
const refundOf = new Map<string, string>();

const api = () => request(t.url);
const as = (who: TestMember, req: request.Test) => req.set('authorization', bearer(who));
const refundRow = async (id: string) =>
  (
    await sql<{ iban: string | null; export_id: string | null; refunded_at: Date | null; bank_ref: string | null }>(
      t,
      'SELECT iban, export_id, refunded_at, bank_ref FROM event_refunds WHERE id = $1',
      [id],
    )
  )[0];
const upload = (who: TestMember, path: string, xml: string) =>
  as(who, api().post(path)).attach('file', Buffer.from(xml), { filename: 'vypis.xml', contentType: 'application/xml' });

async function paidRegistration(who: TestMember, vs: string, cents: number): Promise<string> {
  const [row] = await sql<{ id: string }>(
    t,
    `INSERT INTO event_attendances (event_id, user_id, status, amount_cents, paid_cents, variable_symbol, paid_at)
     VALUES ($1, $2, 'cancelled', $3, $3, $4, now()) RETURNING id`,
    [eventId, who.id, cents, vs],
  );
  return row.id;
}

function owe(input: RefundOwed) {
  return t.app.get(TransactionRepository).run((db) => t.app.get(RefundsService).owe(db, input));
}

beforeAll(async () => {
  mail = await startMailCapture();
  t = await startTestApp({ SMTP_URL: mail.smtpUrl, AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
  [treasurer, eventStaff, eva, peter, jan] = await Promise.all([
    createMember(t, { verified: true, permissions: { finance: 'full' } }),
    createMember(t, { verified: true, permissions: { events: 'full' } }),
    createMember(t, { verified: true, profile: { first_name: 'Eva', last_name: 'Kováčová' } }),
    createMember(t, { verified: true, profile: { first_name: 'Peter', last_name: 'Horváth' } }),
    createMember(t, { verified: true, profile: { first_name: 'Ján', last_name: 'Novák' } }),
  ]);
  eventId = (await insertEvent(t, { title: 'Jazda na okruhu Slovakia Ring & <spol.>' })).id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

describe('a refund owed', () => {
  it('is written with the member’s mail in the caller’s transaction, and neither stays when it rolls back', async () => {
    const attendanceId = await paidRegistration(eva, '9000000001', 2500);
    const input: RefundOwed = {
      attendanceId,
      userId: eva.id,
      eventId,
      eventTitle: 'Jazda na okruhu Slovakia Ring & <spol.>',
      memberName: 'Eva Kováčová',
      variableSymbol: '9000000001',
      amountCents: 2500,
      reason: 'event_cancelled',
      iban: EVA_IBAN,
      accountName: 'Eva Kováčová',
    };
    const outbox = async () => (await sql<{ n: number }>(t, 'SELECT count(*)::int AS n FROM mail_outbox'))[0].n;
    const before = await outbox();
    await expect(
      t.app.get(TransactionRepository).run(async (db) => {
        await t.app.get(RefundsService).owe(db, input);
        throw new Error('the cancellation failed');
      }),
    ).rejects.toThrow('the cancellation failed');
    expect(await outbox()).toBe(before);
    expect(await sql(t, 'SELECT id FROM event_refunds')).toEqual([]);

    const created = await owe(input);
    refundOf.set(eva.id, created.id);
    expect(created.endToEndId).toMatch(/^VR9000000001-[A-Z0-9]{8}$/);
    const evaMail = await mail.next(eva.email, { subject: /Vrátenie platby/ });
    expect(evaMail.text).toContain('25,00 €');
    expect(evaMail.text).toContain('udalosť bola zrušená');
    expect(evaMail.text).toContain('SK24 1100 0000 0026 1234 5678');

    refundOf.set(
      peter.id,
      (
        await owe({
          ...input,
          attendanceId: await paidRegistration(peter, '9000000002', 1500),
          userId: peter.id,
          memberName: 'Peter Horváth',
          variableSymbol: '9000000002',
          amountCents: 1500,
          reason: 'member_cancelled',
          iban: null,
          accountName: null,
        })
      ).id,
    );
    const peterMail = await mail.next(peter.email, { subject: /Vrátenie platby/ });
    expect(peterMail.text).toContain('15,00 €');
    expect(peterMail.text).toContain('zadajte účet');
    expect(peterMail.text).toContain('Moje udalosti');

    refundOf.set(
      jan.id,
      (
        await owe({
          ...input,
          attendanceId: await paidRegistration(jan, '9000000003', 3000),
          userId: jan.id,
          memberName: 'Ján Novák',
          variableSymbol: '9000000003',
          amountCents: 3000,
          reason: 'staff_cancelled',
          iban: JAN_IBAN,
          accountName: null,
        })
      ).id,
    );
  });
});

describe('the member’s refunds', () => {
  it('answers 401 to a guest and 403 to staff without the finance area on the console’s routes', async () => {
    expect((await api().get('/api/me/refunds')).status).toBe(401);
    for (const path of ['/api/admin/refunds', `/api/admin/refunds/${refundOf.get(eva.id)}`]) {
      const res = await as(eventStaff, api().get(path));
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 403,
        body: errorShape(403, 'errors.missing_permission'),
      });
    }
    expect((await as(eva, api().post('/api/admin/refund-exports'))).status).toBe(403);
  });

  it('lists only the member’s own, with the account masked or asked for', async () => {
    const evaList = await as(eva, api().get('/api/me/refunds'));
    expect(evaList.status).toBe(200);
    expect(evaList.body).toEqual({
      total: 1,
      v: [
        expect.objectContaining({
          id: refundOf.get(eva.id),
          event_id: eventId,
          amount: 25,
          reason: 'event_cancelled',
          status: 'owed',
          account_needed: false,
          iban_masked: 'SK24 … 5678',
        }),
      ],
    });
    expect(JSON.stringify(evaList.body)).not.toContain(EVA_IBAN);
    const peterList = await as(peter, api().get('/api/me/refunds'));
    expect(peterList.body.v).toEqual([
      expect.objectContaining({ amount: 15, status: 'owed', account_needed: true, iban_masked: null }),
    ]);
  });

  it('refuses an IBAN with a wrong check digit and another member’s refund; takes a valid one', async () => {
    const id = refundOf.get(peter.id)!;
    const bad = await as(peter, api().put(`/api/me/refunds/${id}/account`)).send({ iban: 'SK9609000000000123456789' });
    expect({ status: bad.status, body: bad.body }).toEqual({
      status: 400,
      body: errorShape(400, 'errors.iban_invalid'),
    });
    const others = await as(eva, api().put(`/api/me/refunds/${id}/account`)).send({ iban: EVA_IBAN });
    expect({ status: others.status, body: others.body }).toEqual({
      status: 404,
      body: errorShape(404, 'errors.refund_not_found'),
    });
    expect((await refundRow(id)).iban).toBeNull();
    const ok = await as(peter, api().put(`/api/me/refunds/${id}/account`)).send({
      iban: 'sk95 0900 0000 0001 2345 6789',
      account_name: 'Peter Horváth',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.v).toMatchObject({
      account_needed: false,
      iban_masked: 'SK95 … 6789',
      account_name: 'Peter Horváth',
    });
    expect((await refundRow(id)).iban).toBe(PETER_IBAN);
  });
});

/** Element names of a node's children, in document order (preserveOrder output). */
type Ordered = Record<string, unknown>[];
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  processEntities: true,
});
const names = (nodes: Ordered) =>
  nodes.map((n) => Object.keys(n).find((k) => k !== ':@')!).filter((k) => k !== '#text');
const child = (nodes: Ordered, name: string): Ordered => {
  const found = nodes.find((n) => name in n);
  if (!found) throw new Error(`no <${name}> among ${names(nodes).join(', ')}`);
  return found[name] as Ordered;
};
const all = (nodes: Ordered, name: string) => nodes.filter((n) => name in n);
const textAt = (nodes: Ordered, ...path: string[]): string => {
  const leaf = path.reduce((n, name) => child(n, name), nodes);
  return (leaf[0] as { '#text': string })['#text'];
};

describe('the SEPA export', () => {
  let exportId: string;
  let file: string;

  it('is refused (409) while the club’s account is not set', async () => {
    const res = await as(treasurer, api().post('/api/admin/refund-exports'));
    expect({ status: res.status, body: res.body }).toEqual({
      status: 409,
      body: errorShape(409, 'errors.club_account_missing'),
    });
  });

  it('pays every owed refund with an account from the club’s account in one pain.001.001.03', async () => {
    const settings = await as(treasurer, api().put('/api/admin/dues-settings')).send({
      iban: CLUB_IBAN,
      bic: 'TATRSKBX',
      beneficiary_name: 'EV Klub o.z.',
    });
    expect(settings.status).toBe(200);
    const created = await as(treasurer, api().post('/api/admin/refund-exports'));
    expect(created.status).toBe(201);
    expect(created.body.v).toMatchObject({ count: 3, total: 70 });
    exportId = created.body.v.id;

    const download = await as(treasurer, api().get(`/api/admin/refund-exports/${exportId}/file`)).buffer(true);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="vratenia-.+\.xml"$/);
    file = download.text;
    expect(file.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Document')).toBe(true);

    const root = parser.parse(file) as Ordered;
    const document = root.find((n) => 'Document' in n)!;
    expect(document[':@']).toMatchObject({ '@xmlns': 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03' });
    const initiation = child(document.Document as Ordered, 'CstmrCdtTrfInitn');
    expect(names(initiation)).toEqual(['GrpHdr', 'PmtInf']);
    const header = child(initiation, 'GrpHdr');
    expect(names(header)).toEqual(['MsgId', 'CreDtTm', 'NbOfTxs', 'CtrlSum', 'InitgPty']);
    expect(textAt(header, 'MsgId')).toBe(created.body.v.message_id);
    expect(textAt(header, 'MsgId').length).toBeLessThanOrEqual(35);
    expect(textAt(header, 'CreDtTm')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(textAt(header, 'NbOfTxs')).toBe('3');
    expect(textAt(header, 'CtrlSum')).toBe('70.00');
    expect(textAt(header, 'InitgPty', 'Nm')).toBe('EV Klub o.z.');

    const payment = child(initiation, 'PmtInf');
    const transactions = all(payment, 'CdtTrfTxInf');
    expect(names(payment)).toEqual([
      'PmtInfId',
      'PmtMtd',
      'BtchBookg',
      'NbOfTxs',
      'CtrlSum',
      'PmtTpInf',
      'ReqdExctnDt',
      'Dbtr',
      'DbtrAcct',
      'DbtrAgt',
      'ChrgBr',
      'CdtTrfTxInf',
      'CdtTrfTxInf',
      'CdtTrfTxInf',
    ]);
    expect(textAt(payment, 'PmtMtd')).toBe('TRF');
    expect(textAt(payment, 'NbOfTxs')).toBe(String(transactions.length));
    expect(textAt(payment, 'PmtTpInf', 'SvcLvl', 'Cd')).toBe('SEPA');
    expect(textAt(payment, 'ReqdExctnDt')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(textAt(payment, 'Dbtr', 'Nm')).toBe('EV Klub o.z.');
    expect(textAt(payment, 'DbtrAcct', 'Id', 'IBAN')).toBe(CLUB_IBAN);
    expect(textAt(payment, 'DbtrAgt', 'FinInstnId', 'BIC')).toBe('TATRSKBX');
    expect(textAt(payment, 'ChrgBr')).toBe('SLEV');

    const refunds = await sql<{ id: string; end_to_end_id: string; amount_cents: number }>(
      t,
      'SELECT id, end_to_end_id, amount_cents FROM event_refunds ORDER BY created_at',
    );
    const read = transactions.map((tx) => {
      const nodes = tx.CdtTrfTxInf as Ordered;
      expect(names(nodes)).toEqual(['PmtId', 'Amt', 'Cdtr', 'CdtrAcct', 'RmtInf']);
      const amount = child(nodes, 'Amt')[0] as { InstdAmt: Ordered; ':@': Record<string, string> };
      expect(amount[':@']).toEqual({ '@Ccy': 'EUR' });
      return {
        endToEndId: textAt(nodes, 'PmtId', 'EndToEndId'),
        amount: (amount.InstdAmt[0] as { '#text': string })['#text'],
        name: textAt(nodes, 'Cdtr', 'Nm'),
        iban: textAt(nodes, 'CdtrAcct', 'Id', 'IBAN'),
        remittance: textAt(nodes, 'RmtInf', 'Ustrd'),
      };
    });
    const title = 'Jazda na okruhu Slovakia Ring spol.';
    expect(read).toEqual([
      {
        endToEndId: refunds[0].end_to_end_id,
        amount: '25.00',
        name: 'Eva Kováčová',
        iban: EVA_IBAN,
        remittance: `Vrátenie: ${title} VS 9000000001`,
      },
      {
        endToEndId: refunds[1].end_to_end_id,
        amount: '15.00',
        name: 'Peter Horváth',
        iban: PETER_IBAN,
        remittance: `Vrátenie: ${title} VS 9000000002`,
      },
      {
        endToEndId: refunds[2].end_to_end_id,
        amount: '30.00',
        name: 'Ján Novák',
        iban: JAN_IBAN,
        remittance: `Vrátenie: ${title} VS 9000000003`,
      },
    ]);
    expect(textAt(payment, 'CtrlSum')).toBe(
      (read.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0) / 100).toFixed(2),
    );
  });

  it('refuses a second export with nothing new (409), and downloads the first again as the same bytes', async () => {
    const again = await as(treasurer, api().post('/api/admin/refund-exports'));
    expect({ status: again.status, body: again.body }).toEqual({
      status: 409,
      body: errorShape(409, 'errors.refunds_nothing_to_export'),
    });
    await as(treasurer, api().put('/api/admin/dues-settings')).send({
      beneficiary_name: 'EV Klub, občianske združenie',
    });
    const later = await as(treasurer, api().get(`/api/admin/refund-exports/${exportId}/file`)).buffer(true);
    expect(later.text).toBe(file);
  });

  it('no longer lets the member or the treasurer change an exported refund’s account', async () => {
    const id = refundOf.get(eva.id)!;
    const member = await as(eva, api().put(`/api/me/refunds/${id}/account`)).send({ iban: EVA_IBAN });
    expect({ status: member.status, body: member.body }).toEqual({
      status: 409,
      body: errorShape(409, 'errors.refund_already_exported'),
    });
    const staff = await as(treasurer, api().put(`/api/admin/refunds/${id}/account`)).send({ iban: JAN_IBAN });
    expect(staff.status).toBe(409);
    expect((await refundRow(id)).iban).toBe(EVA_IBAN);
    const list = await as(eva, api().get('/api/me/refunds'));
    expect(list.body.v[0]).toMatchObject({ status: 'exported' });
  });
});

describe('refunded', () => {
  it('by the statement’s debits: by EndToEndId, or by the account and amount; importing it again changes nothing', async () => {
    const [evaRefund] = await sql<{ end_to_end_id: string }>(
      t,
      'SELECT end_to_end_id FROM event_refunds WHERE id = $1',
      [refundOf.get(eva.id)],
    );
    const statement = camt053('08', [
      {
        ref: 'DBT-001',
        amount: '25.00',
        debit: true,
        endToEndId: evaRefund.end_to_end_id,
        creditor: 'Eva Kovacova',
        creditorIban: EVA_IBAN,
        bookedOn: '2030-03-14',
      },
      { ref: 'DBT-002', amount: '15.00', debit: true, creditor: 'Peter Horvath', creditorIban: PETER_IBAN },
      { ref: 'DBT-003', amount: '99.00', debit: true, creditor: 'Elektrina s.r.o.', creditorIban: JAN_IBAN },
    ]);
    const preview = await upload(treasurer, '/api/admin/dues-imports/preview', statement);
    expect(preview.status).toBe(200);
    expect(preview.body.v.counts).toMatchObject({ refund_paid: 2, debit: 1 });
    expect(preview.body.v.entries.map((e: { outcome: string }) => e.outcome)).toEqual([
      'refund_paid',
      'refund_paid',
      'debit',
    ]);
    expect((await refundRow(refundOf.get(eva.id)!)).refunded_at).toBeNull();

    const imported = await upload(treasurer, '/api/admin/dues-imports', statement);
    expect(imported.status).toBe(201);
    const evaNow = await refundRow(refundOf.get(eva.id)!);
    expect(evaNow.refunded_at?.toISOString()).toBe('2030-03-14T00:00:00.000Z');
    expect(evaNow.bank_ref).toBe(`${CLUB_IBAN}:DBT-001`);
    expect((await refundRow(refundOf.get(peter.id)!)).bank_ref).toBe(`${CLUB_IBAN}:DBT-002`);
    expect((await refundRow(refundOf.get(jan.id)!)).refunded_at).toBeNull();
    const snapshot = await sql(t, 'SELECT * FROM event_refunds ORDER BY id');

    const again = await upload(treasurer, '/api/admin/dues-imports', statement);
    expect({ status: again.status, body: again.body }).toEqual({
      status: 409,
      body: errorShape(409, 'errors.statement_nothing_new'),
    });
    expect(await sql(t, 'SELECT * FROM event_refunds ORDER BY id')).toEqual(snapshot);
    const list = await as(treasurer, api().get('/api/admin/refunds?status=refunded&sort=amount'));
    expect(list.body).toMatchObject({
      total: 2,
      v: [{ amount: 15, bank_ref: `${CLUB_IBAN}:DBT-002` }, { amount: 25 }],
    });
  });

  it('by hand: who and when are recorded, and only once', async () => {
    const id = refundOf.get(jan.id)!;
    const marked = await as(treasurer, api().post(`/api/admin/refunds/${id}/refunded`));
    expect(marked.status).toBe(200);
    expect(marked.body.v).toMatchObject({
      status: 'refunded',
      refunded_by: { id: treasurer.id },
      bank_ref: null,
      refunded_at: expect.any(String),
    });
    const twice = await as(treasurer, api().post(`/api/admin/refunds/${id}/refunded`));
    expect({ status: twice.status, body: twice.body }).toEqual({
      status: 409,
      body: errorShape(409, 'errors.refund_already_refunded'),
    });
    const owed = await as(treasurer, api().get('/api/admin/refunds?status=owed'));
    expect(owed.body).toEqual({ total: 0, v: [] });
    const janList = await as(jan, api().get('/api/me/refunds'));
    expect(janList.body.v[0]).toMatchObject({ status: 'refunded', refunded_at: expect.any(String) });
  });
});
