import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

/**
 * Embedded mode: whether an access token's subject and session are still alive in the auth schema.
 * Asked on every authenticated product request, so a deleted or banned account and a signed-out
 * session stop working at once instead of when the token expires.
 */
@Injectable()
export class TokenSubjectRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** null when the session has ended; else whether the account has a verified second factor. */
  async findActiveSession(userId: string, sessionId: string): Promise<{ hasVerifiedFactor: boolean } | null> {
    const session = await this.prisma.authSession.findFirst({
      where: {
        id: sessionId,
        userId,
        user: { deletedAt: null, OR: [{ bannedUntil: null }, { bannedUntil: { lte: new Date() } }] },
      },
      select: { user: { select: { factors: { where: { status: 'verified' }, select: { id: true }, take: 1 } } } },
    });
    return session ? { hasVerifiedFactor: session.user.factors.length > 0 } : null;
  }
}
