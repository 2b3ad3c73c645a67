import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logger.module';
import { StorageReferencesRepository } from './storage-references.repository';
import { StorageService } from './storage.service';

/** The start-up sweep of stored files (see storage.service.ts): run by runtime/boot.ts before listening. */
@Injectable()
export class StorageSweep {
  @Inject(LOGGER) private readonly logger!: Logger;

  constructor(
    private readonly storage: StorageService,
    private readonly references: StorageReferencesRepository,
  ) {}

  async run(): Promise<{ removed: string[]; partial: number }> {
    const result = await this.storage.sweep(() => this.references.protectedKeys());
    if (result.removed.length || result.partial)
      this.logger.warn(
        `stored files swept: ${result.removed.length} orphan(s) removed, ${result.partial} partial write(s) dropped`,
      );
    return result;
  }
}
