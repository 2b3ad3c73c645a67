// Staff management of member downloads (content: full). An upload is streamed, never buffered
// whole: its first bytes decide the type (415 unless the kind accepts it) before anything is
// stored, the storage service counts the bytes while writing (413 past the kind's limit, the
// partial file removed), and a refused or failed upload leaves neither a row nor a file. The
// client's file name is only cleaned for display; the storage key is generated.
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.module';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { ApiError } from '../../common/api-error';
import { IncomingFile, streamUpload, validateFields } from '../../common/multipart';
import {
  cleanFileName,
  FILE_KIND_RULES,
  FILE_KINDS,
  FILE_TYPES,
  MAX_FILE_BYTES,
  SNIFF_BYTES,
  sniffFileType,
  type FileKindName,
  type FileTypeName,
} from '../../domain/file-types';
import { slugify } from '../../domain/slug';
import type { FileAdminListResponseDto, FileAdminQueryDto, FileAdminResponseDto, UpdateFileAdminDto } from './file.dto';
import { mapFileAdmin, UploadFileFieldsDto } from './file.dto';
import { pageWindow } from '../../common/page.dto';
import { FileRepository } from './file.repository';
import { StorageService, StoredFile } from '../../storage/storage.service';
import { fileNotFound } from './file.service';
import { COMMON_ERRORS } from '../../common/common-errors';

/** Storage folder of member downloads (keys `files/<uuid>.<ext>`). */
export const FILE_FOLDER = 'files';

const TYPE_MESSAGES: Record<FileKindName, string> = {
  lock_chime: 'A lock chime must be a WAV or MP3 file',
  light_show: 'A light show must be an .fseq sequence, WAV or MP3 audio, or a .zip bundle',
};

interface StoredUpload extends StoredFile {
  kind: FileKindName;
  type: FileTypeName;
  clientName: string;
}

const isFileKind = (value: unknown): value is FileKindName => (FILE_KINDS as readonly unknown[]).includes(value);

/** The first `bytes` bytes of a stream, and a stream of all of it (those bytes included). */
async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; all: Readable }> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  while (head.length < bytes) {
    const next = await chunks.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  async function* everything(): AsyncGenerator<Buffer> {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return { head, all: Readable.from(everything(), { objectMode: false }) };
}

@Injectable()
export class FileAdminService {
  @Inject(LOGGER) private readonly logger!: Logger;

  constructor(
    private readonly files: FileRepository,
    private readonly storage: StorageService,
  ) {}

  async listFilesAdmin(query: FileAdminQueryDto): Promise<FileAdminListResponseDto> {
    const { rows, total } = await this.files.listFilesForAdmin(
      { sort: query.sort ?? 'created_at', order: query.order ?? 'desc', q: query.q, kind: query.kind },
      pageWindow(query),
    );
    return { v: rows.map(mapFileAdmin), total };
  }

  async getFileAdmin(id: string): Promise<FileAdminResponseDto> {
    const row = await this.files.findFileById(id);
    if (!row) throw fileNotFound();
    return { v: mapFileAdmin(row) };
  }

  /** Stores a multipart upload (`kind`, `title`, `description`, then `file`) uploaded by `uploaderId`. */
  async createFileAdmin(request: FastifyRequest, uploaderId: string): Promise<FileAdminResponseDto> {
    const upload: { stored?: StoredUpload } = {};
    try {
      const { fields } = await streamUpload(request, {
        maxBytes: MAX_FILE_BYTES,
        onFile: async (file, before) => (upload.stored = await this.storeFile(file, before)),
      });
      const dto = await validateFields(UploadFileFieldsDto, fields);
      const stored = upload.stored;
      if (!stored)
        throw new ApiError(400, COMMON_ERRORS.file_required, 'Attach the file as the last part, named `file`');
      if (stored.kind !== dto.kind)
        throw new ApiError(400, COMMON_ERRORS.validation, 'Send `kind` once, before the file', {
          fields: [{ field: 'kind', messages: ['kind must be sent once, before the file'] }],
        });
      const row = await this.files.createFile({
        kind: dto.kind,
        title: dto.title,
        description: dto.description ?? null,
        fileName: cleanFileName(stored.clientName, stored.type, slugify(dto.title) || dto.kind.replace('_', '-')),
        storageKey: stored.key,
        contentType: FILE_TYPES[stored.type].contentType,
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
        uploadedById: uploaderId,
      });
      await this.storage.commit(stored.key);
      return { v: mapFileAdmin(row) };
    } catch (e) {
      if (upload.stored) await this.removeStored(upload.stored.key);
      throw e;
    }
  }

  async updateFileAdmin(id: string, dto: UpdateFileAdminDto): Promise<FileAdminResponseDto> {
    const row = await this.files.updateFile(id, { title: dto.title, description: dto.description });
    if (!row) throw fileNotFound();
    return { v: mapFileAdmin(row) };
  }

  /** Deletes the row (committed first), then its stored bytes. */
  async deleteFileAdmin(id: string): Promise<void> {
    const row = await this.files.deleteFile(id);
    if (!row) throw fileNotFound();
    await this.removeStored(row.storageKey);
  }

  /** Checks the kind sent before the file and the file's type by its first bytes, then streams it into storage. */
  private async storeFile(file: IncomingFile, before: Record<string, string>): Promise<StoredUpload> {
    const kind = before.kind;
    if (!isFileKind(kind)) {
      const message = `kind must be one of: ${FILE_KINDS.join(', ')}, sent before the file`;
      throw new ApiError(400, COMMON_ERRORS.validation, message, { fields: [{ field: 'kind', messages: [message] }] });
    }
    const rules = FILE_KIND_RULES[kind];
    const { head, all } = await peek(file.stream, SNIFF_BYTES);
    if (head.length === 0) throw new ApiError(400, COMMON_ERRORS.file_required, 'The file is empty');
    const type = sniffFileType(head);
    if (!type || !rules.types.includes(type))
      throw new ApiError(415, COMMON_ERRORS.unsupported_file_type, TYPE_MESSAGES[kind]);
    const stored = await this.storage.put(FILE_FOLDER, all, {
      maxBytes: rules.maxBytes,
      extension: FILE_TYPES[type].extension,
    });
    return { ...stored, kind, type, clientName: file.filename };
  }

  /** The row is gone (or was never written): a failure here only leaves an orphan file, so it is logged. */
  private async removeStored(key: string): Promise<void> {
    await this.storage.remove(key).catch((err: unknown) => this.logger.warn(`could not remove ${key}: ${String(err)}`));
  }
}
