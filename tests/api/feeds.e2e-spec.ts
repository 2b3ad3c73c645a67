// The feeds, read with real parsers: the club calendar /udalosti.ics and a member's private calendar
// with ical.js (RFC 5545), the news feed /clanky/feed.xml with fast-xml-parser. Each carries the
// right events or articles; a renewed-away calendar secret opens nothing.
import request from 'supertest';
import ICAL from 'ical.js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { startTestApp, TestApp } from '../support/app';
import { DAY, fromNow, insertEvent } from '../support/events';
import { bearer, createMember, sql } from '../support/members';
import { errorShape } from '../support/content';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', PUBLIC_URL: 'https://evklub.example' });
});
afterAll(() => t?.close());

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  location: string | null;
  url: string | null;
}

/** Parses an iCalendar text with ical.js; returns the calendar's name and its events. */
function parseCalendar(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      location: event.location || null,
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

/** The response with its body as text, whatever its content type. */
async function getText(path: string): Promise<{ text: string; headers: Record<string, string> }> {
  const res = await request(t.url)
    .get(path)
    .buffer(true)
    .parse((stream, done) => {
      let body = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('end', () => done(null, body));
    })
    .expect(200);
  return { text: res.body as string, headers: res.headers as Record<string, string> };
}

describe('GET /udalosti.ics', () => {
  it('is a calendar of every upcoming published event, without drafts, scheduled or past events', async () => {
    const upcoming = await insertEvent(t, {
      title: 'Zraz v Žiline; jar, leto',
      location: 'Žilina, námestie',
      date_start: fromNow(3 * DAY),
    });
    const later = await insertEvent(t, { title: 'Letný výlet', date_start: fromNow(40 * DAY) });
    const draft = await insertEvent(t, { title: 'Koncept', published_at: null });
    const scheduled = await insertEvent(t, { title: 'Naplánovaný', published_at: fromNow(DAY) });
    const past = await insertEvent(t, { title: 'Minulý', date_start: fromNow(-3 * DAY) });

    const res = await getText('/udalosti.ics');
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { name, events } = parseCalendar(res.text);
    expect(name).toBe('EV Klub – udalosti');
    const uids = events.map((e) => e.uid);
    expect(uids).toEqual(expect.arrayContaining([`${upcoming.id}@evklub.example`, `${later.id}@evklub.example`]));
    for (const hidden of [draft, scheduled, past]) expect(uids).not.toContain(`${hidden.id}@evklub.example`);
    expect(events.find((e) => e.uid.startsWith(upcoming.id))).toMatchObject({
      summary: 'Zraz v Žiline; jar, leto',
      location: 'Žilina, námestie',
      url: `https://evklub.example/udalost/${upcoming.slug}`,
    });
  });
});

describe('private calendar /kalendar/<secret>.ics', () => {
  it('carries the events the member is registered or waitlisted for, and refuses a renewed-away secret', async () => {
    const [member, first] = await Promise.all([createMember(t), createMember(t)]);
    const [mine, waitlisted, cancelled, other] = await Promise.all([
      insertEvent(t, { title: 'Moja udalosť' }),
      insertEvent(t, { title: 'Čakám', capacity: 1 }),
      insertEvent(t, { title: 'Zrušil som' }),
      insertEvent(t, { title: 'Cudzia' }),
    ]);
    await request(t.url)
      .post(`/api/events/${waitlisted.slug}/registration`)
      .set('authorization', bearer(first))
      .expect(200);
    for (const event of [mine, waitlisted, cancelled])
      await request(t.url)
        .post(`/api/events/${event.slug}/registration`)
        .set('authorization', bearer(member))
        .expect(200);
    await request(t.url)
      .delete(`/api/events/${cancelled.slug}/registration`)
      .set('authorization', bearer(member))
      .expect(200);

    const settings = await request(t.url).get('/api/me/notifications').set('authorization', bearer(member)).expect(200);
    const oldPath = new URL(settings.body.v.calendar_url as string).pathname;
    const res = await getText(oldPath);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { name, events } = parseCalendar(res.text);
    expect(name).toBe('EV Klub – moje udalosti');
    expect(events.map((e) => e.summary).sort()).toEqual(['Moja udalosť', 'Čakám (čakacia listina)']);
    expect(events.map((e) => e.uid)).not.toContain(`${other.id}@evklub.example`);

    const renewed = await request(t.url)
      .post('/api/me/notifications/calendar-token')
      .set('authorization', bearer(member))
      .expect(200);
    const newPath = new URL(renewed.body.v.calendar_url as string).pathname;
    expect(newPath).not.toBe(oldPath);
    const refused = await request(t.url).get(oldPath).expect(404);
    expect(refused.body).toEqual(errorShape(404, 'errors.calendar_not_found'));
    expect(parseCalendar((await getText(newPath)).text).events).toHaveLength(2);
    for (const bad of ['/kalendar/nie.ics', '/kalendar/x', `${newPath.slice(0, -4)}`])
      await request(t.url).get(bad).expect(404);
  });
});

describe('private calendar: status and local time', () => {
  it('marks a waitlisted event as tentative, a registered one as confirmed, in Bratislava time with its VTIMEZONE', async () => {
    const [member, first] = await Promise.all([createMember(t), createMember(t)]);
    // 18:00 in Bratislava in summer (CEST, UTC+2) and in winter (CET, UTC+1)
    const summer = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 6, 15, 16, 0));
    const winter = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 20, 17, 0));
    const [registered, waitlisted] = await Promise.all([
      insertEvent(t, { title: 'Letný zraz', date_start: summer }),
      insertEvent(t, { title: 'Zimný zraz', capacity: 1, date_start: winter }),
    ]);
    await request(t.url)
      .post(`/api/events/${waitlisted.slug}/registration`)
      .set('authorization', bearer(first))
      .expect(200);
    for (const event of [registered, waitlisted])
      await request(t.url)
        .post(`/api/events/${event.slug}/registration`)
        .set('authorization', bearer(member))
        .expect(200);
    const settings = await request(t.url).get('/api/me/notifications').set('authorization', bearer(member)).expect(200);
    const { text } = await getText(new URL(settings.body.v.calendar_url as string).pathname);

    const calendar = new ICAL.Component(ICAL.parse(text));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Bratislava');
    ICAL.TimezoneService.register(zone!);
    const byTitle = new Map(
      calendar.getAllSubcomponents('vevent').map((c) => [String(c.getFirstPropertyValue('uid')), c]),
    );
    const summerEvent = byTitle.get(`${registered.id}@evklub.example`)!;
    const winterEvent = byTitle.get(`${waitlisted.id}@evklub.example`)!;
    expect(summerEvent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(summerEvent.getFirstPropertyValue('summary')).toBe('Letný zraz');
    expect(winterEvent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(winterEvent.getFirstPropertyValue('summary')).toBe('Zimný zraz (čakacia listina)');
    for (const [component, instant] of [
      [summerEvent, summer],
      [winterEvent, winter],
    ] as const) {
      const start = component.getFirstProperty('dtstart')!;
      expect(start.getParameter('tzid')).toBe('Europe/Bratislava');
      const value = start.getFirstValue() as ICAL.Time;
      expect([value.hour, value.minute]).toEqual([18, 0]); // the wall clock a member in Slovakia reads
      expect(value.toJSDate().toISOString()).toBe(instant.toISOString());
    }
    expect(text).toMatch(/\r\nDTSTART;TZID=Europe\/Bratislava:\d{8}T180000\r\n/);
  });
});

describe('GET /clanky/feed.xml', () => {
  it('is RSS 2.0 of the published articles, newest first, without drafts or scheduled ones', async () => {
    const author = await createMember(t, { profile: { first_name: 'Eva', last_name: 'Redaktorová' } });
    const insert = (title: string, slug: string, publishedAt: Date | null) =>
      sql(
        t,
        'INSERT INTO articles (title, slug, description, body, published_at, author_id) VALUES ($1, $2, $3, $4, $5, $6)',
        [title, slug, `Popis: ${title} & viac <b>`, '# Text', publishedAt, author.id],
      );
    await insert('Staršia správa', 'starsia-sprava', fromNow(-2 * DAY));
    await insert('Nová nabíjačka v Prešove', 'nova-nabijacka', fromNow(-60_000));
    await insert('Koncept článku', 'koncept-clanku', null);
    await insert('Zajtrajší článok', 'zajtrajsi-clanok', fromNow(DAY));

    const res = await getText('/clanky/feed.xml');
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(res.text)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(res.text);
    expect(doc.rss['@_version']).toBe('2.0');
    const channel = doc.rss.channel;
    expect(channel.title).toBe('EV Klub – články');
    expect(channel['atom:link']['@_href']).toBe('https://evklub.example/clanky/feed.xml');
    const items = (
      [] as { title: string; link: string; description: string; pubDate: string; 'dc:creator': string }[]
    ).concat(channel.item);
    expect(items.map((i) => i.title)).toEqual(['Nová nabíjačka v Prešove', 'Staršia správa']);
    expect(items[0]).toMatchObject({
      link: 'https://evklub.example/clanok/nova-nabijacka',
      description: 'Popis: Nová nabíjačka v Prešove & viac <b>',
      'dc:creator': 'Eva Redaktorová',
    });
    expect(Number.isNaN(Date.parse(items[0].pubDate))).toBe(false);
  });
});
