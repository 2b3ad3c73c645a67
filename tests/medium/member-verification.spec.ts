// The verification rules of RegistrationAdminService (docs/product-rules.md, registrations), at the
// service on a real database with the clock set: verifying records who and when and mails once;
// verifying again mails nothing; a rejection that still stands keeps its time, so repeating it to
// change the note sends no second mail; a verification lifts the rejection.
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../../server/src/access/request-user';
import { MemberVerificationModule } from '../../server/src/modules/member-verification/member-verification.module';
import { RegistrationAdminService } from '../../server/src/modules/member-verification/registration-admin.service';
import { sql } from '../support/members';
import { startServices, type TestServices } from '../support/services';

let now = new Date('2026-03-02T10:00:00.000Z');
let s: TestServices;
let registrations: RegistrationAdminService;
const staff: AuthUser = { id: randomUUID(), email: 'staff@example.com', sessionId: null, permissions: {} };

beforeAll(async () => {
  s = await startServices([MemberVerificationModule], { now: () => now });
  registrations = s.app.get(RegistrationAdminService);
  await sql(s, 'INSERT INTO profiles (id, email) VALUES ($1, $2)', [staff.id, staff.email]);
});
afterAll(() => s?.close());

async function newcomer(): Promise<string> {
  const id = randomUUID();
  await sql(s, 'INSERT INTO profiles (id, email, first_name) VALUES ($1, $2, $3)', [id, `${id}@example.com`, 'Nový']);
  return id;
}

const standing = async (id: string) =>
  (
    await sql<{ is_verified: boolean; verified_at: Date | null; verified_by: string | null; rejected_at: Date | null }>(
      s,
      'SELECT is_verified, verified_at, verified_by, rejected_at FROM profiles WHERE id = $1',
      [id],
    )
  )[0];

const mails = async (id: string) =>
  (
    await sql<{ subject: string }>(s, 'SELECT subject FROM mail_outbox WHERE user_id = $1 ORDER BY created_at', [id])
  ).map((m) => m.subject);

describe('member verification (service, template database)', () => {
  it('verifying records who and when at the clock, and mails the member once', async () => {
    const id = await newcomer();
    now = new Date('2026-03-02T10:00:00.000Z');
    await registrations.verifyRegistrationAdmin(staff, id, { note: 'Vitajte' });
    expect(await standing(id)).toEqual({
      is_verified: true,
      verified_at: now,
      verified_by: staff.id,
      rejected_at: null,
    });
    now = new Date('2026-03-03T10:00:00.000Z');
    await registrations.verifyRegistrationAdmin(staff, id, { note: 'Opravená poznámka' });
    expect((await standing(id)).verified_at).toEqual(new Date('2026-03-02T10:00:00.000Z'));
    expect(await mails(id)).toEqual(['Vaše členstvo je overené – EV Klub']);
  });

  it('a rejection that still stands keeps its time and mails once; a verification lifts it', async () => {
    const id = await newcomer();
    const rejected = new Date('2026-04-01T08:00:00.000Z');
    now = rejected;
    await registrations.rejectRegistrationAdmin(staff, id, { note: 'Chýba VIN' });
    now = new Date('2026-04-05T08:00:00.000Z');
    await registrations.rejectRegistrationAdmin(staff, id, { note: 'Chýba VIN aj fotka' });
    expect(await standing(id)).toEqual({
      is_verified: false,
      verified_at: null,
      verified_by: null,
      rejected_at: rejected,
    });
    expect(await mails(id)).toEqual(['Vaše členstvo nebolo overené – EV Klub']);

    await registrations.verifyRegistrationAdmin(staff, id, {});
    expect(await standing(id)).toEqual({
      is_verified: true,
      verified_at: now,
      verified_by: staff.id,
      rejected_at: null,
    });
    expect(await mails(id)).toEqual(['Vaše členstvo nebolo overené – EV Klub', 'Vaše členstvo je overené – EV Klub']);
  });
});
