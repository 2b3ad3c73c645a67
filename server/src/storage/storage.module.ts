import { Global, Module } from '@nestjs/common';
import { StorageReferencesRepository } from './storage-references.repository';
import { StorageSweep } from './storage-sweep';
import { StorageService } from './storage.service';

/** Uploaded files under DATA_DIR, for every module that stores some, and their start-up sweep. */
@Global()
@Module({ providers: [StorageService, StorageReferencesRepository, StorageSweep], exports: [StorageService, StorageSweep] })
export class StorageModule {}
