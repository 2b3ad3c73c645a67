import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Prisma } from '../generated/prisma/client';
import type { ImageVariants } from './image-variants';

/** An image uploaded before processing existed: its row and the storage key of its original. */
export interface UnprocessedImage {
  id: string;
  /** photos.src or profiles.avatar_url as it is. */
  original: string;
  key: string;
}

/**
 * Rows of processed images: which objects they still name, and the photos still to process (media-rebuild.ts; avatars:
 * server/src/modules/members/profile.repository.ts).
 */
@Injectable()
export class MediaRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Uploaded photos without variants (their original is served at /api/photos/<name>). */
  unprocessedPhotos(): Promise<UnprocessedImage[]> {
    return this.prisma.$queryRaw<UnprocessedImage[]>`
      SELECT id, src AS original, 'photos/' || substring(src FROM '^/api/photos/([^/?#]+)$') AS key FROM photos
      WHERE variants IS NULL AND src ~ '^/api/photos/[^/?#]+$' ORDER BY created_at`;
  }

  /** Gives a photo its variants, unless it changed meanwhile (then false: the caller discards them). */
  async setPhotoVariants(
    id: string,
    originalSrc: string,
    image: { src: string; width: number; height: number; placeholder: string; variants: ImageVariants },
  ): Promise<boolean> {
    const done = await this.prisma.photo.updateMany({
      where: { id, src: originalSrc },
      data: {
        src: image.src,
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
        variants: image.variants as unknown as Prisma.InputJsonValue,
      },
    });
    return done.count === 1;
  }

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
