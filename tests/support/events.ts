// Events arranged directly in the test database (test set-up; the API under test reads them).
import { randomBytes } from 'node:crypto';
import type { TestApp } from './app';
import { sql } from './members';

export interface EventFields {
  title?: string;
  slug?: string;
  description?: string | null;
  body?: string;
  date_start?: Date;
  date_end?: Date | null;
  location?: string | null;
  capacity?: number | null;
  registration_deadline?: Date | null;
  /** Default: published a minute ago; null = draft. */
  published_at?: Date | null;
  photo_id?: string | null;
  file_name?: string | null;
}

export const DAY = 24 * 3600_000;
export const fromNow = (ms: number) => new Date(Date.now() + ms);

/** Inserts an event (by default published, in a week, 3 hours long, unlimited) and returns its id and slug. */
export async function insertEvent(
  t: Pick<TestApp, 'database'>,
  fields: EventFields = {},
): Promise<{ id: string; slug: string }> {
  const start = fields.date_start ?? fromNow(7 * DAY);
  const row = {
    title: 'Zraz elektromobilov',
    slug: `zraz-${randomBytes(4).toString('hex')}`,
    description: null,
    body: '',
    date_end: new Date(start.getTime() + 3 * 3600_000),
    location: null,
    capacity: null,
    registration_deadline: null,
    published_at: fromNow(-60_000),
    photo_id: null,
    file_name: null,
    ...fields,
    date_start: start,
  };
  const columns = Object.keys(row);
  const [inserted] = await sql<{ id: string; slug: string }>(
    t,
    `INSERT INTO events (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id, slug`,
    Object.values(row),
  );
  return inserted;
}

/** Attendance statuses of an event: user id → status. */
export async function attendanceOf(t: Pick<TestApp, 'database'>, eventId: string): Promise<Map<string, string>> {
  const rows = await sql<{ user_id: string; status: string }>(
    t,
    'SELECT user_id, status FROM event_attendances WHERE event_id = $1',
    [eventId],
  );
  return new Map(rows.map((r) => [r.user_id, r.status]));
}

/** How many attendances of an event have each status. */
export async function statusCounts(t: Pick<TestApp, 'database'>, eventId: string): Promise<Record<string, number>> {
  const rows = await sql<{ status: string; n: number }>(
    t,
    'SELECT status::text, count(*)::int AS n FROM event_attendances WHERE event_id = $1 GROUP BY status',
    [eventId],
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
