import { Injectable } from '@nestjs/common';
import pg from 'pg';
import { PrismaService } from '../database/prisma.service';
import { Prisma } from '../generated/prisma/client';
import { carColor, carModel, carVariant } from '../domain/car-enums';
import type { ProfileWithMemberState } from '../modules/members/profile.repository';

/** What the guard reads of a token's subject in one round trip. */
export interface TokenSubject {
  /** Embedded mode: the session is alive and the account neither deleted nor banned (always true in Supabase mode). */
  sessionAlive: boolean;
  /** The account holds a verified second factor (embedded mode). */
  hasVerifiedFactor: boolean;
  /** The profile with its onboarding answers and current car count; null before it is created. */
  profile: ProfileWithMemberState | null;
}

/** Prisma field → column; every other field is its snake_case name. */
const COLUMN_EXCEPTIONS: Record<string, string> = { verifiedById: 'verified_by' };
const column = (field: string) => COLUMN_EXCEPTIONS[field] ?? field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const PROFILE_FIELDS = Object.values(Prisma.ProfileScalarFieldEnum);
const ONBOARDING_FIELDS = Object.values(Prisma.OnboardingScalarFieldEnum);

/** The profile's and onboarding's columns aliased "p.field" / "o.field", and the current car count. */
const MEMBER_COLUMNS = [
  ...PROFILE_FIELDS.map((f) => `p.${column(f)} AS "p.${f}"`),
  ...ONBOARDING_FIELDS.map((f) => `o.${column(f)} AS "o.${f}"`),
  `(SELECT count(*)::int FROM public.car_ownerships c WHERE c.owner_id = p.id AND c.owned_until IS NULL) AS "carsCount"`,
].join(', ');

/** Values as the Prisma client reads them: a `date` is midnight UTC (pg's default would be local midnight). */
const DATE_OID = 1082;
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID ? (value: string) => new Date(`${value}T00:00:00.000Z`) : pg.types.getTypeParser(oid, format),
};

/** Raw SQL reads an enum column as its database spelling ('Model 3'); the client's value is MODEL_3. */
const ENUM_FIELDS: Record<string, (name: never) => string> = {
  model: carModel.toDb,
  variant: carVariant.toDb,
  color: carColor.toDb,
};

type Row = Record<string, unknown> & { hasVerifiedFactor: boolean; carsCount: number | null };

/** [field, its alias in the row, its enum conversion] of each column a prefix reads; the first is the key. */
const fieldsOf = (prefix: string, fields: readonly string[]) =>
  fields.map((f) => [f, `${prefix}.${f}`, prefix === 'o' ? ENUM_FIELDS[f] : undefined] as const);
const PROFILE_READ = fieldsOf('p', PROFILE_FIELDS);
const ONBOARDING_READ = fieldsOf('o', ONBOARDING_FIELDS);

function pick(row: Row, read: ReturnType<typeof fieldsOf>): Record<string, unknown> | null {
  if (row[read[0][1]] == null) return null; // the key column: no joined row
  const out: Record<string, unknown> = {};
  for (const [field, alias, fromDb] of read) {
    const value = row[alias];
    out[field] = fromDb && value != null ? fromDb(value as never) : value;
  }
  return out;
}

function toSubject(row: Row): TokenSubject {
  const profile = pick(row, PROFILE_READ);
  const state = profile && {
    ...profile,
    onboarding: pick(row, ONBOARDING_READ),
    _count: { carOwnerships: row.carsCount ?? 0 },
  };
  return {
    sessionAlive: true,
    hasVerifiedFactor: row.hasVerifiedFactor,
    profile: state as ProfileWithMemberState | null,
  };
}

const SESSION_QUERY = `
  SELECT EXISTS (SELECT 1 FROM auth.mfa_factors f WHERE f.user_id = s.user_id AND f.status = 'verified') AS "hasVerifiedFactor", ${MEMBER_COLUMNS}
    FROM auth.sessions s
    JOIN auth.users u ON u.id = s.user_id AND u.deleted_at IS NULL AND (u.banned_until IS NULL OR u.banned_until <= now())
    LEFT JOIN public.profiles p ON p.id = s.user_id
    LEFT JOIN public.onboarding o ON o.user_id = p.id
   WHERE s.id = $1::uuid AND s.user_id = $2::uuid`;

const PROFILE_QUERY = `
  SELECT false AS "hasVerifiedFactor", ${MEMBER_COLUMNS}
    FROM public.profiles p
    LEFT JOIN public.onboarding o ON o.user_id = p.id
   WHERE p.id = $1::uuid`;

/**
 * The subject of an access token, asked on every authenticated product request in ONE query:
 * (embedded mode) whether the session is alive and the account neither deleted nor banned, so a
 * signed-out session or a deleted or banned account stops working at once instead of when the
 * token expires, and whether it holds a verified second factor; and the profile (permissions,
 * deleted or not) with its onboarding answers and car count, which GET /api/me answers with.
 */
@Injectable()
export class TokenSubjectRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Embedded mode: the session named by the token and the profile; sessionAlive false when it has ended. */
  async findWithSession(userId: string, sessionId: string): Promise<TokenSubject> {
    const row = await this.first('token-subject-session', SESSION_QUERY, [sessionId, userId]);
    return row ? toSubject(row) : { sessionAlive: false, hasVerifiedFactor: false, profile: null };
  }

  /** Supabase mode (sessions live in the hosted auth service): the profile only. */
  async findProfile(userId: string): Promise<TokenSubject> {
    const row = await this.first('token-subject-profile', PROFILE_QUERY, [userId]);
    return row ? toSubject(row) : { sessionAlive: true, hasVerifiedFactor: false, profile: null };
  }

  /** A named statement: each pooled connection parses and plans it once. */
  private async first(name: string, text: string, values: string[]): Promise<Row | undefined> {
    return (await this.prisma.pool.query<Row>({ name, text, values, types })).rows[0];
  }
}
