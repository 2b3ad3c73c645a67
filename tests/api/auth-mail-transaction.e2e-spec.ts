// Auth mails are written in the transaction that issues their token (docs/conventions.md §1): a
// sign-up whose transaction fails after its confirmation mail was queued leaves no mail in the
// outbox, so no link to a token that was never stored goes out. The failure is a deferred constraint
// trigger that refuses the commit of one address's new account, after every statement ran.
import { queryDatabase } from '../support/database';
import { startTestApp, type TestApp } from '../support/app';

const V = { 'x-supabase-api-version': '2024-01-01', 'content-type': 'application/json' };

const signUp = (t: TestApp, email: string) =>
  fetch(`${t.url}/auth/v1/signup`, {
    method: 'POST',
    headers: V,
    body: JSON.stringify({ email, password: 'Elektromobil-2026' }),
  });

const outbox = (t: TestApp, email: string) =>
  queryDatabase<{ subject: string }>(t.database.url, 'SELECT subject FROM mail_outbox WHERE recipient = $1', [email]);

describe('auth mails in the transaction of their token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await queryDatabase(
      t.database.url,
      `CREATE FUNCTION refuse_commit() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'commit refused for %', NEW.email; END $$;
       CREATE CONSTRAINT TRIGGER refuse_commit AFTER INSERT ON auth.users DEFERRABLE INITIALLY DEFERRED
       FOR EACH ROW WHEN (NEW.email = 'neulozene@example.com') EXECUTE FUNCTION refuse_commit()`,
    );
  });
  afterAll(() => t.close());

  it('a sign-up that commits queues its confirmation mail', async () => {
    expect((await signUp(t, 'ulozene@example.com')).status).toBe(200);
    expect(await outbox(t, 'ulozene@example.com')).toHaveLength(1);
  });

  it('a sign-up whose transaction fails after its mail was queued leaves no mail in the outbox', async () => {
    expect((await signUp(t, 'neulozene@example.com')).status).toBe(500);
    expect(
      await queryDatabase(t.database.url, 'SELECT 1 FROM auth.users WHERE email = $1', ['neulozene@example.com']),
    ).toEqual([]);
    expect(await outbox(t, 'neulozene@example.com')).toEqual([]);
  });
});
