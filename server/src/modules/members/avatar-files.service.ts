// Avatar images: an upload is processed into square variants without metadata (media/), the largest
// WebP (192 px) being the profile's avatar_url; avatars uploaded before processing existed stay files under
// avatars/ served at /api/avatars/{file}. Removing an avatar (replaced, removed, account deleted)
// happens after the change has committed, so a failed change keeps its files.
import { Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { StorageService } from '../../storage/storage.service';
import { AVATAR_SPEC } from '../../media/image-pipeline';
import { asVariants, type ImageVariants } from '../../media/image-variants';
import { MediaService, mediaBaseUrl } from '../../media/media.service';
import { MediaRebuild, type RebuildReport } from '../../media/media-rebuild';
import { ProfileRepository, type StoredAvatar } from './profile.repository';

export type { StoredAvatar };

const AVATAR_FOLDER = 'avatars';
/** The file part of an avatar URL: a storage key's name inside the avatars folder. */
const AVATAR_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

@Injectable()
export class AvatarFilesService {
  constructor(
    private readonly storage: StorageService,
    private readonly media: MediaService,
    @Inject(CONFIG) private readonly config: Config,
    private readonly profiles: ProfileRepository,
    private readonly rebuild: MediaRebuild,
  ) {}

  /** Processes and stores an uploaded image; `commit` it once the profile names it, else `remove` it. */
  async store(image: Buffer): Promise<StoredAvatar & { variants: ImageVariants }> {
    const { variants } = await this.media.store(image, AVATAR_SPEC);
    const largest = variants.sizes[variants.sizes.length - 1];
    const base = mediaBaseUrl();
    return { url: `${base.startsWith('/') ? this.config.PUBLIC_URL : ''}${base}/${largest.webp}.webp`, variants };
  }

  async commit(avatar: { variants: ImageVariants }): Promise<void> {
    await this.media.commit(avatar.variants);
  }

  /** The stored image of an avatar file name; null for a name that is no avatar's or a file that is gone. */
  open(file: string): Promise<{ stream: Readable; sizeBytes: number } | null> {
    return AVATAR_FILE.test(file) ? this.storage.open(`${AVATAR_FOLDER}/${file}`) : Promise.resolve(null);
  }

  /**
   * Removes the stored files of an avatar: its variants, or the file behind one of our legacy avatar URLs (other URLs
   * are left alone).
   */
  async remove(avatar: StoredAvatar | null): Promise<void> {
    if (!avatar) return;
    await this.media.discard(asVariants(avatar.variants));
    const file = this.fileOf(avatar.url);
    if (file) await this.storage.remove(`${AVATAR_FOLDER}/${file}`);
  }

  /**
   * `npm run media:rebuild`'s avatars (media/media-rebuild.ts): each avatar uploaded before images were
   * processed gets its variants; the profile takes them only if it still names that original.
   */
  async rebuildUnprocessed(report: RebuildReport, progress: (line: string) => void = () => undefined): Promise<void> {
    for (const avatar of await this.profiles.listUnprocessedAvatars()) {
      const ok = await this.rebuild.processOne(avatar, report, async (bytes) => {
        const stored = await this.store(bytes);
        return {
          saved: await this.profiles.setAvatarVariants(avatar.id, avatar.original, stored),
          variants: stored.variants,
        };
      });
      if (ok) progress(`avatar of ${avatar.id}: ${++report.avatars} processed`);
    }
  }

  /** The avatar file name in one of our legacy avatar URLs, else null. */
  private fileOf(url: string | null): string | null {
    const prefix = `${this.config.PUBLIC_URL}/api/avatars/`;
    const file = url?.startsWith(prefix) ? url.slice(prefix.length) : null;
    return file && AVATAR_FILE.test(file) ? file : null;
  }
}
