import type { Db } from '../database/transaction.repository';

/**
 * How product modules end a sign-in account, without knowing who keeps accounts. In embedded mode
 * the auth API module provides it (the account is soft-deleted as GoTrue does and the deletion
 * audited, inside the caller's transaction); with a hosted Supabase project there is none: the
 * hosted account stays, and the product API refuses its tokens because the profile is deleted.
 */
export interface AccountDeletion {
  softDeleteOwnAccount(db: Db, userId: string): Promise<void>;
}

export const ACCOUNT_DELETION = Symbol('ACCOUNT_DELETION');
