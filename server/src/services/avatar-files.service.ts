// Where avatar images are stored, and the removal of one by its public URL: after a replacement,
// a removal or an account deletion has committed (a failed change keeps the file).
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';
import { StorageService } from '../storage/storage.service';

export const AVATAR_FOLDER = 'avatars';
/** The file part of an avatar URL: a storage key's name inside the avatars folder. */
export const AVATAR_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

@Injectable()
export class AvatarFilesService {
  constructor(
    private readonly storage: StorageService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** The public URL of a stored avatar file. */
  url(file: string): string {
    return `${this.config.PUBLIC_URL}/api/avatars/${file}`;
  }

  /** Removes the stored file behind one of our avatar URLs (other URLs are left alone). */
  async remove(url: string | null): Promise<void> {
    const prefix = this.url('');
    const file = url?.startsWith(prefix) ? url.slice(prefix.length) : null;
    if (file && AVATAR_FILE.test(file)) await this.storage.remove(`${AVATAR_FOLDER}/${file}`);
  }
}
