// The operator's status page, GET /api/admin/status (docs/operations.md): owners only; with the mail
// server at a closed port the mail check is a problem saying the server cannot be reached (and names
// no password or address), with a working SMTP server it is fine; a backup run of `npm run backup`,
// good or failed, is what the backup check shows; disk, database, version and storage have their figures.
// With an external DATABASE_URL the WAL check says archiving is its provider's, and a backup bucket
// that is down is a problem with what waits and what the bucket answered.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { BackupJobsService } from '../../server/src/backup/backup-jobs.service';
import { backupAndRecord, recordInSiteDatabase } from '../../server/src/backup/backup-runs';
import { freePort } from '../../server/src/common/net';
import { loadConfig } from '../../server/src/config/config';
import { readMigrations } from '../../server/src/database/migrator';
import { startTestApp, type TestApp } from '../support/app';
import { bearer, createMember, sql, type TestMember } from '../support/members';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

const JWT_SECRET = 'status-page-test-secret-status-page-test-secret';
const SMTP_PASSWORD = 'tajne-heslo-smtp-42';
const EVERY_AREA = { users: 'full', events: 'full', content: 'full', finance: 'full' } as const;
const PACKAGE = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {
  version: string;
};

interface Check {
  key: string;
  state: string;
  findings: { code: string; state: string }[];
  facts: Record<string, unknown>;
}
interface Status {
  state: string;
  checked_at: string;
  checks: Check[];
}

describe('GET /api/admin/status', () => {
  let t: TestApp;
  let owner: TestMember;
  let staff: TestMember;
  let member: TestMember;
  let closedPort: number;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-status-'));

  const status = async (app: TestApp = t): Promise<{ body: Status; text: string }> => {
    const res = await request(app.url).get('/api/admin/status').set('authorization', bearer(owner)).expect(200);
    return { body: (res.body as { v: Status }).v, text: res.text };
  };
  const check = (s: Status, key: string) => s.checks.find((c) => c.key === key)!;
  const codes = (c: Check) => c.findings.map((f) => f.code);

  beforeAll(async () => {
    closedPort = await freePort(); // nothing listens there
    t = await startTestApp({
      AUTH_AUTOCONFIRM: 'true',
      AUTH_BCRYPT_COST: '4',
      JWT_SECRET,
      SMTP_URL: `smtp://klub:${SMTP_PASSWORD}@127.0.0.1:${closedPort}`,
    });
    owner = await createMember(t, { verified: true });
    await sql(t, 'UPDATE profiles SET is_owner = true WHERE id = $1', [owner.id]);
    staff = await createMember(t, { verified: true, permissions: EVERY_AREA });
    member = await createMember(t, { verified: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('is for owners only: anonymous 401, a member and staff holding every area 403 errors.owner_required', async () => {
    await request(t.url).get('/api/admin/status').expect(401);
    for (const who of [member, staff]) {
      const res = await request(t.url).get('/api/admin/status').set('authorization', bearer(who)).expect(403);
      expect(res.body).toMatchObject({ statusCode: 403, code: 'errors.owner_required' });
    }
  });

  it('SMTP_URL at a closed port: the mail check is a problem, the server cannot be reached; no password in the answer', async () => {
    const { body, text } = await status();
    const mail = check(body, 'mail');
    expect(mail).toMatchObject({ state: 'problem', findings: [{ code: 'mail.unreachable', state: 'problem' }] });
    expect(mail.facts).toMatchObject({
      mail_server_kind: 'smtp_url',
      mail_server: `127.0.0.1:${closedPort}`,
      mail_reachable: false,
      mail_problem: 'unreachable',
    });
    expect(body.state).toBe('problem');
    expect(body.checks[0].state).toBe('problem'); // problems first
    expect(text).not.toContain(SMTP_PASSWORD);
    expect(text).not.toContain('klub:');
  });

  it('mails failing now: the newest failure by its kind only, never the address it was for', async () => {
    await sql(
      t,
      `INSERT INTO mail_outbox (kind, recipient, subject, text, status, attempts, last_error, enqueued_at)
       VALUES ('test', 'jan.novak@example.sk', 'Test', 'x', 'queued', 2, 'connect ECONNREFUSED 127.0.0.1:25 (jan.novak@example.sk)', now())`,
    );
    const { body, text } = await status();
    const mail = check(body, 'mail');
    expect(codes(mail)).toEqual(['mail.unreachable', 'mail.failing']);
    expect(mail.facts).toMatchObject({ mails_retrying: 1, last_mail_problem: 'unreachable', last_mail_sent_at: null });
    expect(text).not.toContain('jan.novak');
    await sql(t, `DELETE FROM mail_outbox WHERE kind = 'test'`);
  });

  it('disk, database, version and storage: their figures', async () => {
    const { body } = await status();
    const disk = check(body, 'disk');
    expect(disk.facts).toMatchObject({
      data_dir: t.config.dataDir,
      disk_free_bytes: expect.any(Number),
      disk_total_bytes: expect.any(Number),
      disk_free_percent: expect.any(Number),
    });
    expect(disk.facts.disk_total_bytes as number).toBeGreaterThan(disk.facts.disk_free_bytes as number);
    expect(disk.facts.disk_free_bytes as number).toBeGreaterThan(0);
    expect(check(body, 'database')).toMatchObject({ state: 'ok', facts: { database_bytes: expect.any(Number) } });
    expect(check(body, 'database').facts.database_bytes as number).toBeGreaterThan(1_000_000);
    const local = readMigrations().map((m) => m.name);
    expect(check(body, 'version')).toMatchObject({
      state: 'ok',
      findings: [{ code: 'version.ok' }],
      facts: {
        version: PACKAGE.version,
        node_version: process.version,
        migrations_applied: local.length,
        last_migration: local.at(-1),
        migrations_pending: [],
      },
    });
    expect(check(body, 'storage')).toMatchObject({
      state: 'ok',
      facts: { storage_driver: 'local', storage_reachable: true, storage_error: null },
    });
    expect(check(body, 'jobs')).toMatchObject({ state: 'ok', facts: { jobs_failed: 0, jobs_overdue: 0 } });
  });

  it('backups: none is a warning; a run of npm run backup shows as good, a failed one as a problem with its reason', async () => {
    expect(check((await status()).body, 'backup')).toMatchObject({
      state: 'warning',
      findings: [{ code: 'backup.never' }],
      facts: { backup_last_at: null },
    });

    const backupDir = path.join(work, 'backups');
    const config = (dir: string) =>
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: t.config.dataDir,
        DATABASE_URL: t.database.url,
        BACKUP_DIR: dir,
      });
    const warnings: string[] = [];
    const good = await backupAndRecord(config(backupDir), recordInSiteDatabase(config(backupDir)), (line) =>
      warnings.push(line),
    );
    expect(good.notRecorded).toBeUndefined();
    const ok = check((await status()).body, 'backup');
    expect(ok).toMatchObject({
      state: 'ok',
      findings: [{ code: 'backup.ok' }],
      facts: {
        backup_last_ok: true,
        backup_last_archive: path.basename(good.file),
        backup_last_bytes: good.bytes,
        backup_last_error: null,
      },
    });
    expect(ok.facts.backup_last_success_at).toBe(ok.facts.backup_last_at);

    // BACKUP_DIR is a file: the backup fails, and says why.
    const notAFolder = path.join(work, 'not-a-folder');
    fs.writeFileSync(notAFolder, 'x');
    await expect(
      backupAndRecord(config(notAFolder), recordInSiteDatabase(config(notAFolder)), (line) => warnings.push(line)),
    ).rejects.toThrow(/EEXIST|ENOTDIR/);
    expect(warnings).toEqual([]);
    const failed = check((await status()).body, 'backup');
    expect(failed).toMatchObject({
      state: 'problem',
      findings: [{ code: 'backup.failed', state: 'problem' }],
      facts: {
        backup_last_ok: false,
        backup_last_archive: null,
        backup_last_error: expect.stringMatching(/EEXIST|ENOTDIR/),
      },
    });
    expect(failed.facts.backup_last_success_at).toBe(ok.facts.backup_last_at);

    // A good backup 30 hours ago only: a warning that it is old.
    await sql(t, `DELETE FROM backup_runs`);
    await sql(
      t,
      `INSERT INTO backup_runs (started_at, finished_at, ok, archive, bytes) VALUES (now() - interval '30 hours', now() - interval '30 hours', true, 'old.tar.gz', 1000)`,
    );
    expect(check((await status()).body, 'backup')).toMatchObject({
      state: 'warning',
      findings: [{ code: 'backup.old' }],
    });
  }, 60_000);

  describe('with an external DATABASE_URL and a backup bucket that is down', () => {
    let external: TestApp;
    const backupDir = path.join(work, 'external-backups');
    beforeAll(async () => {
      const env = {
        JWT_SECRET,
        DATABASE_URL: t.database.url,
        BACKUP_DIR: backupDir,
        BACKUP_S3_BUCKET: 'evklub-backups',
        BACKUP_S3_ENDPOINT: `http://127.0.0.1:${closedPort}`,
        BACKUP_S3_ACCESS_KEY_ID: 'backup-key-id',
        BACKUP_S3_SECRET_ACCESS_KEY: 'backup-secret-key',
        S3_FORCE_PATH_STYLE: 'true',
      };
      external = await startTestApp(env, { database: t.database });
      // A backup of the files and secrets waits to be shipped; the shipper runs as `npm start` runs it.
      await backupAndRecord(external.config, recordInSiteDatabase(external.config), () => undefined);
      external.app.get(BackupJobsService).startShipping();
    });
    afterAll(() => external.close());

    it('WAL archiving is not ours: the check says so and shows no archiver figures; shipping fails: a problem, what waits and why', async () => {
      // The shipper's first round fails within seconds.
      let body = (await status(external)).body;
      for (const deadline = Date.now() + 30_000; check(body, 'offsite').state !== 'problem' && Date.now() < deadline;) {
        await new Promise((r) => setTimeout(r, 250));
        body = (await status(external)).body;
      }
      expect(check(body, 'wal')).toEqual({
        key: 'wal',
        state: 'ok',
        findings: [{ code: 'wal.external', state: 'ok' }],
        facts: {},
      });
      const offsite = check(body, 'offsite');
      expect(offsite).toMatchObject({
        state: 'problem',
        findings: [{ code: 'offsite.failing', state: 'problem' }],
        facts: { bucket_name: 'evklub-backups', bucket_waiting: 1, bucket_last_file: null },
      });
      expect(offsite.facts.bucket_error).toEqual(expect.any(String));
      expect(Date.parse(offsite.facts.bucket_failing_since as string)).toBeLessThanOrEqual(Date.now());
      expect(JSON.stringify(body)).not.toContain('backup-secret-key');
    });
  });

  describe('with a working SMTP server', () => {
    let sink: SmtpSink;
    let other: TestApp;
    beforeAll(async () => {
      sink = await startSmtpSink();
      other = await startTestApp({ JWT_SECRET, SMTP_URL: `smtp://127.0.0.1:${sink.port}` }, { database: t.database });
    });
    afterAll(async () => {
      await other.close();
      await sink.stop();
    });

    it('the mail check is fine', async () => {
      const mail = check((await status(other)).body, 'mail');
      expect(mail).toMatchObject({
        state: 'ok',
        findings: [{ code: 'mail.ok', state: 'ok' }],
        facts: { mail_reachable: true, mail_problem: null, mail_server: `127.0.0.1:${sink.port}` },
      });
    });
  });
});

describe('GET /api/admin/status without any mail server', () => {
  let t: TestApp;
  let owner: TestMember;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
    owner = await createMember(t);
    await sql(t, 'UPDATE profiles SET is_owner = true WHERE id = $1', [owner.id]);
  });
  afterAll(() => t.close());

  it('no SMTP_URL and no local MailDev: mail is not configured (a problem)', async () => {
    const res = await request(t.url).get('/api/admin/status').set('authorization', bearer(owner)).expect(200);
    const mail = (res.body as { v: Status }).v.checks.find((c) => c.key === 'mail')!;
    expect(mail).toMatchObject({
      state: 'problem',
      findings: [{ code: 'mail.not_configured' }],
      facts: { mail_server_kind: 'none', mail_server: null, mail_reachable: null },
    });
  });
});
