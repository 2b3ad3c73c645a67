// Real members for API tests: signed up and signed in with supabase-js against the test app's
// embedded auth API (start the app with AUTH_AUTOCONFIRM=true so sign-up returns a session), the
// profile created by the real GET /api/me. What a member cannot set themselves (permissions,
// verification, completed onboarding, cars) is arranged directly in the database with pg: that is
// test set-up, not a mocked database.
import { randomBytes } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import request from 'supertest';
import { anonKey } from '../../server/src/auth-api/crypto/keys';
import type { Permissions } from '../../server/src/access/permissions';
import type { TestApp } from './app';

export interface TestMember {
  id: string;
  email: string;
  /** The session's access token, for `authorization: Bearer …`. */
  token: string;
  supabase: SupabaseClient;
}

export interface MemberOptions {
  /** Complete onboarding (answers of steps 1–3 stored), default true. */
  onboarded?: boolean;
  verified?: boolean;
  permissions?: Permissions;
  /** An owner of the club (docs/product-rules.md §6): every area, and alone changes permissions. */
  owner?: boolean;
  /** Profile columns (snake_case) to set, e.g. { first_name: 'Ján', address_city: 'Košice' }. */
  profile?: Record<string, string | null>;
  /** Current cars: VIN (17 chars, no I/O/Q) and the model's database spelling, e.g. 'Model 3'. */
  cars?: { vin: string; model: string }[];
}

const PROFILE_COLUMNS = new Set([
  'username',
  'first_name',
  'last_name',
  'phone_number',
  'address_street',
  'address_city',
  'address_post_code',
  'address_country',
  'company_name',
]);

/** Runs one SQL statement on the test app's database. */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  t: Pick<TestApp, 'database'>,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: t.database.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A random valid VIN (17 characters of the VIN alphabet). */
export function randomVin(): string {
  const alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  return Array.from(randomBytes(17), (b) => alphabet[b % alphabet.length]).join('');
}

/** A member signed up with supabase-js whose profile exists (created by GET /api/me), arranged as asked. */
export async function createMember(
  t: Pick<TestApp, 'url' | 'config' | 'database'>,
  options: MemberOptions = {},
): Promise<TestMember> {
  const supabase = createClient(t.url, anonKey(t.config), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const email = `clen-${randomBytes(6).toString('hex')}@example.com`;
  const { data, error } = await supabase.auth.signUp({ email, password: 'Elektromobil-2026' });
  if (error || !data.session)
    throw error ?? new Error('sign-up returned no session: start the app with AUTH_AUTOCONFIRM=true');
  const member = { id: data.session.user.id, email, token: data.session.access_token, supabase };
  await request(t.url).get('/api/me').set('authorization', `Bearer ${member.token}`).expect(200);

  const { onboarded = true, verified = false, permissions = {}, owner = false, profile = {}, cars = [] } = options;
  const sets = ['permissions = $2', 'is_verified = $3', 'verified_at = CASE WHEN $3 THEN now() END', 'is_owner = $4'];
  const values: unknown[] = [member.id, JSON.stringify(permissions), verified, owner];
  for (const [column, value] of Object.entries(profile)) {
    if (!PROFILE_COLUMNS.has(column)) throw new Error(`createMember: unknown profile column ${column}`);
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  }
  await sql(t, `UPDATE profiles SET ${sets.join(', ')} WHERE id = $1`, values);
  if (onboarded) {
    await sql(
      t,
      `INSERT INTO onboarding (user_id, tesla_account_email, tesla_account_full_name, vin, model, variant, color, owned_since, completed_at)
       VALUES ($1, $2, 'Testovací Člen', $3, 'Model 3', 'Long Range', 'Solid Black', '2024-01-15', now())`,
      [member.id, email, randomVin()],
    );
  }
  for (const car of cars) {
    await sql(t, `INSERT INTO cars (vin, model) VALUES ($1, $2::car_model) ON CONFLICT (vin) DO NOTHING`, [
      car.vin,
      car.model,
    ]);
    await sql(t, `INSERT INTO car_ownerships (vin, owner_id, owned_since) VALUES ($1, $2, '2024-01-15')`, [
      car.vin,
      member.id,
    ]);
  }
  return member;
}

/** `authorization` header value of a member. */
export const bearer = (member: Pick<TestMember, 'token'>) => `Bearer ${member.token}`;
