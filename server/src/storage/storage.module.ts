import { Global, Module } from '@nestjs/common';
import { StorageReferencesRepository } from './storage-references.repository';
import { StorageSweep } from './storage-sweep';
import { StorageUploadsRepository } from './storage-uploads.repository';
import { StorageService } from './storage.service';

/**
 * Uploaded files (local folder or S3-compatible bucket), for every module that stores some, and their start-up sweep.
 */
@Global()
@Module({
  providers: [StorageService, StorageReferencesRepository, StorageUploadsRepository, StorageSweep],
  exports: [StorageService, StorageSweep],
})
export class StorageModule {}
