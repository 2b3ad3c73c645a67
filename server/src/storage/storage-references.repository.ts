import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

/**
 * Every storage key a row names, for the start-up sweep (storage.service.ts `sweep`): member files
 * (`files.storage_key`), uploaded photos (`photos.src` = `/api/photos/<name>` → `photos/<name>`)
 * and avatars (`profiles.avatar_url` = `…/api/avatars/<name>` → `avatars/<name>`). A new kind of
 * stored file must be added here, or the sweep would take its files for orphans.
 */
@Injectable()
export class StorageReferencesRepository {
  constructor(private readonly prisma: PrismaService) {}

  async referencedKeys(): Promise<Set<string>> {
    const rows = await this.prisma.$queryRaw<{ key: string }[]>`
      SELECT storage_key AS key FROM files
      UNION ALL SELECT 'photos/' || substring(src FROM '^/api/photos/([^/?#]+)$') FROM photos WHERE src LIKE '/api/photos/%'
      UNION ALL SELECT 'avatars/' || substring(avatar_url FROM '/api/avatars/([^/?#]+)$') FROM profiles WHERE avatar_url LIKE '%/api/avatars/%'`;
    return new Set(rows.map((r) => r.key).filter(Boolean));
  }
}
