// Processed images: an upload becomes stored variants (image-pipeline.ts) recorded as an upload in
// progress until the row naming them commits; their objects are served at /api/media/<hash>.<ext>
// (or from STORAGE_PUBLIC_URL) and removed when no row names them any more.
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logger.module';
import type { IncomingHttpHeaders } from 'node:http';
import { etagListMatches, immutableFile, IMMUTABLE, type StoredReply } from '../common/stored-reply';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';
import { ApiError } from '../common/api-error';
import { StorageService } from '../storage/storage.service';
import { ImagePipeline, type ImageSpec, type ProcessedImage } from './image-pipeline';
import { EXTENSION_MIME, IMAGE_FOLDER, type ImageVariants } from './image-variants';
import { MediaRepository } from './media.repository';
import { MEDIA_ERRORS } from './media-errors';

const MEDIA_NAME = /^([0-9a-f]{32})\.(avif|webp|jpg)$/;

let mediaBase = '/api/media';
/** Where processed images are served from: STORAGE_PUBLIC_URL/images, else /api/media on this site. */
export const mediaBaseUrl = (): string => mediaBase;

@Injectable()
export class MediaService {
  @Inject(LOGGER) private readonly logger!: Logger;
  private readonly pipeline: ImagePipeline;

  constructor(
    @Inject(CONFIG) config: Config,
    private readonly storage: StorageService,
    private readonly media: MediaRepository,
  ) {
    this.pipeline = new ImagePipeline(config.IMAGE_CONCURRENCY);
    mediaBase = config.STORAGE_PUBLIC_URL ? `${config.STORAGE_PUBLIC_URL}/${IMAGE_FOLDER}` : '/api/media';
  }

  /**
   * Processes an uploaded image and stores its variants; `commit` them after the row naming them, or `discard` them.
   */
  async store(input: Buffer, spec: ImageSpec): Promise<Omit<ProcessedImage, 'objects'>> {
    const { objects, ...image } = await this.pipeline.process(input, spec);
    await this.storage.putObjects(objects);
    return image;
  }

  commit(variants: ImageVariants): Promise<void> {
    return this.storage.commit(variants.keys);
  }

  /** Removes the objects of variants no row names any more (after the row changed, or when it never committed). */
  async discard(variants: ImageVariants | null): Promise<void> {
    if (!variants) return;
    await this.storage.commit(variants.keys); // no longer an upload in progress
    const named = await this.media.stillNamed(variants.keys);
    const unused = variants.keys.filter((k) => !named.has(k));
    await this.storage
      .remove(unused)
      .catch((err: unknown) => this.logger.warn(`could not remove ${unused.length} image object(s): ${String(err)}`));
  }

  /** GET /api/media/{name}: the bytes, immutable, with an ETag (304 when the client has them). */
  async open(name: string, headers: IncomingHttpHeaders): Promise<StoredReply> {
    const match = MEDIA_NAME.exec(name);
    if (!match) throw notFound();
    const etag = `"${match[1]}"`;
    const cached = headers['if-none-match'];
    if (cached && etagListMatches(cached, etag))
      return { status: 304, headers: { 'cache-control': IMMUTABLE, etag }, body: null };
    const file = await this.storage.open(`${IMAGE_FOLDER}/${name}`);
    if (!file) throw notFound();
    return immutableFile(file, EXTENSION_MIME[match[2]], etag);
  }
}

const notFound = () => new ApiError(404, MEDIA_ERRORS.image_not_found, 'Image not found');
