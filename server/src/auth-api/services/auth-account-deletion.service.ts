import { Injectable } from '@nestjs/common';
import type { AccountDeletion } from '../../access/account-deletion';
import type { Db } from '../../database/transaction.repository';
import { AuthAuditRepository } from '../data/auth-audit.repository';
import { AuthUserRepository } from '../data/auth-user.repository';

/** A member's own account deletion, as GoTrue does it: soft-deleted (its sessions end), and audited. */
@Injectable()
export class AuthAccountDeletionService implements AccountDeletion {
  constructor(
    private readonly users: AuthUserRepository,
    private readonly audit: AuthAuditRepository,
  ) {}

  async softDeleteOwnAccount(db: Db, userId: string): Promise<void> {
    await this.users.softDelete(userId, db);
    // No e-mail in the audit entry: the account is being deleted.
    await this.audit.log(
      { action: 'user_deleted', actorId: userId, logType: 'account', traits: { user_id: userId, soft: true } },
      undefined,
      db,
    );
  }
}
