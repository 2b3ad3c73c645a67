import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { UploadEndpoint } from '../../common/upload-endpoint';
import { UuidPipe } from '../../common/uuid.pipe';
import {
  FileAdminListResponseDto,
  FileAdminQueryDto,
  FileAdminResponseDto,
  UpdateFileAdminDto,
  UploadFileDto,
} from './file.dto';
import { FileAdminService } from './file-admin.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { COMMON_ERRORS } from '../../common/common-errors';
import { FILES_ERRORS } from './files-errors';

@ApiTags('admin: files')
@Authenticated({ permissions: { content: 'full' } })
@Controller('api/admin/files')
export class FileAdminController {
  constructor(private readonly service: FileAdminService) {}

  @Get()
  @ApiOkResponse({ type: FileAdminListResponseDto })
  listFilesAdmin(@Query() query: FileAdminQueryDto): Promise<FileAdminListResponseDto> {
    return this.service.listFilesAdmin(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: FileAdminResponseDto })
  @ApiErrors({ 404: [FILES_ERRORS.file_not_found] })
  getFileAdmin(@Param('id', UuidPipe) id: string): Promise<FileAdminResponseDto> {
    return this.service.getFileAdmin(id);
  }

  /**
   * Uploads a light show or lock chime: multipart/form-data with `kind`, `title`, optional
   * `description`, then the `file` part last (the kind decides which types and sizes are accepted,
   * checked while the file streams in).
   */
  @Post()
  @UploadEndpoint({
    body: UploadFileDto,
    response: FileAdminResponseDto,
    errors: {
      400: [
        { code: COMMON_ERRORS.validation, when: 'kind missing, unknown or after the file; title missing' },
        COMMON_ERRORS.file_required,
      ],
      413: [
        { code: COMMON_ERRORS.file_too_large, when: 'lock_chime over 1 MB, light_show over 50 MB' },
        COMMON_ERRORS.payload_too_large,
      ],
      415: [COMMON_ERRORS.unsupported_file_type, { code: COMMON_ERRORS.unsupported_media_type, when: 'not multipart' }],
    },
  })
  createFileAdmin(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<FileAdminResponseDto> {
    return this.service.createFileAdmin(request, user.id);
  }

  /** Changes the title or description (the file itself is replaced by uploading a new one). */
  @Patch(':id')
  @ApiOkResponse({ type: FileAdminResponseDto })
  @ApiErrors({ 404: [FILES_ERRORS.file_not_found] })
  updateFileAdmin(@Param('id', UuidPipe) id: string, @Body() body: UpdateFileAdminDto): Promise<FileAdminResponseDto> {
    return this.service.updateFileAdmin(id, body);
  }

  /** Deletes the row, then the stored file. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 404: [FILES_ERRORS.file_not_found] })
  deleteFileAdmin(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.service.deleteFileAdmin(id);
  }
}
