import { Global, Module } from '@nestjs/common';
import { StorageService } from './storage.service';

/** Uploaded files under DATA_DIR, for every module that stores some. */
@Global()
@Module({ providers: [StorageService], exports: [StorageService] })
export class StorageModule {}
