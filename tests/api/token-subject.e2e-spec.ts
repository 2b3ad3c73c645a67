// The guard's one query (auth/token-subject.repository.ts): the session check and the profile with
// onboarding and car count that GET /api/me answers with. Its profile must be exactly what the
// Prisma client reads (every column, dates, JSON, enums), and an ended session or a banned account
// must read as not alive.
import pg from 'pg';
import { TokenSubjectRepository } from '../../server/src/access/token-subject.repository';
import { ProfileRepository } from '../../server/src/modules/members/profile.repository';
import { startTestApp, TestApp } from '../support/app';
import { authClient, claimsOf } from '../support/auth-client';

let t: TestApp;

async function sql(text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: t.database.url });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function signUp(): Promise<{ id: string; sessionId: string; token: string }> {
  const { data, error } = await authClient(t).client.auth.signUp({
    email: `subjekt-${Date.now()}-${Math.random()}@example.com`,
    password: 'Elektromobil-2026',
  });
  if (error || !data.session) throw error ?? new Error('sign-up returned no session');
  const token = data.session.access_token;
  return { id: data.session.user.id, sessionId: String(claimsOf(token).session_id), token };
}

const me = (token: string) => fetch(`${t.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
});
afterAll(() => t?.close());

describe('TokenSubjectRepository', () => {
  it('reads the session and the very profile, onboarding and car count the Prisma client reads', async () => {
    const member = await signUp();
    expect((await me(member.token)).status).toBe(200); // creates the profile
    await sql(
      `UPDATE profiles SET username = 'subjekt', first_name = 'Ján', last_name = 'Kováč', avatar_url = '/files/a.webp', birth_date = '1985-04-12',
         address_street = 'Hlavná 1', address_city = 'Košice', address_post_code = '040 01', address_country = 'SK', phone_number = '+421900123456',
         company_name = 'EV s.r.o.', company_id = '12345678', permissions = '{"users":"full"}', is_verified = true, verified_at = '2026-01-02T03:04:05.678Z',
         rejected_at = NULL, note = 'interné', recommendation = 'Peter', show_email = true WHERE id = $1`,
      [member.id],
    );
    await sql(
      "INSERT INTO onboarding (user_id, tesla_account_email, vin, model, variant, color, owned_since, completed_at) VALUES ($1, 'a@b.sk', '5YJ3E7EA1KF000001', 'Model 3', 'Long Range', 'Pearl White Multi-Coat', '2021-03-01', now())",
      [member.id],
    );
    await sql("INSERT INTO cars (vin, model) VALUES ('5YJYGDEE0MF000009', 'Model Y')");
    await sql(
      "INSERT INTO car_ownerships (vin, owner_id, owned_since) VALUES ('5YJYGDEE0MF000009', $1, '2022-01-01')",
      [member.id],
    );
    await sql(
      "INSERT INTO car_ownerships (vin, owner_id, owned_since, owned_until) VALUES ('5YJYGDEE0MF000009', $1, '2020-01-01', '2021-01-01')",
      [member.id],
    );

    const expected = await t.app.get(ProfileRepository).findWithMemberState(member.id);
    expect(expected?._count.carOwnerships).toBe(1);
    const subjects = t.app.get(TokenSubjectRepository);
    expect(await subjects.findWithSession(member.id, member.sessionId)).toEqual({
      sessionAlive: true,
      hasVerifiedFactor: false,
      profile: expected,
    });
    expect(await subjects.findProfile(member.id)).toEqual({
      sessionAlive: true,
      hasVerifiedFactor: false,
      profile: expected,
    });
  });

  it('reads an account without a profile yet as alive with no profile', async () => {
    const member = await signUp();
    const subjects = t.app.get(TokenSubjectRepository);
    expect(await subjects.findWithSession(member.id, member.sessionId)).toEqual({
      sessionAlive: true,
      hasVerifiedFactor: false,
      profile: null,
    });
    expect(await subjects.findProfile(member.id)).toEqual({
      sessionAlive: true,
      hasVerifiedFactor: false,
      profile: null,
    });
  });

  it('reads an ended session, another member’s session and a banned account as not alive', async () => {
    const [a, b] = [await signUp(), await signUp()];
    const subjects = t.app.get(TokenSubjectRepository);
    expect((await subjects.findWithSession(a.id, b.sessionId)).sessionAlive).toBe(false);
    await sql("UPDATE auth.users SET banned_until = now() + interval '1 day' WHERE id = $1", [a.id]);
    expect((await subjects.findWithSession(a.id, a.sessionId)).sessionAlive).toBe(false);
    await sql('DELETE FROM auth.sessions WHERE id = $1', [b.sessionId]);
    expect(await subjects.findWithSession(b.id, b.sessionId)).toEqual({
      sessionAlive: false,
      hasVerifiedFactor: false,
      profile: null,
    });
  });
});
