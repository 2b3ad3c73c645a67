import type { PasskeyRow } from '../data/auth-passkey.repository';

/** A passkey as GoTrue lists it (PasskeyListItem): empty names and unused passkeys leave the member out. */
export interface GoTruePasskey {
  id: string;
  friendly_name?: string;
  created_at: string;
  last_used_at?: string;
}

export function mapPasskey(p: PasskeyRow): GoTruePasskey {
  return {
    id: p.id,
    ...(p.friendlyName ? { friendly_name: p.friendlyName } : {}),
    created_at: p.createdAt.toISOString(),
    ...(p.lastUsedAt ? { last_used_at: p.lastUsedAt.toISOString() } : {}),
  };
}
