// When dues become overdue (docs/product-rules.md, dues): the minute sweep of DuesJobsService marks a
// record still owed (waiting or partly paid) overdue on the first day after the year's due date and
// its days of grace, by the injected clock, and leaves a paid record alone. At the service on a real
// database, with the clock set to each side of the boundary.
import { randomUUID } from 'node:crypto';
import { DuesJobsService } from '../../server/src/modules/dues/dues-jobs.service';
import { DuesModule } from '../../server/src/modules/dues/dues.module';
import { sql } from '../support/members';
import { startServices, type TestServices } from '../support/services';

let now = new Date('2026-01-15T12:00:00.000Z');
let s: TestServices;
let sweep: () => Promise<number>;

beforeAll(async () => {
  s = await startServices([DuesModule], { now: () => now });
  const jobs = s.app.get(DuesJobsService);
  sweep = () => jobs.sweep();
  // Due on 31 March with 14 days of grace: owed until 14 April, overdue from 15 April.
  await sql(s, `INSERT INTO dues_years (year, due_date, grace_days) VALUES (2026, '2026-03-31', 14)`);
});
afterAll(() => s?.close());

/** A member's record of 2026 (its request already mailed) with `status` and what was paid. */
async function record(status: 'waiting' | 'partly_paid' | 'paid', paidCents = 0): Promise<string> {
  const user = randomUUID();
  await sql(s, 'INSERT INTO profiles (id, email) VALUES ($1, $2)', [user, `${user}@example.com`]);
  const [row] = await sql<{ id: string }>(
    s,
    `INSERT INTO dues (user_id, year, amount_cents, paid_cents, status, variable_symbol, request_queued_at)
     VALUES ($1, 2026, 3000, $2, $3::dues_status, $4, now()) RETURNING id`,
    [user, paidCents, status, String(Math.floor(Math.random() * 1e9))],
  );
  return row.id;
}

const statusOf = async (ids: string[]) =>
  (await sql<{ id: string; status: string }>(s, 'SELECT id, status::text FROM dues WHERE id = ANY($1::uuid[])', [ids]))
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((r) => r.status);

describe('dues become overdue (service, template database)', () => {
  it('on the first day after the due date and its grace, for records still owed only', async () => {
    const ids = [await record('waiting'), await record('partly_paid', 1000), await record('paid', 3000)];
    now = new Date('2026-04-14T12:00:00.000Z');
    await sweep();
    expect(await statusOf(ids)).toEqual(['waiting', 'partly_paid', 'paid']);
    now = new Date('2026-04-15T12:00:00.000Z');
    await sweep();
    expect(await statusOf(ids)).toEqual(['overdue', 'overdue', 'paid']);
  });
});
