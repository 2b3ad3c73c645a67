// The JSON objects of the auth API (docs/auth-api.md §0.5): User, Identity, Factor and Session, built
// from database rows. Empty optional timestamps are omitted, as GoTrue's `omitempty` does.
import { randomUUID } from 'node:crypto';
import type { AuthUserRecord } from '../data/auth-user.repository';
import type { MfaFactorRow } from '../data/auth-mfa.repository';

export interface GoTrueFactor {
  id: string;
  friendly_name?: string;
  factor_type: string;
  status: string;
  created_at: string;
  updated_at: string;
  phone: string;
  last_challenged_at: string | null;
}

export interface GoTrueIdentity {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email?: string;
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
}

export interface GoTrueUser {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at?: string;
  phone: string;
  phone_confirmed_at?: string;
  confirmed_at?: string;
  confirmation_sent_at?: string;
  recovery_sent_at?: string;
  email_change_sent_at?: string;
  reauthentication_sent_at?: string;
  invited_at?: string;
  new_email?: string;
  last_sign_in_at?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: GoTrueIdentity[];
  factors?: GoTrueFactor[];
  created_at: string;
  updated_at: string;
  banned_until?: string;
  deleted_at?: string;
  is_anonymous: boolean;
}

export interface GoTrueSession {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
  weak_password?: { message: string; reasons: string[] };
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

/** Copies only the members that have a value (GoTrue omits empty optional members). */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function mapFactor(f: MfaFactorRow): GoTrueFactor {
  return compact({
    id: f.id,
    friendly_name: f.friendlyName || undefined,
    factor_type: f.factorType,
    status: f.status,
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
    phone: '',
    last_challenged_at: f.lastChallengedAt ? f.lastChallengedAt.toISOString() : null,
  });
}

export function mapUser(u: AuthUserRecord): GoTrueUser {
  const confirmedAt = [u.emailConfirmedAt, u.phoneConfirmedAt]
    .filter((d): d is Date => !!d)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return compact({
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email ?? '',
    email_confirmed_at: iso(u.emailConfirmedAt),
    phone: u.phone ?? '',
    phone_confirmed_at: iso(u.phoneConfirmedAt),
    confirmation_sent_at: iso(u.confirmationSentAt),
    confirmed_at: iso(confirmedAt),
    recovery_sent_at: iso(u.recoverySentAt),
    email_change_sent_at: iso(u.emailChangeSentAt),
    new_email: u.emailChange || undefined,
    reauthentication_sent_at: iso(u.reauthenticationSentAt),
    invited_at: iso(u.invitedAt),
    last_sign_in_at: iso(u.lastSignInAt),
    app_metadata: (u.rawAppMetaData ?? {}) as Record<string, unknown>,
    user_metadata: (u.rawUserMetaData ?? {}) as Record<string, unknown>,
    identities: u.identities.map((i) =>
      compact({
        identity_id: i.id,
        id: i.providerId,
        user_id: i.userId,
        identity_data: i.identityData as Record<string, unknown>,
        provider: i.provider,
        email: i.email || undefined,
        last_sign_in_at: iso(i.lastSignInAt),
        created_at: i.createdAt.toISOString(),
        updated_at: i.updatedAt.toISOString(),
      }),
    ),
    factors: u.factors.length ? u.factors.map(mapFactor) : undefined,
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
    banned_until: iso(u.bannedUntil),
    deleted_at: iso(u.deletedAt),
    is_anonymous: u.isAnonymous,
  });
}

/**
 * What sign-up answers for an address that already has a confirmed account while confirmations are
 * on: exactly what a new sign-up answers (same members in the same order, an e-mail identity, a
 * random id), so the reply does not tell; the caller also spends the bcrypt time a new one does.
 */
export function obfuscatedUser(email: string, userMetadata: Record<string, unknown>, id: string): GoTrueUser {
  const now = new Date().toISOString();
  const metadata = jsonbOrder(userMetadata);
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [
      {
        identity_id: randomUUID(),
        id,
        user_id: id,
        identity_data: jsonbOrder({ sub: id, email, email_verified: false, phone_verified: false, ...userMetadata }),
        provider: 'email',
        email,
        created_at: now,
        updated_at: now,
      },
    ],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/**
 * An object's keys in the order PostgreSQL's jsonb returns them (shorter keys first, then by bytes), as mapUser's come.
 */
function jsonbOrder(value: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(value).sort(
    (a, b) => Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b)),
  );
  return Object.fromEntries(keys.map((k) => [k, value[k]]));
}
