import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import { FileDownloadQueryDto, FileListQueryDto, FileListResponseDto, FileResponseDto } from './file.dto';
import { FileService } from './file.service';
import { sendStored } from '../../common/stored-reply';
import { ApiErrors } from '../../common/api-errors.decorator';
import { FILES_ERRORS } from './files-errors';

/** Member downloads: light shows and lock chimes. */
@ApiTags('files')
@Authenticated()
@Controller('api/files')
export class FileController {
  constructor(private readonly service: FileService) {}

  /** Files newest first, optionally of one kind (`limit` defaults to 100, at most 500). */
  @Get()
  @ApiOkResponse({ type: FileListResponseDto })
  listFiles(@Query() query: FileListQueryDto): Promise<FileListResponseDto> {
    return this.service.listFiles(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: FileResponseDto })
  @ApiErrors({ 404: [FILES_ERRORS.file_not_found] })
  getFile(@Param('id', UuidPipe) id: string): Promise<FileResponseDto> {
    return this.service.getFile(id);
  }

  /**
   * The file's bytes: `Cache-Control: private, max-age=3600`, ETag = the SHA-256 (If-None-Match →
   * 304), single byte ranges (Range → 206, If-Range honoured), `Content-Disposition: attachment`
   * with the UTF-8 file name, or `inline` with `?inline=1` (playing a lock chime).
   */
  @Get(':id/download')
  @ApiProduces('audio/wav', 'audio/mpeg', 'application/zip', 'application/octet-stream')
  @ApiHeader({ name: 'Range', required: false, description: 'One byte range, e.g. bytes=0-1023' })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of a cached copy' })
  @ApiOkResponse({ description: 'The whole file', schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: 206, description: 'The requested byte range', schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: 304, description: 'The cached copy (If-None-Match) is current' })
  @ApiErrors({
    404: [FILES_ERRORS.file_not_found],
    416: [{ code: FILES_ERRORS.range_not_satisfiable, when: 'the range starts past the end of the file' }],
  })
  async downloadFile(
    @Param('id', UuidPipe) id: string,
    @Query() query: FileDownloadQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendStored(reply, await this.service.downloadFile(id, query, request.headers));
  }
}
