/**
 * How staff see and remove a member's passkeys without knowing who keeps sign-in accounts. In
 * embedded mode the auth API module provides it (its passkeys, docs/auth-api.md §1.15); with a
 * hosted Supabase project there is none: the hosted project keeps the passkeys, and the console
 * says it cannot tell.
 */
export interface MemberPasskey {
  id: string;
  /** The name the member gave it (or the one given at registration); null when it has none. */
  name: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export interface MemberPasskeys {
  countOf(userId: string): Promise<number>;
  /** The member's passkeys, oldest first. */
  listOf(userId: string): Promise<MemberPasskey[]>;
  /**
   * Removes every passkey of the member for good and ends every session of theirs (a lost phone is
   * signed out), in one transaction, audited as the staff member's act.
   */
  removeAllOf(userId: string, actorId: string): Promise<void>;
  /**
   * Removes one passkey of the member and ends every session of theirs, like `removeAllOf`: a session
   * does not say which device holds it, so the lost one cannot be signed out alone. False when the
   * member has no passkey with that id.
   */
  removeOneOf(userId: string, passkeyId: string, actorId: string): Promise<boolean>;
}

export const MEMBER_PASSKEYS = Symbol('MEMBER_PASSKEYS');
