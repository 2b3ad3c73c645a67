// `npm run media:rebuild`: photos and avatars uploaded before images were processed get their
// variants (upright, without metadata), and their original file, which may carry a GPS position,
// is removed. Until then the original is served as before. Each image is one step: processed,
// stored, its row updated (only if it still names that original), then the original removed, so
// the command can be stopped and run again; an image that cannot be read is reported and skipped.
// Avatars are rows of the users module's table profiles: AvatarFilesService processes them with
// processOne (server/src/modules/members/avatar-files.service.ts), after `run` has done the photos.
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logger.module';
import { buffer } from 'node:stream/consumers';
import { StorageService } from '../storage/storage.service';
import { PHOTO_SPEC } from './image-pipeline';
import { imageSources } from './image-variants';
import { MediaRepository, type UnprocessedImage } from './media.repository';
import { MediaService } from './media.service';

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

  /** The photos; the report's `avatars` is for AvatarFilesService to count. */
  async run(progress: (line: string) => void = () => undefined): Promise<RebuildReport> {
    const report: RebuildReport = { photos: 0, avatars: 0, failed: [] };
    for (const photo of await this.rows.unprocessedPhotos()) {
      const ok = await this.processOne(photo, report, async (bytes) => {
        const image = await this.media.store(bytes, PHOTO_SPEC);
        const saved = await this.rows.setPhotoVariants(photo.id, photo.original, {
          ...image,
          src: imageSources(image.variants, '/api/media').src,
        });
        return { saved, variants: image.variants };
      });
      if (ok) progress(`photo ${photo.id}: ${++report.photos} processed`);
    }
    return report;
  }

  /**
   * One image: its original read, `process` stores the variants and updates the row (saved false:
   * the row names another image now, so the variants are discarded), then the original is removed.
   * A failure is reported and the image skipped; true when the image was processed.
   */
  async processOne(
    image: UnprocessedImage,
    report: RebuildReport,
    process: (bytes: Buffer) => Promise<{ saved: boolean; variants: Parameters<MediaService['commit']>[0] }>,
  ): Promise<boolean> {
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
