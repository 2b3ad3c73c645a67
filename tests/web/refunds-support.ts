// Refunds owed, arranged in the suite server's embedded database: the events module that makes them
// (a paid registration cancelled, RefundsService.owe) has no screen that pays yet, so a spec sets up a
// registration that was paid and cancelled, and the refund it left, as tests/support/events.ts does
// for the API specs. The database URL: the port from PostgreSQL's postmaster.pid, the password from
// the data folder (server/src/database/embedded-postgres.ts).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { queryDatabase } from '../support/database';
import type { APIRequestContext } from './fixtures';
import { createEvent, registerForEvent, type Member } from './member-support';

function suiteDatabaseUrl(): string {
  const dataDir = process.env.EVKLUB_DATA_DIR;
  if (!dataDir) throw new Error('EVKLUB_DATA_DIR is not set: run the spec through tests/web/global-setup.ts');
  const port = fs
    .readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/evklub`;
}

export interface OwedRefund {
  id: string;
  endToEndId: string;
  eventTitle: string;
  variableSymbol: string;
}

/** The member registered for a new event, paid `cents`, and was cancelled: the refund owed, to `iban` (null: cash). */
export async function owedRefund(
  request: APIRequestContext,
  member: Member & { name: string },
  cents: number,
  iban: string | null,
): Promise<OwedRefund> {
  const event = await createEvent(request, { title: `Jazda zručnosti ${randomBytes(3).toString('hex')}` });
  await registerForEvent(request, member, event.slug);
  const url = suiteDatabaseUrl();
  const variableSymbol = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const [attendance] = await queryDatabase<{ id: string }>(
    url,
    `UPDATE event_attendances SET status = 'cancelled', amount_cents = $3, paid_cents = $3, variable_symbol = $4, paid_at = now()
     WHERE event_id = $1 AND user_id = $2 RETURNING id`,
    [event.id, member.id, cents, variableSymbol],
  );
  const endToEndId = `VR${variableSymbol}-${randomBytes(4).toString('hex').toUpperCase()}`;
  const [refund] = await queryDatabase<{ id: string }>(
    url,
    `INSERT INTO event_refunds (attendance_id, user_id, event_id, event_title, member_name, variable_symbol,
       amount_cents, reason, iban, end_to_end_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'member_cancelled', $8, $9) RETURNING id`,
    [attendance.id, member.id, event.id, event.title, member.name, variableSymbol, cents, iban, endToEndId],
  );
  return { id: refund.id, endToEndId, eventTitle: event.title, variableSymbol };
}
