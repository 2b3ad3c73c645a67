import { Injectable } from '@nestjs/common';
import type { AuthFlowState, AuthOneTimeToken } from '../../generated/prisma/client';
import type { Db } from '../../database/transaction.repository';

export type OneTimeTokenRow = AuthOneTimeToken;
export type FlowStateRow = AuthFlowState;

export interface NewOneTimeToken {
  userId: string;
  tokenType: string;
  tokenHash: string;
  codeHash: string;
  relatesTo: string;
}

/** Replaces the user's pending token of this kind: an older link stops working when a new one is made. */
export async function replaceOneTimeToken(db: Db, input: NewOneTimeToken): Promise<void> {
  await db.authOneTimeToken.deleteMany({ where: { userId: input.userId, tokenType: input.tokenType } });
  await db.authOneTimeToken.create({ data: input });
}

/** Pending e-mail links/codes (one per user and kind) and PKCE flow states; always inside a caller's transaction. */
@Injectable()
export class AuthOtpRepository {
  /** Replaces the user's pending token of this kind: an older link stops working when a new one is sent. */
  replace(db: Db, input: NewOneTimeToken): Promise<void> {
    return replaceOneTimeToken(db, input);
  }

  findByTokenHashes(db: Db, hashes: string[]): Promise<OneTimeTokenRow[]> {
    return db.authOneTimeToken.findMany({ where: { tokenHash: { in: hashes } } });
  }

  findByAddress(db: Db, relatesTo: string, tokenTypes: string[]): Promise<OneTimeTokenRow[]> {
    return db.authOneTimeToken.findMany({ where: { relatesTo, tokenType: { in: tokenTypes } } });
  }

  findForUser(db: Db, userId: string, tokenTypes: string[]): Promise<OneTimeTokenRow[]> {
    return db.authOneTimeToken.findMany({ where: { userId, tokenType: { in: tokenTypes } } });
  }

  /** Uses a token up; false when a concurrent request used it first. */
  async delete(db: Db, id: string): Promise<boolean> {
    const { count } = await db.authOneTimeToken.deleteMany({ where: { id } });
    return count === 1;
  }

  /** Clears pending tokens of a user: all of them, or the listed kinds. */
  async deleteForUser(db: Db, userId: string, tokenTypes?: string[]): Promise<void> {
    await db.authOneTimeToken.deleteMany({
      where: { userId, ...(tokenTypes ? { tokenType: { in: tokenTypes } } : {}) },
    });
  }

  async createFlow(
    db: Db,
    input: {
      userId: string;
      authCode: string;
      codeChallenge: string;
      codeChallengeMethod: string;
      authenticationMethod: string;
    },
  ): Promise<void> {
    await db.authFlowState.create({ data: input });
  }

  findFlowByCode(db: Db, authCode: string): Promise<FlowStateRow | null> {
    return db.authFlowState.findUnique({ where: { authCode } });
  }

  /** The user's newest flow of a kind (an e-mail link belongs to the flow that sent it). */
  latestFlow(db: Db, userId: string, authenticationMethod: string): Promise<FlowStateRow | null> {
    return db.authFlowState.findFirst({ where: { userId, authenticationMethod }, orderBy: { createdAt: 'desc' } });
  }

  async markFlowIssued(db: Db, id: string): Promise<void> {
    await db.authFlowState.update({ where: { id }, data: { authCodeIssuedAt: new Date() } });
  }

  /** Uses a flow up; false when a concurrent exchange used it first. */
  async deleteFlow(db: Db, id: string): Promise<boolean> {
    const { count } = await db.authFlowState.deleteMany({ where: { id } });
    return count === 1;
  }

  /** Flows nobody can finish any more (older than the e-mail link lifetime). */
  async deleteFlowsOlderThan(db: Db, before: Date): Promise<void> {
    await db.authFlowState.deleteMany({ where: { createdAt: { lt: before } } });
  }
}
