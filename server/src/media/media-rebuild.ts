// `npm run media:rebuild`: photos and avatars uploaded before images were processed get their
// variants (upright, without metadata), and their original file, which may carry a GPS position,
// is removed. Until then the original is served as before. Each image is one step: processed,
// stored, its row updated (only if it still names that original), then the original removed, so
// the command can be stopped and run again; an image that cannot be read is reported and skipped.
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logger.module';
import { buffer } from 'node:stream/consumers';
import { StorageService } from '../storage/storage.service';
import { AVATAR_SPEC, PHOTO_SPEC } from './image-pipeline';
import { imageSources } from './image-variants';
import { MediaRepository, type UnprocessedImage } from './media.repository';
import { MediaService, mediaBaseUrl } from './media.service';

export interface RebuildReport {
  photos: number;
  avatars: number;
  failed: { key: string; reason: string }[];
}

@Injectable()
export class MediaRebuild {
  @Inject(LOGGER) private readonly logger!: Logger;

  constructor(
    private readonly media: MediaService,
    private readonly storage: StorageService,
    private readonly rows: MediaRepository,
  ) {}

  /** `publicUrl`: the site's address, for avatar URLs (PUBLIC_URL). */
  async run(publicUrl: string, progress: (line: string) => void = () => undefined): Promise<RebuildReport> {
    const report: RebuildReport = { photos: 0, avatars: 0, failed: [] };
    for (const photo of await this.rows.unprocessedPhotos()) {
      const ok = await this.one(photo, report, async (bytes) => {
        const image = await this.media.store(bytes, PHOTO_SPEC);
        const saved = await this.rows.setPhotoVariants(photo.id, photo.original, { ...image, src: imageSources(image.variants, '/api/media').src });
        return { saved, variants: image.variants };
      });
      if (ok) progress(`photo ${photo.id}: ${++report.photos} processed`);
    }
    for (const avatar of await this.rows.unprocessedAvatars()) {
      const ok = await this.one(avatar, report, async (bytes) => {
        const { variants } = await this.media.store(bytes, AVATAR_SPEC);
        const base = mediaBaseUrl();
        const url = `${base.startsWith('/') ? publicUrl : ''}${base}/${variants.sizes[variants.sizes.length - 1].webp}.webp`;
        return { saved: await this.rows.setAvatarVariants(avatar.id, avatar.original, { url, variants }), variants };
      });
      if (ok) progress(`avatar of ${avatar.id}: ${++report.avatars} processed`);
    }
    return report;
  }

  private async one(image: UnprocessedImage, report: RebuildReport, process: (bytes: Buffer) => Promise<{ saved: boolean; variants: Parameters<MediaService['commit']>[0] }>): Promise<boolean> {
    const file = await this.storage.open(image.key);
    if (!file) {
      report.failed.push({ key: image.key, reason: 'the stored file is missing' });
      return false;
    }
    try {
      const { saved, variants } = await process(await buffer(file.stream));
      if (!saved) {
        await this.media.discard(variants);
        return false;
      }
      await this.media.commit(variants);
      await this.storage.remove(image.key);
      return true;
    } catch (e) {
      const reason = (e as Error).message;
      this.logger.warn(`${image.key}: ${reason}`);
      report.failed.push({ key: image.key, reason });
      return false;
    }
  }
}
