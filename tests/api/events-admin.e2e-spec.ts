// Staff event management (events=full): list, create, read, edit, delete, and the attendee list as
// JSON and CSV, by event id (/api/admin/events/{id}/attendees…).
// Staff and members are real accounts; permissions are granted in the database (test set-up).
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { attendanceOf, DAY, fromNow, insertEvent, statusCounts } from '../support/events';
import { createMember, sql, type TestMember } from '../support/members';
import { errorShape, ISO, call as sharedCall, expectStaffOnly as staffOnly } from '../support/content';

let t: TestApp;
let staff: TestMember;
let member: TestMember;
let otherStaff: TestMember;

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', RATE_LIMIT_SIGN_UP: 'off' });
  [staff, member, otherStaff] = await Promise.all([
    createMember(t, { permissions: { events: 'full' }, onboarded: false }),
    createMember(t, { verified: true }),
    createMember(t, { permissions: { users: 'full', content: 'full' }, verified: true }),
  ]);
});
afterAll(() => t?.close());

const eventCount = async () => (await sql<{ n: number }>(t, 'SELECT count(*)::int AS n FROM events'))[0].n;
const eventRow = async (id: string) => (await sql(t, 'SELECT * FROM events WHERE id = $1', [id]))[0];

type Method = 'get' | 'post' | 'patch' | 'delete';
const call = (method: Method, path: string, who?: TestMember) => sharedCall(t, method, path, who);

const expectStaffOnly = (method: Method, path: string, body?: object) =>
  staffOnly(t, [member, otherStaff], method, path, body);

const validEvent = () => ({
  title: 'Jarný zraz',
  date_start: '2031-05-16T10:00:00+02:00',
  date_end: '2031-05-16T16:00:00+02:00',
});

describe('GET /api/admin/events', () => {
  it('is for staff with events=full only', async () => {
    await expectStaffOnly('get', '/api/admin/events');
  });

  it('lists every event, drafts included, with search, time filter, sorting and paging', async () => {
    await sql(t, 'DELETE FROM events');
    const draft = await insertEvent(t, {
      title: 'Koncept: Zimný zraz',
      slug: 'koncept',
      published_at: null,
      date_start: fromNow(30 * DAY),
      location: 'Žilina',
    });
    const upcoming = await insertEvent(t, {
      title: 'Autosalón Bratislava',
      slug: 'autosalon',
      date_start: fromNow(3 * DAY),
      capacity: 1,
    });
    const past = await insertEvent(t, { title: 'Letná jazda', slug: 'letna-jazda', date_start: fromNow(-30 * DAY) });
    const waiting = await createMember(t);
    await sql(
      t,
      `INSERT INTO event_attendances (event_id, user_id, status) VALUES ($1, $2, 'registered'), ($1, $3, 'waitlisted')`,
      [upcoming.id, member.id, waiting.id],
    );

    const all = await call('get', '/api/admin/events', staff).expect(200);
    expect(all.body.total).toBe(3);
    expect(all.body.v.map((e: { id: string }) => e.id)).toEqual([draft.id, upcoming.id, past.id]);
    expect(all.body.v[0]).toMatchObject({ published: false, published_at: null, photo_id: null, waitlisted_count: 0 });
    expect(all.body.v[1]).toMatchObject({
      published: true,
      published_at: expect.stringMatching(ISO),
      registered_count: 1,
      waitlisted_count: 1,
      places_left: 0,
    });

    const ids = async (query: string) =>
      (await call('get', `/api/admin/events?${query}`, staff).expect(200)).body.v.map((e: { id: string }) => e.id);
    expect(await ids('q=zraz')).toEqual([draft.id]);
    expect(await ids('q=%C5%BEILINA')).toEqual([draft.id]); // "ŽILINA": case-insensitive, matches the location
    expect(await ids('when=past')).toEqual([past.id]);
    expect(await ids('when=upcoming&sort=date_start')).toEqual([upcoming.id, draft.id]);
    expect(await ids('sort=title')).toEqual([upcoming.id, draft.id, past.id]);
    expect(await ids('sort=-title&per_page=1&page=2')).toEqual([draft.id]);
  });

  it('refuses bad query parameters with 400 errors.validation', async () => {
    for (const query of ['sort=date', 'when=all', 'per_page=500', 'q[]=a', 'published=true']) {
      const res = await call('get', `/api/admin/events?${query}`, staff);
      expect({ query, status: res.status, body: res.body }).toEqual({
        query,
        status: 400,
        body: errorShape(400, 'errors.validation'),
      });
    }
    const nul = await call('get', '/api/admin/events?q=a%00b', staff);
    expect({ status: nul.status, body: nul.body }).toEqual({
      status: 400,
      body: errorShape(400, 'errors.invalid_characters'),
    });
  });
});

describe('POST /api/admin/events', () => {
  it('is for staff with events=full only, and writes nothing for others', async () => {
    const before = await eventCount();
    await expectStaffOnly('post', '/api/admin/events', validEvent());
    expect(await eventCount()).toBe(before);
  });

  it('creates an event, making the slug from the Slovak title without diacritics, numbered when taken', async () => {
    const [photo] = await sql<{ id: string }>(
      t,
      `INSERT INTO photos (src, alt) VALUES ('/media/a.jpg', 'Zraz') RETURNING id`,
    );
    const body = {
      title: 'Ďalší jarný zraz v Košiciach – 2031',
      description: 'Krátky popis',
      body: '## Program\n\nJazda **mestom**.',
      photo_id: photo.id,
      date_start: '2031-05-16T10:00:00+02:00',
      date_end: '2031-05-16T16:00:00+02:00',
      location: 'Košice',
      capacity: 25,
      registration_deadline: '2031-05-14T23:59:00+02:00',
      published_at: '2031-01-01T00:00:00Z',
      file_name: 'program.pdf',
    };
    const res = await call('post', '/api/admin/events', staff).send(body).expect(201);
    expect(res.body).toEqual({
      v: {
        id: expect.any(String),
        title: body.title,
        description: 'Krátky popis',
        slug: 'dalsi-jarny-zraz-v-kosiciach-2031',
        photo: { src: '/media/a.jpg', alt: 'Zraz', width: null, height: null, sources: null, placeholder: null },
        photo_id: photo.id,
        date_start: '2031-05-16T08:00:00.000Z',
        date_end: '2031-05-16T14:00:00.000Z',
        location: 'Košice',
        capacity: 25,
        registered_count: 0,
        places_left: 25,
        waitlisted_count: 0,
        registration_deadline: '2031-05-14T21:59:00.000Z',
        registration_open: false,
        published_at: '2031-01-01T00:00:00.000Z',
        published: false,
        file_name: 'program.pdf',
        price: null,
        companions_max: 0,
        payment_days: 7,
        refund_deadline: null,
        body: body.body,
        money: null,
        body_html: expect.stringContaining('<strong>mestom</strong>'),
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
      },
      // Not published yet: nobody is told (yet).
      notified: { mail: 0, push: 0 },
    });
    expect(await eventRow(res.body.v.id)).toMatchObject({
      slug: 'dalsi-jarny-zraz-v-kosiciach-2031',
      capacity: 25,
      photo_id: photo.id,
    });

    const again = await call('post', '/api/admin/events', staff)
      .send({ title: body.title, date_start: body.date_start })
      .expect(201);
    expect(again.body.v).toMatchObject({
      slug: 'dalsi-jarny-zraz-v-kosiciach-2031-2',
      capacity: null,
      places_left: null,
      date_end: null,
      published: false,
    });
  });

  it('answers 409 errors.slug_taken for a slug in use and writes nothing', async () => {
    const existing = await insertEvent(t);
    const before = await eventCount();
    const res = await call('post', '/api/admin/events', staff)
      .send({ ...validEvent(), slug: existing.slug })
      .expect(409);
    expect(res.body).toEqual(errorShape(409, 'errors.slug_taken'));
    expect(await eventCount()).toBe(before);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await eventCount();
    const cases: [object, string][] = [
      [{ date_start: '2031-05-16T10:00:00Z' }, 'errors.validation'],
      [{ title: '   ', date_start: '2031-05-16T10:00:00Z' }, 'errors.validation'],
      [{ title: 'Zraz' }, 'errors.validation'],
      [{ ...validEvent(), date_end: '2031-05-16T09:00:00+02:00' }, 'errors.event_dates_invalid'],
      [{ ...validEvent(), registration_deadline: '2031-05-17T10:00:00Z' }, 'errors.event_dates_invalid'],
      [{ ...validEvent(), capacity: 0 }, 'errors.validation'],
      [{ ...validEvent(), capacity: -5 }, 'errors.validation'],
      [{ ...validEvent(), capacity: 2.5 }, 'errors.validation'],
      [{ ...validEvent(), capacity: '10' }, 'errors.validation'],
      [{ ...validEvent(), date_start: '2031-02-31T10:00:00Z' }, 'errors.validation'],
      [{ ...validEvent(), date_start: '2031-05-16T10:00:00' }, 'errors.validation'],
      [{ ...validEvent(), date_start: 'zajtra' }, 'errors.validation'],
      [{ ...validEvent(), date_start: 1778918400000 }, 'errors.validation'],
      [{ ...validEvent(), slug: 'a/b' }, 'errors.validation'],
      [{ ...validEvent(), slug: '../etc' }, 'errors.validation'],
      [{ ...validEvent(), slug: 'Velke-Pismena' }, 'errors.validation'],
      [{ ...validEvent(), slug: null }, 'errors.validation'],
      [{ ...validEvent(), photo_id: 'not-a-uuid' }, 'errors.validation'],
      [{ ...validEvent(), photo_id: '5b3c4a8e-6a1e-4c57-9a55-2f1f0c5b1d10' }, 'errors.photo_not_found'],
      [{ ...validEvent(), file_name: '../../etc/passwd' }, 'errors.validation'],
      [{ ...validEvent(), title: 'x'.repeat(201) }, 'errors.validation'],
      [{ ...validEvent(), title: 'Zraz\u0000' }, 'errors.invalid_characters'],
      [{ ...validEvent(), location: 'Ko\u0000šice' }, 'errors.invalid_characters'],
      [{ ...validEvent(), body: '\u0000' }, 'errors.invalid_characters'],
      [{ ...validEvent(), published: true }, 'errors.validation'],
      [{ ...validEvent(), id: '5b3c4a8e-6a1e-4c57-9a55-2f1f0c5b1d10' }, 'errors.validation'],
      [{ ...validEvent(), title: '!!!' }, 'errors.slug_invalid'],
    ];
    for (const [body, code] of cases) {
      const res = await call('post', '/api/admin/events', staff).send(body);
      expect({ body, status: res.status, response: res.body }).toEqual({
        body,
        status: 400,
        response: errorShape(400, code),
      });
    }
    const malformed = await call('post', '/api/admin/events', staff)
      .set('content-type', 'application/json')
      .send('{"title": ');
    expect(malformed.status).toBe(400);
    expect(await eventCount()).toBe(before);
  });
});

describe('GET /api/admin/events/:id', () => {
  it('is for staff with events=full only', async () => {
    const event = await insertEvent(t);
    await expectStaffOnly('get', `/api/admin/events/${event.id}`);
  });

  it('answers any event, drafts included, with its markdown body', async () => {
    const event = await insertEvent(t, { published_at: null, body: 'Text *kurzívou*' });
    const res = await call('get', `/api/admin/events/${event.id}`, staff).expect(200);
    expect(res.body.v).toMatchObject({
      id: event.id,
      published: false,
      body: 'Text *kurzívou*',
      body_html: '<p>Text <em>kurzívou</em></p>\n',
    });
  });

  it('answers 404 errors.event_not_found for an unknown id and 400 errors.invalid_id for a malformed one', async () => {
    expect(
      (await call('get', '/api/admin/events/5b3c4a8e-6a1e-4c57-9a55-2f1f0c5b1d10', staff).expect(404)).body,
    ).toEqual(errorShape(404, 'errors.event_not_found'));
    for (const id of ['123', 'not-a-uuid', '..%2F..']) {
      expect((await call('get', `/api/admin/events/${id}`, staff).expect(400)).body).toEqual(
        errorShape(400, 'errors.invalid_id'),
      );
    }
  });
});

describe('PATCH /api/admin/events/:id', () => {
  it('is for staff with events=full only, and changes nothing for others', async () => {
    const event = await insertEvent(t, { title: 'Pôvodný' });
    await expectStaffOnly('patch', `/api/admin/events/${event.id}`, { title: 'Zmenený' });
    expect((await eventRow(event.id)).title).toBe('Pôvodný');
  });

  it('changes the given fields; null clears nullable ones, published_at null makes a draft', async () => {
    const event = await insertEvent(t, { description: 'Popis', location: 'Nitra', capacity: 5 });
    await request(t.url).get(`/api/events/${event.slug}`).expect(200);
    const res = await call('patch', `/api/admin/events/${event.id}`, staff)
      .send({ title: 'Nový názov', description: null, capacity: null, slug: 'novy-nazov-zrazu', published_at: null })
      .expect(200);
    expect(res.body.v).toMatchObject({
      title: 'Nový názov',
      description: null,
      location: 'Nitra',
      capacity: null,
      slug: 'novy-nazov-zrazu',
      published: false,
    });
    expect(await eventRow(event.id)).toMatchObject({
      title: 'Nový názov',
      description: null,
      location: 'Nitra',
      capacity: null,
      published_at: null,
    });
    await request(t.url).get('/api/events/novy-nazov-zrazu').expect(404);
  });

  it('refuses capacity below the registered count (409) and fills new places from the waitlist in order', async () => {
    const event = await insertEvent(t, { capacity: 2 });
    const [a, b, c, d] = await Promise.all([createMember(t), createMember(t), createMember(t), createMember(t)]);
    for (const m of [a, b, c, d]) await call('post', `/api/events/${event.slug}/registration`, m).expect(200);

    const lower = await call('patch', `/api/admin/events/${event.id}`, staff).send({ capacity: 1 }).expect(409);
    expect(lower.body).toEqual(errorShape(409, 'errors.capacity_below_registered'));
    expect((await eventRow(event.id)).capacity).toBe(2);

    const raised = await call('patch', `/api/admin/events/${event.id}`, staff).send({ capacity: 3 }).expect(200);
    expect(raised.body.v).toMatchObject({ capacity: 3, registered_count: 3, waitlisted_count: 1, places_left: 0 });
    expect(Object.fromEntries(await attendanceOf(t, event.id))).toEqual({
      [a.id]: 'registered',
      [b.id]: 'registered',
      [c.id]: 'registered',
      [d.id]: 'waitlisted',
    });

    await call('patch', `/api/admin/events/${event.id}`, staff).send({ capacity: null }).expect(200);
    expect(await statusCounts(t, event.id)).toEqual({ registered: 4 });
  });

  it('refuses bad input with 400 (or 409 for a taken slug) and changes nothing', async () => {
    const event = await insertEvent(t, {
      title: 'Nemenný',
      date_start: fromNow(5 * DAY),
      date_end: fromNow(5 * DAY + 3600_000),
    });
    const other = await insertEvent(t);
    const before = await eventRow(event.id);
    const cases: [object, number, string][] = [
      [{ title: null }, 400, 'errors.validation'],
      [{ title: '' }, 400, 'errors.validation'],
      [{ date_start: null }, 400, 'errors.validation'],
      [{ body: null }, 400, 'errors.validation'],
      [{ date_end: fromNow(DAY).toISOString() }, 400, 'errors.event_dates_invalid'],
      [{ date_start: fromNow(6 * DAY).toISOString() }, 400, 'errors.event_dates_invalid'],
      [{ registration_deadline: fromNow(7 * DAY).toISOString() }, 400, 'errors.event_dates_invalid'],
      [{ capacity: 0 }, 400, 'errors.validation'],
      [{ description: 'a\u0000' }, 400, 'errors.invalid_characters'],
      [{ slug: 'a/../b' }, 400, 'errors.validation'],
      [{ unknown_field: 1 }, 400, 'errors.validation'],
      [{ slug: other.slug }, 409, 'errors.slug_taken'],
    ];
    for (const [body, status, code] of cases) {
      const res = await call('patch', `/api/admin/events/${event.id}`, staff).send(body);
      expect({ body, status: res.status, response: res.body }).toEqual({
        body,
        status,
        response: errorShape(status, code),
      });
    }
    expect(await eventRow(event.id)).toEqual(before);
    await call('patch', '/api/admin/events/5b3c4a8e-6a1e-4c57-9a55-2f1f0c5b1d10', staff)
      .send({ title: 'X' })
      .expect(404);
  });
});

describe('DELETE /api/admin/events/:id', () => {
  it('is for staff with events=full only, and deletes nothing for others', async () => {
    const event = await insertEvent(t);
    await expectStaffOnly('delete', `/api/admin/events/${event.id}`);
    expect(await eventRow(event.id)).toBeDefined();
  });

  it('deletes the event with its registrations', async () => {
    const event = await insertEvent(t);
    await call('post', `/api/events/${event.slug}/registration`, member).expect(200);
    await call('delete', `/api/admin/events/${event.id}`, staff).expect(204);
    expect(await eventRow(event.id)).toBeUndefined();
    expect((await attendanceOf(t, event.id)).size).toBe(0);
    expect((await call('delete', `/api/admin/events/${event.id}`, staff).expect(404)).body).toEqual(
      errorShape(404, 'errors.event_not_found'),
    );
    await call('delete', '/api/admin/events/nope', staff).expect(400);
  });
});

describe('attendee lists', () => {
  let event: { id: string; slug: string };
  let attendees: TestMember[];

  beforeAll(async () => {
    event = await insertEvent(t, { capacity: 2, published_at: null, title: 'Zraz' });
    attendees = await Promise.all([
      createMember(t, {
        profile: {
          first_name: 'Ľubomír',
          last_name: 'Šťastný',
          phone_number: '+421 905 123 456',
          address_city: 'Košice',
        },
        cars: [
          { vin: '5YJ3E7EB2LF000011', model: 'Model 3' },
          { vin: '7SAYGDEE0PF000012', model: 'Model Y' },
        ],
      }),
      createMember(t, {
        profile: {
          first_name: '=HYPERLINK("http://zle.example")',
          last_name: 'Novák; "Ferko"',
          address_city: 'Žilina',
        },
      }),
      createMember(t, { profile: { first_name: 'Čakajúca', last_name: 'Prvá' } }),
      createMember(t, { profile: { first_name: 'Zrušený', last_name: 'Člen' } }),
    ]);
    // The event is a draft: arranged in the database (members cannot register for drafts).
    await sql(
      t,
      `INSERT INTO event_attendances (event_id, user_id, status, registered_at) VALUES
        ($1, $2, 'registered', '2031-01-01T10:00:00Z'), ($1, $3, 'registered', '2031-01-01T10:05:00Z'),
        ($1, $4, 'waitlisted', '2031-01-01T10:06:00Z'), ($1, $5, 'cancelled', '2031-01-01T09:00:00Z')`,
      [event.id, ...attendees.map((m) => m.id)],
    );
  });

  const paths = () => [`/api/admin/events/${event.id}/attendees`];

  it('are for staff with events=full only', async () => {
    for (const path of [...paths(), ...paths().map((p) => `${p}.csv`)]) await expectStaffOnly('get', path);
  });

  it('list registered members then the waitlist, with contact details and car models', async () => {
    for (const path of paths()) {
      const res = await call('get', path, staff).expect(200);
      expect(res.body).toEqual({
        total: 3,
        v: [
          {
            user_id: attendees[0].id,
            first_name: 'Ľubomír',
            last_name: 'Šťastný',
            email: attendees[0].email,
            phone_number: '+421 905 123 456',
            address_city: 'Košice',
            car_models: ['Model 3', 'Model Y'],
            status: 'registered',
            registered_at: '2031-01-01T10:00:00.000Z',
            waitlist_position: null,
            avatar: null,
            registration_id: expect.any(String),
            checked_in_at: null,
            checked_in_by: null,
            companions: 0,
            amount: null,
            paid: 0,
            payment_status: null,
            variable_symbol: null,
          },
          expect.objectContaining({
            user_id: attendees[1].id,
            status: 'registered',
            waitlist_position: null,
            car_models: [],
          }),
          expect.objectContaining({ user_id: attendees[2].id, status: 'waitlisted', waitlist_position: 1 }),
        ],
      });
    }
    const secondPage = await call('get', `${paths()[0]}?per_page=1&page=3`, staff).expect(200);
    expect(secondPage.body).toMatchObject({ total: 3, v: [{ user_id: attendees[2].id, waitlist_position: 1 }] });
  });

  it('download as CSV for Slovak Excel: BOM, `;`, quoting, diacritics, formulas neutralised', async () => {
    for (const path of paths().map((p) => `${p}.csv`)) {
      const res = await call('get', path, staff)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="ucastnici-${event.slug}.csv"`);
      const bytes = res.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines).toEqual([
        'Stav;Poradie na čakacej listine;Meno;Priezvisko;E-mail;Telefón;Mesto;Autá;Prihlásený;Prišiel/prišla;Sprievodcovia;Suma (EUR);Zaplatené (EUR);Platba;Variabilný symbol',
        `prihlásený;;Ľubomír;Šťastný;${attendees[0].email};'+421 905 123 456;Košice;"Model 3, Model Y";2031-01-01 11:00;;0;;;;`,
        `prihlásený;;"'=HYPERLINK(""http://zle.example"")";"Novák; ""Ferko""";${attendees[1].email};;Žilina;;2031-01-01 11:05;;0;;;;`,
        `čakacia listina;1;Čakajúca;Prvá;${attendees[2].email};;;;2031-01-01 11:06;;0;;;;`,
        '',
      ]);
    }
  });

  it('answer 404 errors.event_not_found for unknown events and 400 for malformed ids, and the list by slug is gone', async () => {
    for (const path of [
      '/api/admin/events/5b3c4a8e-6a1e-4c57-9a55-2f1f0c5b1d10/attendees',
      '/api/admin/events/5b3c4a8e-6a1e-4c57-9a55-2f1f0c5b1d10/attendees.csv',
    ]) {
      expect((await call('get', path, staff).expect(404)).body).toEqual(errorShape(404, 'errors.event_not_found'));
    }
    expect((await call('get', '/api/admin/events/abc/attendees', staff).expect(400)).body).toEqual(
      errorShape(400, 'errors.invalid_id'),
    );
    await call('get', `${paths()[0]}?per_page=0`, staff).expect(400);
    // One way to the list: the member area's attendee page reads the event by slug, then this list by id.
    expect((await call('get', `/api/events/${event.slug}/attendees`, staff).expect(404)).body.code).toBe(
      'errors.not_found',
    );
  });
});
