// Notifications commit with the change that causes them: a server SIGKILLed while a
// cancellation that gives a place is under way leaves neither the place given nor a mail (never a
// place without its "máte miesto"), a change rolled back mails nobody while a committed one is
// mailed with nothing run after its commit, and a member moved up because another member's account
// was deleted (by themselves or through the auth admin API) gets the same mail, once. Real SMTP capture (MailDev), the
// built server for the crash.
import pg from 'pg';
import request from 'supertest';
import { createClient } from '@supabase/supabase-js';
import { startTestApp, TestApp } from '../support/app';
import { insertEvent } from '../support/events';
import { bearer, createMember, sql, type TestMember } from '../support/members';
import { MailCapture, startMailCapture } from '../support/mail';
import { ensureServerBuild } from '../support/server-build';
import { killServers, spawnServer, started } from '../support/server-process';
import { serviceRoleKey } from '../../server/src/auth-api/crypto/keys';
import { JobQueueService } from '../../server/src/jobs/job-queue.service';
import { TransactionRepository, type Db } from '../../server/src/database/transaction.repository';
import { ProfileDataService } from '../../server/src/modules/personal-data/profile-data.service';
import { DELETE_CONFIRMATION } from '../../server/src/modules/members/profile.dto';
import { setTimeout as sleep } from 'node:timers/promises';

const ENV = {
  AUTH_AUTOCONFIRM: 'true',
  AUTH_BCRYPT_COST: '4',
  PUBLIC_URL: 'https://evklub.example',
  JWT_SECRET: 'notifications-durable-secret-0123456789abcdef',
};
let mail: MailCapture;
let t: TestApp;

beforeAll(async () => {
  ensureServerBuild();
  mail = await startMailCapture();
  t = await startTestApp({ ...ENV, SMTP_URL: mail.smtpUrl });
  await t.app.get(JobQueueService).start();
}, 120_000);
afterAll(async () => {
  killServers();
  await t?.close();
  await mail?.stop();
});

/**
 * A full event (capacity 1): `holder` has the place, `waiting` is first on the waitlist; their confirmations are taken
 * off the capture.
 */
async function fullEvent(title: string): Promise<{ slug: string; holder: TestMember; waiting: TestMember }> {
  const event = await insertEvent(t, { capacity: 1, title });
  const [holder, waiting] = await Promise.all([
    createMember(t),
    createMember(t, { profile: { first_name: 'Zuzana' } }),
  ]);
  for (const m of [holder, waiting]) {
    await request(t.url).post(`/api/events/${event.slug}/registration`).set('authorization', bearer(m)).expect(200);
    await mail.next(m.email, { subject: /^(Potvrdenie prihlásenia|Čakacia listina): / });
  }
  return { slug: event.slug, holder, waiting };
}

/** The member's attendance state and how many promotion mails are in the outbox for them. */
async function placeAndMails(slug: string, member: TestMember): Promise<{ status: string; mails: number }> {
  const [row] = await sql<{ status: string }>(
    t,
    'SELECT a.status::text FROM event_attendances a JOIN events e ON e.id = a.event_id WHERE e.slug = $1 AND a.user_id = $2',
    [slug, member.id],
  );
  const [{ count }] = await sql<{ count: number }>(
    t,
    "SELECT count(*)::int AS count FROM mail_outbox WHERE user_id = $1 AND dedupe_key LIKE 'waitlist_promotion:%'",
    [member.id],
  );
  return { status: row.status, mails: count };
}

/** Waits for the one promotion mail and checks that no second one follows. */
async function expectOnePromotion(member: TestMember, title: string): Promise<void> {
  const received = await mail.next(member.email, { subject: new RegExp(`Máte miesto: ${title}`) });
  expect(received.text).toContain('Dobrý deň, Zuzana,');
  await mail.expectNone(member.email, 2000);
  expect(
    await sql(t, "SELECT status::text FROM mail_outbox WHERE user_id = $1 AND dedupe_key LIKE 'waitlist_promotion:%'", [
      member.id,
    ]),
  ).toEqual([{ status: 'sent' }]);
}

describe('a crash in the middle of a change', () => {
  it('SIGKILL while the promotion mail is being queued leaves neither the place given nor a mail; done again, it mails once', async () => {
    const { slug, holder, waiting } = await fullEvent('Zraz po výpadku');
    // Its sessions carry their own application_name: the ones the crash takes down.
    const server = await spawnServer({
      ...ENV,
      DATABASE_URL: `${t.database.url}?application_name=evklub-crashed`,
      JOBS_WORKERS: 'false',
    });
    await started(server, 60_000);

    // Another session holds mail_outbox against writes, so the server stops at the moment it queues the mail.
    const locker = new pg.Client({ connectionString: t.database.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE mail_outbox IN EXCLUSIVE MODE');
      const cancel = request(server.url)
        .delete(`/api/events/${slug}/registration`)
        .set('authorization', bearer(holder));
      cancel.then(
        () => undefined,
        () => undefined,
      );
      // (Read from another session: inside its transaction the locker sees pg_stat_activity as it was at its start.)
      const blocked =
        "SELECT pid FROM pg_stat_activity WHERE application_name = 'evklub-crashed' AND wait_event_type = 'Lock' AND query ILIKE '%mail_outbox%'";
      for (let i = 0; (await sql(t, blocked)).length === 0; i++) {
        if (i > 200) throw new Error(`the server never reached the mail queue:\n${server.stderr()}`);
        await sleep(50);
      }
      // The crash: the process and its database sessions are gone.
      process.kill(-server.child.pid!, 'SIGKILL');
      await server.exited;
      await sql(t, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'evklub-crashed'");
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }

    // Never a place given without its mail: the cancellation and the promotion did not commit either.
    expect(await placeAndMails(slug, holder)).toEqual({ status: 'registered', mails: 0 });
    expect(await placeAndMails(slug, waiting)).toEqual({ status: 'waitlisted', mails: 0 });
    await mail.expectNone(waiting.email, 1500);

    // The member cancels again on a running instance: the place and its one mail.
    await request(t.url).delete(`/api/events/${slug}/registration`).set('authorization', bearer(holder)).expect(200);
    await expectOnePromotion(waiting, 'Zraz po výpadku');
    expect(await placeAndMails(slug, waiting)).toEqual({ status: 'registered', mails: 1 });
  }, 90_000);
});

describe('account deletion gives a place', () => {
  it('the deletion rolled back mails nobody; committed, it mails the member moved up once, with nothing run after the commit', async () => {
    const { slug, holder, waiting } = await fullEvent('Zraz bez zrušeného účtu');
    const erase = (db: Db) => t.app.get(ProfileDataService).eraseMember(db, holder.id);
    const rollback = new Error('rolled back');
    await expect(
      t.app.get(TransactionRepository).run(async (db) => {
        await erase(db);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await placeAndMails(slug, waiting)).toEqual({ status: 'waitlisted', mails: 0 });
    await mail.expectNone(waiting.email, 1500);

    // The transaction alone (what both deletion paths run), no follow-up after its commit: the workers deliver.
    await t.app.get(TransactionRepository).run(erase);
    await expectOnePromotion(waiting, 'Zraz bez zrušeného účtu');
    expect(await placeAndMails(slug, waiting)).toEqual({ status: 'registered', mails: 1 });
  });

  it('a member deleting their own account moves the first waitlisted member up with one mail', async () => {
    const { slug, holder, waiting } = await fullEvent('Zraz po odchode člena');
    await request(t.url)
      .delete('/api/profile')
      .set('authorization', bearer(holder))
      .send({ confirm: DELETE_CONFIRMATION })
      .expect(204);
    await expectOnePromotion(waiting, 'Zraz po odchode člena');
    expect(await placeAndMails(slug, waiting)).toEqual({ status: 'registered', mails: 1 });
  });

  it('an account deleted through the auth admin API moves the first waitlisted member up with one mail', async () => {
    const { slug, holder, waiting } = await fullEvent('Zraz po zásahu správcu');
    const admin = createClient(t.url, serviceRoleKey(t.config), {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error } = await admin.auth.admin.deleteUser(holder.id);
    expect(error).toBeNull();
    await expectOnePromotion(waiting, 'Zraz po zásahu správcu');
    expect(await placeAndMails(slug, waiting)).toEqual({ status: 'registered', mails: 1 });
  });
});
