// Web Push to members' devices (#47 part 3), against a local push service this test runs (a node
// http server on a free port, standing in for the browsers' push services): when staff move an
// event, each registered member's device receives a push whose request carries the aes128gcm payload
// (RFC 8291) and a VAPID Authorization that verifies (RFC 8292); the test made the device's keys
// itself, decrypts the payload with them (http_ece) and finds the event. A 410 removes the
// subscription; five devices get five pushes and a push service that never answers holds up none of
// them; a refused push is retried. Push is off until the member chooses it, the choices persist, and
// a member cannot remove another's device. Staff's answer says how many members get a mail and a push.
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import request from 'supertest';
import ece from 'http_ece';
import { startTestApp, TestApp } from '../support/app';
import { insertEvent, DAY, fromNow } from '../support/events';
import { bearer, createMember, sql, type TestMember } from '../support/members';
import { errorShape } from '../support/content';
import { MailCapture, startMailCapture } from '../support/mail';
import { until } from '../support/until';
import { JobQueueService } from '../../server/src/jobs/job-queue.service';
import { DELETE_CONFIRMATION } from '../../server/src/modules/members/profile.dto';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The local push service: what each path answers (201 unless told), and every request it got. */
class PushServiceStandIn {
  readonly received: Received[] = [];
  readonly answers = new Map<string, number[]>();
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      if (path.startsWith('/hang/')) return; // never answers
      const status = this.answers.get(path)?.shift() ?? 201;
      res.writeHead(status).end();
    });
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }
  to(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }
  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A browser's subscription: its own P-256 key pair and auth secret (what PushManager.subscribe makes). */
interface Device {
  endpoint: string;
  ecdh: ECDH;
  auth: string;
}

let t: TestApp;
let mail: MailCapture;
const push = new PushServiceStandIn();

beforeAll(async () => {
  mail = await startMailCapture();
  await push.start();
  t = await startTestApp({
    AUTH_AUTOCONFIRM: 'true',
    AUTH_BCRYPT_COST: '4',
    SMTP_URL: mail.smtpUrl,
    MAIL_RETRY_DELAY: '1',
  });
  await t.app.get(JobQueueService).start();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await push.stop();
  await mail?.stop();
});

const as = (member: TestMember, req: request.Test) => req.set('authorization', bearer(member));

function newDevice(path: string): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `${push.url}${path}`, ecdh, auth: randomBytes(16).toString('base64url') };
}

async function subscribe(member: TestMember, device: Device): Promise<void> {
  await as(member, request(t.url).post('/api/me/push/subscriptions'))
    .send({ endpoint: device.endpoint, p256dh: device.ecdh.getPublicKey('base64url'), auth: device.auth })
    .expect(200);
}

/** A member registered for the event, with push of event updates on and the given devices. */
async function attendee(slug: string, devices: Device[]): Promise<TestMember> {
  const member = await createMember(t, { verified: true });
  await as(member, request(t.url).post(`/api/events/${slug}/registration`)).expect(200);
  await as(member, request(t.url).put('/api/me/notifications')).send({ push_event_updates: true }).expect(200);
  for (const device of devices) await subscribe(member, device);
  return member;
}

/** The payload the device decrypts with its own keys. */
const decrypt = (device: Device, body: Buffer) =>
  JSON.parse(
    ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth }).toString(),
  ) as { title: string; body: string; url: string };

/** Checks the VAPID header (RFC 8292): an ES256 JWT signed by the key `k`, for the endpoint's origin, not expired. */
function verifyVapid(authorization: string, endpoint: string): { k: string; sub: string } {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization);
  expect(match).not.toBeNull();
  const [, token, k] = match!;
  const [header, payload, signature] = token.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(claims.aud).toBe(new URL(endpoint).origin);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  return { k, sub: claims.sub };
}

const subscriptionsOf = async (userId: string) =>
  (await sql<{ endpoint: string }>(t, 'SELECT endpoint FROM push_subscriptions WHERE user_id = $1', [userId])).map(
    (r) => r.endpoint,
  );

describe('a push when staff move an event', () => {
  it("reaches the member's device encrypted (aes128gcm) with a VAPID signature that verifies, and names the event", async () => {
    const start = fromNow(10 * DAY);
    const event = await insertEvent(t, { title: 'Jarná jazda k Tatrám', date_start: start, location: 'Poprad' });
    const staff = await createMember(t, { permissions: { events: 'full' } });
    const device = newDevice('/push/one');
    const member = await attendee(event.slug, [device]);
    const mailOnly = await createMember(t, { verified: true });
    await as(mailOnly, request(t.url).post(`/api/events/${event.slug}/registration`)).expect(200);

    const { body } = await as(staff, request(t.url).patch(`/api/admin/events/${event.id}`))
      .send({ location: 'Štrbské Pleso' })
      .expect(200);
    // Both members get the mail (on by default), only the one who chose it gets the push.
    expect(body.notified).toEqual({ mail: 2, push: 1 });

    const [received] = await until('the push', async () => push.to('/push/one').length > 0 && push.to('/push/one'));
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(received.headers.ttl)).toBeGreaterThan(0);
    const { k } = verifyVapid(String(received.headers.authorization), device.endpoint);
    const key = await as(member, request(t.url).get('/api/me/push/key')).expect(200);
    expect(key.body.v.public_key).toBe(k);
    expect(decrypt(device, received.body)).toEqual({
      title: 'Zmena udalosti: Jarná jazda k Tatrám',
      body: 'Nové miesto: Štrbské Pleso (predtým Poprad).',
      url: `/udalost/${event.slug}`,
    });
    await mail.next(member.email, { subject: /Zmena udalosti: Jarná jazda k Tatrám/ });
    await mail.next(mailOnly.email, { subject: /Zmena udalosti: Jarná jazda k Tatrám/ });
  });

  it('goes to each of five devices, one push each, while a sixth push service never answers', async () => {
    const event = await insertEvent(t, { title: 'Zraz piatich zariadení', location: 'Nitra' });
    const staff = await createMember(t, { permissions: { events: 'full' } });
    const devices = [1, 2, 3, 4, 5].map((i) => newDevice(`/push/five-${i}`));
    const hanging = newDevice('/hang/sixth');
    await attendee(event.slug, [...devices, hanging]);
    const sent = Date.now();
    await as(staff, request(t.url).patch(`/api/admin/events/${event.id}`))
      .send({ location: 'Trnava' })
      .expect(200);
    // The five arrive long before the hanging service's attempt times out (10 s).
    await until(
      'five pushes',
      async () => devices.every((d) => push.to(new URL(d.endpoint).pathname).length === 1),
      8_000,
    );
    expect(Date.now() - sent).toBeLessThan(8_000);
    for (const d of devices) expect(decrypt(d, push.to(new URL(d.endpoint).pathname)[0].body).body).toContain('Trnava');
  });

  it('a 410 from the push service removes the subscription; a 500 is retried', async () => {
    const event = await insertEvent(t, { title: 'Zraz so starým telefónom', location: 'Žilina' });
    const staff = await createMember(t, { permissions: { events: 'full' } });
    const gone = newDevice('/push/gone');
    const flaky = newDevice('/push/flaky');
    push.answers.set('/push/gone', [410]);
    push.answers.set('/push/flaky', [500]);
    const member = await attendee(event.slug, [gone, flaky]);
    await as(staff, request(t.url).patch(`/api/admin/events/${event.id}`))
      .send({ location: 'Martin' })
      .expect(200);
    await until('the subscription removed', async () => !(await subscriptionsOf(member.id)).includes(gone.endpoint));
    // The refused push came again (backoff MAIL_RETRY_DELAY=1 s) and the device is still subscribed.
    await until('the retried push', async () => push.to('/push/flaky').length >= 2, 30_000);
    expect(await subscriptionsOf(member.id)).toEqual([flaky.endpoint]);
    expect(push.to('/push/gone')).toHaveLength(1);
  });
});

describe('push choices and devices', () => {
  it('are off until the member chooses them, and the choices persist', async () => {
    const member = await createMember(t, { verified: true });
    const { body } = await as(member, request(t.url).get('/api/me/notifications')).expect(200);
    expect(body.v).toMatchObject({
      event_updates: true,
      push_event_updates: false,
      push_event_reminders: false,
      push_membership: false,
      push_new_events: false,
    });
    await as(member, request(t.url).put('/api/me/notifications'))
      .send({ push_new_events: true, push_membership: true })
      .expect(200);
    const again = await as(member, request(t.url).get('/api/me/notifications')).expect(200);
    expect(again.body.v).toMatchObject({ push_new_events: true, push_membership: true, push_event_updates: false });
  });

  it("a member cannot remove another's device; a device signed in by another member becomes theirs", async () => {
    const [owner, other] = await Promise.all([createMember(t), createMember(t)]);
    const device = newDevice('/push/shared');
    await subscribe(owner, device);
    const refused = await as(other, request(t.url).delete('/api/me/push/subscriptions'))
      .query({ endpoint: device.endpoint })
      .expect(404);
    expect(refused.body).toEqual(errorShape(404, 'errors.push_subscription_not_found'));
    expect(await subscriptionsOf(owner.id)).toEqual([device.endpoint]);

    await subscribe(other, device);
    expect(await subscriptionsOf(owner.id)).toEqual([]);
    expect(await subscriptionsOf(other.id)).toEqual([device.endpoint]);
    await as(other, request(t.url).delete('/api/me/push/subscriptions'))
      .query({ endpoint: device.endpoint })
      .expect(204);
    expect(await subscriptionsOf(other.id)).toEqual([]);
  });

  it("deleting the account forgets the member's devices", async () => {
    const member = await createMember(t);
    await subscribe(member, newDevice('/push/leaving'));
    await as(member, request(t.url).delete('/api/profile')).send({ confirm: DELETE_CONFIRMATION }).expect(204);
    expect(await subscriptionsOf(member.id)).toEqual([]);
  });

  it('refuses what is no push subscription: an endpoint elsewhere than https, a key that is no P-256 point', async () => {
    const member = await createMember(t);
    const device = newDevice('/push/x');
    for (const body of [
      { endpoint: 'http://push.example/abc', p256dh: device.ecdh.getPublicKey('base64url'), auth: device.auth },
      { endpoint: device.endpoint, p256dh: Buffer.alloc(65, 7).toString('base64url'), auth: device.auth },
    ]) {
      const res = await as(member, request(t.url).post('/api/me/push/subscriptions')).send(body).expect(400);
      expect(res.body).toEqual(errorShape(400, 'errors.push_subscription_invalid'));
    }
    await request(t.url).get('/api/me/push/key').expect(401);
  });
});
