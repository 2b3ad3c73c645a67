// Registration with a waitlist (docs/product-rules.md, events), at EventAttendanceService on a real
// database: places go in order and the rest wait in line; registering again changes nothing; a
// registered member who cancels hands the place to the first in line, who is told by mail in the
// same transaction; a waitlisted member who cancels hands nothing on.
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../../server/src/access/request-user';
import { EventAttendanceService } from '../../server/src/modules/events/event-attendance.service';
import { EventsModule } from '../../server/src/modules/events/events.module';
import { MemberService } from '../../server/src/modules/members/member.service';
import { attendanceOf, insertEvent } from '../support/events';
import { randomVin, sql } from '../support/members';
import { startServices, type TestServices } from '../support/services';

let s: TestServices;
let attendance: EventAttendanceService;

beforeAll(async () => {
  s = await startServices([EventsModule], { now: () => new Date() });
  attendance = s.app.get(EventAttendanceService);
});
afterAll(() => s?.close());

/** An onboarded member as the guard would hand them to the service (profile with its state). */
async function member(): Promise<AuthUser> {
  const id = randomUUID();
  const email = `${id}@example.com`;
  await sql(s, 'INSERT INTO profiles (id, email, first_name) VALUES ($1, $2, $3)', [id, email, 'Člen']);
  await sql(
    s,
    `INSERT INTO onboarding (user_id, tesla_account_email, tesla_account_full_name, vin, model, variant, color, owned_since, completed_at)
     VALUES ($1, $2, 'Testovací Člen', $3, 'Model 3', 'Long Range', 'Solid Black', '2024-01-15', now())`,
    [id, email, randomVin()],
  );
  return { id, email, sessionId: null, permissions: {}, profile: await s.app.get(MemberService).findMember(id) };
}

const mailsTo = async (user: AuthUser) =>
  (
    await sql<{ kind: string }>(s, 'SELECT kind FROM mail_outbox WHERE user_id = $1 ORDER BY created_at', [user.id])
  ).map((m) => m.kind);

describe('event registration and waitlist (service, template database)', () => {
  it('fills the places in order, lines up the rest, and registering again changes nothing', async () => {
    const event = await insertEvent(s, { capacity: 1 });
    const [first, second, third] = [await member(), await member(), await member()];
    expect((await attendance.registerForEvent(first, event.slug)).v).toMatchObject({ status: 'registered' });
    expect((await attendance.registerForEvent(second, event.slug)).v).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 1,
    });
    expect((await attendance.registerForEvent(third, event.slug)).v).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 2,
    });
    expect((await attendance.registerForEvent(second, event.slug)).v).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 1,
    });
    expect(Object.fromEntries(await attendanceOf(s, event.id))).toEqual({
      [first.id]: 'registered',
      [second.id]: 'waitlisted',
      [third.id]: 'waitlisted',
    });
  });

  it('a cancelled place goes to the first in line, who gets a mail; a waitlisted cancellation hands nothing on', async () => {
    const event = await insertEvent(s, { capacity: 1 });
    const [first, second, third] = [await member(), await member(), await member()];
    for (const m of [first, second, third]) await attendance.registerForEvent(m, event.slug);
    const before = await mailsTo(second);

    await attendance.cancelEventRegistration(third, event.slug);
    expect((await attendanceOf(s, event.id)).get(second.id)).toBe('waitlisted');

    await attendance.cancelEventRegistration(first, event.slug);
    expect(Object.fromEntries(await attendanceOf(s, event.id))).toEqual({
      [first.id]: 'cancelled',
      [second.id]: 'registered',
      [third.id]: 'cancelled',
    });
    expect((await mailsTo(second)).slice(before.length)).toEqual(['event_updates']);
  });
});
