// DTOs of the member downloads (light shows, lock chimes): the members' list, metadata and download
// (/api/files…) and staff management (/api/admin/files…, content=full). The upload is
// multipart/form-data: the text fields first, the `file` part last (file-admin.service.ts).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { FILE_KINDS, type FileKindName } from '../../domain/file-types';
import { AdminListQueryDto } from '../../common/admin-list.dto';
import { TextField } from '../../common/content-validation';
import { ListResponseDto, NumberFromText, ResponseDto } from '../../common/page.dto';
import { iso } from '../../common/iso-time';
import type { FileRow } from './file.repository';

/** docs/product-rules.md §9: storage lists default to 100 items. */
export const FILE_LIST_DEFAULT_LIMIT = 100;
export const FILE_LIST_MAX_LIMIT = 500;

const KindProperty = (required: boolean) =>
  (required ? ApiProperty : ApiPropertyOptional)({
    enum: FILE_KINDS,
    enumName: 'FileKind',
    description: 'light_show or lock_chime',
  });

export class FileDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @KindProperty(true)
  kind: FileKindName;

  @ApiProperty({ example: 'Zvonček z Kysúc' })
  title: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({
    description: 'The name the download is saved under (cleaned of paths and control characters)',
    example: 'LockChime.wav',
  })
  file_name: string;

  @ApiProperty({ description: 'Detected from the content when uploaded', example: 'audio/wav' })
  content_type: string;

  @ApiProperty({ type: 'integer' })
  size_bytes: number;

  @ApiProperty({ description: "Hex SHA-256 of the content (also the download's ETag)", pattern: '^[0-9a-f]{64}$' })
  sha256: string;

  @ApiProperty({
    description: 'Members only (send the access token); add ?inline=1 to play audio in the browser',
    example: '/api/files/1b4e28ba-2fa1-4d3b-9c5e-2f1a0b7c9d11/download',
  })
  download_url: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class FileResponseDto extends ResponseDto(FileDto) {}

export class FileListResponseDto extends ListResponseDto(FileDto) {}

/** `?kind=&limit=&offset=` of the members' list (newest first). */
export class FileListQueryDto {
  @KindProperty(false)
  @IsOptional()
  @IsIn(FILE_KINDS, { message: `kind must be one of: ${FILE_KINDS.join(', ')}` })
  kind?: FileKindName;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: FILE_LIST_MAX_LIMIT, default: FILE_LIST_DEFAULT_LIMIT })
  @IsOptional()
  @NumberFromText()
  @IsInt()
  @Min(1)
  @Max(FILE_LIST_MAX_LIMIT)
  limit?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0 })
  @IsOptional()
  @NumberFromText()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  offset?: number;
}

export class FileDownloadQueryDto {
  @ApiPropertyOptional({
    enum: ['0', '1'],
    description: '1 = Content-Disposition: inline (play a lock chime in the browser); default attachment',
  })
  @IsOptional()
  @IsIn(['0', '1'])
  inline?: '0' | '1';
}

export class FileAdminDto extends FileDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The staff member who uploaded it (null once their account is gone)',
  })
  uploaded_by: string | null;
}

export class FileAdminResponseDto extends ResponseDto(FileAdminDto) {}

export class FileAdminListResponseDto extends ListResponseDto(FileAdminDto) {}

export const FILE_SORT_FIELDS = ['created_at', 'title', 'file_name', 'size_bytes'] as const;
export type FileSortField = (typeof FILE_SORT_FIELDS)[number];

export class FileAdminQueryDto extends AdminListQueryDto(FILE_SORT_FIELDS) {
  @KindProperty(false)
  @IsOptional()
  @IsIn(FILE_KINDS, { message: `kind must be one of: ${FILE_KINDS.join(', ')}` })
  kind?: FileKindName;
}

/** The text fields of an upload (multipart/form-data, all before the `file` part). */
export class UploadFileFieldsDto {
  @KindProperty(true)
  @IsIn(FILE_KINDS, { message: `kind must be one of: ${FILE_KINDS.join(', ')}` })
  kind: FileKindName;

  @TextField(200)
  title: string;

  @TextField(2000, { optional: true })
  description?: string;
}

/** The documented multipart body of an upload. */
export class UploadFileDto extends UploadFileFieldsDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description:
      'The last part. lock_chime: WAV or MP3, at most 1 MB; light_show: .fseq, WAV/MP3 audio or a .zip bundle, at most 50 MB. The type is detected from the content.',
  })
  file: unknown;
}

export class UpdateFileAdminDto {
  @TextField(200, { optional: true })
  @Matches(/\S/, { message: 'title must not be empty' })
  title?: string;

  @TextField(2000, { nullable: true })
  description?: string | null;
}

export function mapFile(row: FileRow): FileDto {
  return {
    id: row.id,
    kind: row.kind as FileKindName,
    title: row.title,
    description: row.description,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    sha256: row.sha256,
    download_url: `/api/files/${row.id}/download`,
    created_at: iso(row.createdAt),
  };
}

export function mapFileAdmin(row: FileRow): FileAdminDto {
  return { ...mapFile(row), uploaded_by: row.uploadedById };
}
