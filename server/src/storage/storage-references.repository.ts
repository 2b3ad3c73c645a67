import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

/**
 * Every storage key a row names or a running upload writes, for the sweep (storage.service.ts), in
 * one statement (one snapshot: an upload's record and its row change in one commit). Member files
 * (`files.storage_key`), photos and avatars as uploaded before processing (`photos.src` =
 * `/api/photos/<name>`, `profiles.avatar_url` = `…/api/avatars/<name>`), processed images
 * (`variants.keys` of photos and avatars) and uploads in progress. A new kind of stored file must
 * be added here, or the sweep would take its files for orphans.
 */
@Injectable()
export class StorageReferencesRepository {
  constructor(private readonly prisma: PrismaService) {}

  async protectedKeys(): Promise<Set<string>> {
    const rows = await this.prisma.$queryRaw<{ key: string }[]>`
      SELECT storage_key AS key FROM files
      UNION ALL SELECT 'photos/' || substring(src FROM '^/api/photos/([^/?#]+)$') FROM photos WHERE src LIKE '/api/photos/%'
      UNION ALL SELECT 'avatars/' || substring(avatar_url FROM '/api/avatars/([^/?#]+)$') FROM profiles WHERE avatar_url LIKE '%/api/avatars/%'
      UNION ALL SELECT jsonb_array_elements_text(variants -> 'keys') FROM photos WHERE variants IS NOT NULL
      UNION ALL SELECT jsonb_array_elements_text(avatar_variants -> 'keys') FROM profiles WHERE avatar_variants IS NOT NULL
      UNION ALL SELECT key FROM storage_uploads`;
    return new Set(rows.map((r) => r.key).filter(Boolean));
  }
}
