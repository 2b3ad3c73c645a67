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

  async isSessionActive(userId: string, sessionId: string): Promise<boolean> {
    const session = await this.prisma.authSession.findFirst({
      where: {
        id: sessionId,
        userId,
        user: { deletedAt: null, OR: [{ bannedUntil: null }, { bannedUntil: { lte: new Date() } }] },
      },
      select: { id: true },
    });
    return session !== null;
  }
}
