// The job queues in the staff console (users=full): each queue with its jobs by state,
// the failed jobs with the error they failed with, and a failed job queued again. The mail queue's
// SMTP server is away (a closed port) and MAIL_RETRY_LIMIT=0, so a contact message's mail fails for good.
import request from 'supertest';
import { JobQueueService } from '../../server/src/jobs/job-queue.service';
import { startTestApp, TestApp } from '../support/app';
import { errorShape, ISO } from '../support/content';
import { bearer, createMember, type TestMember } from '../support/members';
import { setTimeout as sleep } from 'node:timers/promises';

let t: TestApp;
let member: TestMember;
let usersStaff: TestMember;
let contentStaff: TestMember;
const as = (who: TestMember, req: request.Test) => req.set('authorization', bearer(who));

beforeAll(async () => {
  t = await startTestApp({
    AUTH_AUTOCONFIRM: 'true',
    AUTH_BCRYPT_COST: '4',
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_RETRY_LIMIT: '0',
  });
  await t.app.get(JobQueueService).start();
  [member, usersStaff, contentStaff] = await Promise.all([
    createMember(t),
    createMember(t, { permissions: { users: 'full' } }),
    createMember(t, { permissions: { content: 'full' } }),
  ]);
});
afterAll(() => t?.close());

describe('GET /api/admin/job-queues, GET /api/admin/failed-jobs, POST /api/admin/failed-jobs/:id/retry', () => {
  it('requires authentication and the users permission', async () => {
    for (const path of ['/api/admin/job-queues', '/api/admin/failed-jobs']) {
      expect((await request(t.url).get(path).expect(401)).body).toEqual(errorShape(401, 'errors.unauthorized'));
      for (const who of [member, contentStaff])
        expect((await as(who, request(t.url).get(path)).expect(403)).body).toEqual(
          errorShape(403, 'errors.missing_permission'),
        );
    }
    await as(
      contentStaff,
      request(t.url).post('/api/admin/failed-jobs/00000000-0000-4000-8000-000000000000/retry'),
    ).expect(403);
  });

  it('lists the queues by state and a failed mail job with its error; retry queues it again', async () => {
    await request(t.url)
      .post('/api/contact')
      .send({ name: 'Ján', email: 'jan@example.com', subject: 'Otázka', message: 'Dobrý deň, mám otázku ku klubu.' })
      .expect(202);
    let failed: { v: Record<string, unknown>[]; total: number } = { v: [], total: 0 };
    for (let i = 0; i < 75 && failed.total === 0; i++) {
      await sleep(200);
      failed = (await as(usersStaff, request(t.url).get('/api/admin/failed-jobs')).expect(200)).body;
    }
    expect(failed.total).toBe(1);
    expect(failed.v[0]).toEqual({
      id: expect.any(String),
      queue: 'mail-delivery',
      error: expect.stringMatching(/ECONNREFUSED|connect/i),
      retry_count: 0,
      created_at: expect.stringMatching(ISO),
      failed_at: expect.stringMatching(ISO),
    });
    const queues = (await as(usersStaff, request(t.url).get('/api/admin/job-queues')).expect(200)).body;
    expect(queues.v).toContainEqual({
      id: 'mail-delivery',
      queued: expect.any(Number),
      active: expect.any(Number),
      failed: 1,
      retrying: 0,
    });
    // Our queues only: pg-boss's own (its cron scheduling, `__pgboss__send-it`) are not listed.
    expect(queues.v.map((q: { id: string }) => q.id)).toContain('dues-request');
    expect(queues.v.map((q: { id: string }) => q.id).filter((id: string) => id.startsWith('__pgboss__'))).toEqual([]);
    expect(
      (await as(usersStaff, request(t.url).get('/api/admin/failed-jobs').query({ queue: 'other-queue' })).expect(200))
        .body,
    ).toEqual({ v: [], total: 0 });

    const id = failed.v[0].id as string;
    const retried = (await as(usersStaff, request(t.url).post(`/api/admin/failed-jobs/${id}/retry`)).expect(200)).body;
    expect(retried.v).toMatchObject({ id, queue: 'mail-delivery' });
    const job = await t.app.get(JobQueueService).findJob(id);
    expect(job?.state).not.toBe('failed');
    expect((await as(usersStaff, request(t.url).post(`/api/admin/failed-jobs/${id}/retry`))).status).toBe(409);
  }, 30_000);

  it('bad input: an unknown job is 404, a malformed id 400', async () => {
    expect(
      (
        await as(
          usersStaff,
          request(t.url).post('/api/admin/failed-jobs/00000000-0000-4000-8000-000000000000/retry'),
        ).expect(404)
      ).body,
    ).toEqual(errorShape(404, 'errors.job_not_found'));
    await as(usersStaff, request(t.url).post('/api/admin/failed-jobs/not-a-uuid/retry')).expect(400);
  });
});
