/**
 * How staff see and remove a member's passkeys without knowing who keeps sign-in accounts. In
 * embedded mode the auth API module provides it (its passkeys, docs/auth-api.md §1.15); with a
 * hosted Supabase project there is none: the hosted project keeps the passkeys, and the console
 * says it cannot tell.
 */
export interface MemberPasskeys {
  countOf(userId: string): Promise<number>;
  /** Removes every passkey of the member for good, audited as the staff member's act. */
  removeAllOf(userId: string, actorId: string): Promise<void>;
}

export const MEMBER_PASSKEYS = Symbol('MEMBER_PASSKEYS');
