import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

/** Which processed-image objects rows still name (the same picture uploaded twice shares its objects). */
@Injectable()
export class MediaRepository {
  constructor(private readonly prisma: PrismaService) {}

  async stillNamed(keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.prisma.$queryRaw<{ key: string }[]>`
      SELECT k AS key FROM unnest(${keys}::text[]) AS k
      WHERE EXISTS (SELECT 1 FROM photos WHERE variants -> 'keys' ? k)
         OR EXISTS (SELECT 1 FROM profiles WHERE avatar_variants -> 'keys' ? k)
         OR EXISTS (SELECT 1 FROM storage_uploads WHERE key = k)`;
    return new Set(rows.map((r) => r.key));
  }
}
