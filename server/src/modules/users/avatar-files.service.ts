// Avatar images in the storage service: storing one (its public URL is what the profile keeps),
// opening one by its file name, and removing one by its URL after a replacement, a removal or an
// account deletion has committed (a failed change keeps the file).
import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { StorageService } from '../../storage/storage.service';

const AVATAR_FOLDER = 'avatars';
/** The file part of an avatar URL: a storage key's name inside the avatars folder. */
const AVATAR_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

@Injectable()
export class AvatarFilesService {
  constructor(
    private readonly storage: StorageService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Stores an image (at most `maxBytes`); returns the public URL it is served at. */
  async store(image: Buffer, extension: string, maxBytes: number): Promise<string> {
    const stored = await this.storage.put(AVATAR_FOLDER, Readable.from(image), { maxBytes, extension });
    return this.url(stored.key.slice(AVATAR_FOLDER.length + 1));
  }

  /** Makes a stored avatar visible at its URL, once the profile naming it has committed (storage.service.ts). */
  async commit(url: string): Promise<void> {
    const file = this.fileOf(url);
    if (file) await this.storage.commit(`${AVATAR_FOLDER}/${file}`);
  }

  /** The stored image of an avatar file name; null for a name that is no avatar's or a file that is gone. */
  open(file: string): Promise<{ stream: Readable; sizeBytes: number } | null> {
    return AVATAR_FILE.test(file) ? this.storage.open(`${AVATAR_FOLDER}/${file}`) : Promise.resolve(null);
  }

  /** Removes the stored file behind one of our avatar URLs (other URLs are left alone). */
  async remove(url: string | null): Promise<void> {
    const file = this.fileOf(url);
    if (file) await this.storage.remove(`${AVATAR_FOLDER}/${file}`);
  }

  /** The avatar file name in one of our avatar URLs, else null. */
  private fileOf(url: string | null): string | null {
    const prefix = this.url('');
    const file = url?.startsWith(prefix) ? url.slice(prefix.length) : null;
    return file && AVATAR_FILE.test(file) ? file : null;
  }

  private url(file: string): string {
    return `${this.config.PUBLIC_URL}/api/avatars/${file}`;
  }
}
