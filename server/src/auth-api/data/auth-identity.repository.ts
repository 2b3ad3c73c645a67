import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { AuthFlowState, AuthIdentity, Prisma } from '../../generated/prisma/client';
import type { Db } from '../../database/transaction.repository';

export type IdentityRow = AuthIdentity;
export type ExternalFlowRow = AuthFlowState;

export interface NewExternalFlow {
  id: string;
  authCode: string;
  providerType: string;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
  referrer: string;
  linkingTargetId: string | null;
  providerCodeVerifier: string;
  providerNonce: string;
}

/** External-provider identities of accounts and the flow states of sign-ins with a provider. */
@Injectable()
export class AuthIdentityRepository {
  constructor(private readonly prisma: PrismaService) {}

  find(provider: string, providerId: string, db: Db = this.prisma): Promise<IdentityRow | null> {
    return db.authIdentity.findUnique({ where: { providerId_provider: { providerId, provider } } });
  }

  async create(
    db: Db,
    input: {
      userId: string;
      provider: string;
      providerId: string;
      email: string | null;
      identityData: Record<string, unknown>;
    },
  ): Promise<IdentityRow> {
    return db.authIdentity.create({
      data: { ...input, identityData: input.identityData as Prisma.InputJsonValue, lastSignInAt: new Date() },
    });
  }

  async updateData(db: Db, id: string, identityData: Record<string, unknown>, email: string | null): Promise<void> {
    await db.authIdentity.update({
      where: { id },
      data: { identityData: identityData as Prisma.InputJsonValue, email },
    });
  }

  /** Removes one identity of the user; false when it was not theirs (or already gone). */
  async delete(db: Db, id: string, userId: string): Promise<boolean> {
    const { count } = await db.authIdentity.deleteMany({ where: { id, userId } });
    return count === 1;
  }

  /** `app_metadata.providers` listing the providers of the account's identities, as GoTrue keeps it. */
  async syncProviders(db: Db, userId: string): Promise<void> {
    const user = await db.authUser.findUnique({
      where: { id: userId },
      include: { identities: { orderBy: { createdAt: 'asc' } } },
    });
    if (!user) return;
    const providers = [...new Set(user.identities.map((i) => i.provider))];
    const app = user.rawAppMetaData as Record<string, unknown>;
    await db.authUser.update({
      where: { id: userId },
      data: { rawAppMetaData: { ...app, provider: app.provider ?? providers[0], providers } as Prisma.InputJsonValue },
    });
  }

  async createFlow(db: Db, input: NewExternalFlow): Promise<void> {
    await db.authFlowState.create({ data: { ...input, authenticationMethod: 'oauth' } });
  }

  findFlow(id: string, db: Db = this.prisma): Promise<ExternalFlowRow | null> {
    return db.authFlowState.findUnique({ where: { id } });
  }

  /** Uses up our PKCE verifier of the flow (the provider's code can be exchanged once); false when already used. */
  async claimFlow(id: string, db: Db = this.prisma): Promise<boolean> {
    const { count } = await db.authFlowState.updateMany({
      where: { id, providerCodeVerifier: { not: null }, userId: null },
      data: { providerCodeVerifier: null },
    });
    return count === 1;
  }

  /** PKCE: the flow now names the account, and its auth code can be exchanged from now on. */
  async issueCode(db: Db, id: string, userId: string): Promise<void> {
    await db.authFlowState.update({ where: { id }, data: { userId, authCodeIssuedAt: new Date() } });
  }

  async deleteFlow(db: Db, id: string): Promise<void> {
    await db.authFlowState.deleteMany({ where: { id } });
  }

  /** External flows nobody can finish any more. */
  async deleteFlowsOlderThan(db: Db, before: Date): Promise<void> {
    await db.authFlowState.deleteMany({ where: { authenticationMethod: 'oauth', createdAt: { lt: before } } });
  }
}
