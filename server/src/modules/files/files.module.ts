import { Module } from '@nestjs/common';
import { FileController } from './file.controller';
import { FileAdminController } from './file-admin.controller';
import { FileService } from './file.service';
import { FileAdminService } from './file-admin.service';
import { FileRepository } from './file.repository';

/** Member files (light shows, lock chimes) and their administration. */
@Module({
  controllers: [FileController, FileAdminController],
  providers: [FileService, FileAdminService, FileRepository],
})
export class FilesModule {}
