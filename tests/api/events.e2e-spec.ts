// Public events: the list (upcoming / past), the detail and the .ics file. Events are arranged in
// the database; registrations that the counts reflect belong to real members (supabase-js).
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { DAY, fromNow, insertEvent } from '../support/events';
import { createMember, sql } from '../support/members';
import { errorShape, ISO } from '../support/content';

let t: TestApp;
const PUBLIC_URL = 'https://evklub.example';

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', PUBLIC_URL });
});
afterAll(() => t?.close());

/** The one error shape (validation errors add `fields`). */

/** Removes every event so each list test sees only its own. */
const clearEvents = () => sql(t, 'DELETE FROM events');

describe('GET /api/events', () => {
  beforeEach(clearEvents);

  it('is public and lists upcoming published events soonest first, without drafts, scheduled or past events', async () => {
    const later = await insertEvent(t, { title: 'Neskôr', date_start: fromNow(20 * DAY) });
    const sooner = await insertEvent(t, { title: 'Skôr', date_start: fromNow(2 * DAY) });
    // Started an hour ago, ends in two: still upcoming (not yet ended).
    const running = await insertEvent(t, {
      title: 'Práve teraz',
      date_start: fromNow(-3600_000),
      date_end: fromNow(2 * 3600_000),
    });
    await insertEvent(t, { title: 'Koncept', published_at: null });
    await insertEvent(t, { title: 'Naplánované zverejnenie', published_at: fromNow(DAY) });
    await insertEvent(t, { title: 'Minulé', date_start: fromNow(-10 * DAY) });

    const res = await request(t.url).get('/api/events').expect(200);
    expect(res.body.total).toBe(3);
    expect(res.body.v.map((e: { slug: string }) => e.slug)).toEqual([running.slug, sooner.slug, later.slug]);
    expect((await request(t.url).get('/api/events?when=upcoming').expect(200)).body).toEqual(res.body);
  });

  it('answers each event as a summary with its photo, counts and places left', async () => {
    const [photo] = await sql<{ id: string }>(
      t,
      `INSERT INTO photos (src, alt) VALUES ('/media/zraz.jpg', 'Autá na parkovisku') RETURNING id`,
    );
    const start = fromNow(5 * DAY);
    const event = await insertEvent(t, {
      title: 'Jarný zraz',
      description: 'Stretnutie členov',
      date_start: start,
      date_end: new Date(start.getTime() + 4 * 3600_000),
      location: 'Košice',
      capacity: 3,
      photo_id: photo.id,
      file_name: 'program.pdf',
    });
    const members = await Promise.all([createMember(t), createMember(t), createMember(t)]);
    await sql(
      t,
      `INSERT INTO event_attendances (event_id, user_id, status) VALUES ($1, $2, 'registered'), ($1, $3, 'registered'), ($1, $4, 'cancelled')`,
      [event.id, ...members.map((m) => m.id)],
    );

    const res = await request(t.url).get('/api/events').expect(200);
    expect(res.body).toEqual({
      v: [
        {
          id: event.id,
          title: 'Jarný zraz',
          description: 'Stretnutie členov',
          slug: event.slug,
          photo: {
            src: '/media/zraz.jpg',
            alt: 'Autá na parkovisku',
            width: null,
            height: null,
            sources: null,
            placeholder: null,
          },
          date_start: start.toISOString(),
          date_end: new Date(start.getTime() + 4 * 3600_000).toISOString(),
          location: 'Košice',
          capacity: 3,
          registered_count: 2,
          places_left: 1,
          registration_deadline: null,
          registration_open: true,
          file_name: 'program.pdf',
          price: null,
          companions_max: 0,
          payment_days: 7,
          refund_deadline: null,
          created_at: expect.stringMatching(ISO),
          updated_at: expect.stringMatching(ISO),
        },
      ],
      total: 1,
    });
  });

  it('lists past events (ended, or started without an end) most recent first, paged', async () => {
    const old = await insertEvent(t, { date_start: fromNow(-30 * DAY) });
    const recent = await insertEvent(t, { date_start: fromNow(-2 * DAY) });
    const noEnd = await insertEvent(t, { date_start: fromNow(-5 * DAY), date_end: null });
    await insertEvent(t, { date_start: fromNow(-4 * DAY), published_at: null });
    await insertEvent(t, { date_start: fromNow(3 * DAY) });

    const first = await request(t.url).get('/api/events?when=past&per_page=2').expect(200);
    expect(first.body.total).toBe(3);
    expect(first.body.v.map((e: { id: string }) => e.id)).toEqual([recent.id, noEnd.id]);
    const second = await request(t.url).get('/api/events?when=past&per_page=2&page=2').expect(200);
    expect(second.body.v.map((e: { id: string }) => e.id)).toEqual([old.id]);
    expect(second.body.v[0].registration_open).toBe(false);
  });

  it('refuses bad query parameters with 400 errors.validation', async () => {
    for (const query of [
      'when=later',
      'when=UPCOMING',
      'per_page=0',
      'per_page=101',
      'page=0',
      'page=abc',
      'sort=title',
      'when[]=past',
    ]) {
      const res = await request(t.url).get(`/api/events?${query}`);
      expect({ query, status: res.status, body: res.body }).toEqual({
        query,
        status: 400,
        body: errorShape(400, 'errors.validation'),
      });
    }
  });
});

describe('GET /api/events/:slug', () => {
  it('is public and answers the event with its markdown body rendered and sanitised', async () => {
    const event = await insertEvent(t, {
      title: 'Zimná jazda',
      body: '# Program\n\nStretneme sa **o deviatej**.\n\n<script>alert(1)</script>\n\n[odkaz](javascript:alert(1))',
      capacity: 10,
    });
    const res = await request(t.url).get(`/api/events/${event.slug}`).expect(200);
    expect(res.body.v).toMatchObject({
      id: event.id,
      slug: event.slug,
      title: 'Zimná jazda',
      capacity: 10,
      registered_count: 0,
      places_left: 10,
    });
    expect(res.body.v.body_html).toContain('<h2>Program</h2>');
    expect(res.body.v.body_html).toContain('<strong>o deviatej</strong>');
    expect(res.body.v.body_html).not.toMatch(/script|javascript:/);
  });

  it('answers 404 errors.event_not_found for unknown, draft and scheduled events', async () => {
    const draft = await insertEvent(t, { published_at: null });
    const scheduled = await insertEvent(t, { published_at: fromNow(DAY) });
    for (const slug of ['neexistuje', draft.slug, scheduled.slug]) {
      const res = await request(t.url).get(`/api/events/${slug}`);
      expect({ slug, status: res.status, body: res.body }).toEqual({
        slug,
        status: 404,
        body: errorShape(404, 'errors.event_not_found'),
      });
    }
  });

  it('answers 404 for malformed slugs (traversal, upper case, NUL, overlong) without a server error', async () => {
    const event = await insertEvent(t);
    for (const slug of [
      '..%2F..%2Fetc%2Fpasswd',
      '..',
      encodeURIComponent(event.slug.toUpperCase()),
      'a'.repeat(121),
      '%E2%80%AE',
      'a--b',
    ]) {
      const res = await request(t.url).get(`/api/events/${slug}`);
      expect({ slug, status: res.status, body: res.body }).toEqual({
        slug,
        status: 404,
        body: errorShape(404, 'errors.event_not_found'),
      });
    }
    // NUL is refused for every route before it reaches a repository.
    const nul = await request(t.url).get('/api/events/a%00b');
    expect({ status: nul.status, body: nul.body }).toEqual({
      status: 400,
      body: errorShape(400, 'errors.invalid_characters'),
    });
    // The longest slug that can be stored is reachable.
    const longest = await insertEvent(t, { slug: `${'dlhy-nazov-'.repeat(10)}zrazu-v-ke` });
    expect(longest.slug).toHaveLength(120);
    await request(t.url).get(`/api/events/${longest.slug}`).expect(200);
    // A slash is another path: no such route.
    await request(t.url).get('/api/events/a/b').expect(404);
  });
});

describe('GET /api/events/:slug/calendar.ics', () => {
  it('is public and downloads an RFC 5545 file for the event', async () => {
    const start = new Date('2031-05-16T08:00:00.000Z');
    const event = await insertEvent(t, {
      title: 'Jarný zraz, Košice; stretnutie majiteľov elektromobilov z celého Slovenska a okolia',
      description: 'Príďte na zraz.',
      body: 'Program: **jazda** po meste.',
      date_start: start,
      date_end: new Date('2031-05-16T14:30:00.000Z'),
      location: 'Hlavná 1, Košice',
    });
    const res = await request(t.url)
      .get(`/api/events/${event.slug}/calendar.ics`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${event.slug}.ics"`);
    const ics = res.body as string;

    // Every line ends in CRLF and holds at most 75 octets; the summary is long enough to be folded.
    expect(ics.endsWith('\r\n')).toBe(true);
    const physical = ics.slice(0, -2).split('\r\n');
    expect(physical.every((l) => !/[\r\n]/.test(l) && Buffer.byteLength(l, 'utf8') <= 75)).toBe(true);
    expect(physical.some((l) => l.startsWith(' '))).toBe(true);

    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    const [eventRow] = await sql<{ updated_at: Date }>(t, 'SELECT updated_at FROM events WHERE id = $1', [event.id]);
    const utc = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        `UID:${event.id}@evklub.example`,
        `DTSTAMP:${utc(eventRow.updated_at)}`,
        'DTSTART;TZID=Europe/Bratislava:20310516T100000',
        'DTEND;TZID=Europe/Bratislava:20310516T163000',
        'SUMMARY:Jarný zraz\\, Košice\\; stretnutie majiteľov elektromobilov z celého Slovenska a okolia',
        'DESCRIPTION:Príďte na zraz.\\n\\nProgram: jazda po meste.',
        'LOCATION:Hlavná 1\\, Košice',
        `URL:${PUBLIC_URL}/udalost/${event.slug}`,
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    // Stable: the same file on the next download.
    const again = await request(t.url)
      .get(`/api/events/${event.slug}/calendar.ics`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });
    expect(again.body).toBe(ics);
  });

  it('answers 404 errors.event_not_found in the JSON error shape for drafts and unknown slugs', async () => {
    const draft = await insertEvent(t, { published_at: null });
    for (const slug of [draft.slug, 'neexistuje', '..']) {
      const res = await request(t.url).get(`/api/events/${slug}/calendar.ics`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual(errorShape(404, 'errors.event_not_found'));
    }
  });
});

describe('the moment the public reads go by', () => {
  beforeEach(clearEvents);

  // The server's clock (jobs/clock.ts), as registration and reminders read it: an app put a month ahead sees an
  // event three weeks away as held, and one published in a week as public.
  it('is the server clock: a month ahead, an event since held is past and a scheduled one is public', async () => {
    const held = await insertEvent(t, { title: 'O tri týždne', date_start: fromNow(20 * DAY) });
    const scheduled = await insertEvent(t, {
      title: 'Zverejnené o týždeň',
      published_at: fromNow(7 * DAY),
      date_start: fromNow(60 * DAY),
    });
    const later = await startTestApp({ PUBLIC_URL }, { database: t.database, clock: { now: () => fromNow(30 * DAY) } });
    try {
      const slugs = async (when: string) =>
        (await request(later.url).get(`/api/events?when=${when}`).expect(200)).body.v.map(
          (e: { slug: string }) => e.slug,
        );
      expect(await slugs('upcoming')).toEqual([scheduled.slug]);
      expect(await slugs('past')).toEqual([held.slug]);
      await request(later.url).get(`/api/events/${scheduled.slug}`).expect(200);
      expect((await request(later.url).get('/udalosti.ics').expect(200)).text).toContain('Zverejnené o týždeň');
    } finally {
      await later.close();
    }
  });
});
