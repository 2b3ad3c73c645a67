// Member downloads (light shows, lock chimes): the list, one file's metadata and its bytes. A
// download is members-only content, so it may be cached by the member's browser for an hour (spec
// §9: cache control 3600) but never by shared caches ("private"); its ETag is the content's SHA-256
// (a 304 answers a matching If-None-Match) and single byte ranges are served (206) so an audio
// player or a download manager can seek and resume.
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.module';
import type { Readable } from 'node:stream';
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError, notFound } from '../../common/api-error';
import { contentDisposition } from '../../domain/file-types';
import {
  FILE_LIST_DEFAULT_LIMIT,
  mapFile,
  type FileDownloadQueryDto,
  type FileListQueryDto,
  type FileListResponseDto,
  type FileResponseDto,
} from './file.dto';
import { FileRepository } from './file.repository';
import { StorageService } from '../../storage/storage.service';
import { etagListMatches } from '../../common/stored-reply';
import { FILES_ERRORS } from './files-errors';

export const DOWNLOAD_CACHE_CONTROL = 'private, max-age=3600';

export const fileNotFound = () => notFound(FILES_ERRORS.file_not_found, 'File');

/** What to answer a download with: the controller only copies it onto the reply. */
export interface FileDownload {
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string>;
  /** The bytes (200/206), an error body (416) or nothing (304). */
  body: Readable | object | null;
}

/**
 * The byte range of a `Range: bytes=…` header for a file of `size` bytes (RFC 9110 §14): null =
 * serve the whole file (no header, another unit, several ranges or bad syntax may be ignored),
 * 'unsatisfiable' = 416.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const last = match[2] === '' ? Infinity : Number(match[2]);
  if (last < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(last, size - 1) };
}

@Injectable()
export class FileService {
  @Inject(LOGGER) private readonly logger!: Logger;

  constructor(
    private readonly files: FileRepository,
    private readonly storage: StorageService,
  ) {}

  async listFiles(query: FileListQueryDto): Promise<FileListResponseDto> {
    const { rows, total } = await this.files.listFiles(query.kind, {
      skip: query.offset ?? 0,
      take: query.limit ?? FILE_LIST_DEFAULT_LIMIT,
    });
    return { v: rows.map(mapFile), total };
  }

  async getFile(id: string): Promise<FileResponseDto> {
    const row = await this.files.findFileById(id);
    if (!row) throw fileNotFound();
    return { v: mapFile(row) };
  }

  /** The answer to GET /api/files/{id}/download given the request's conditional and range headers. */
  async downloadFile(id: string, query: FileDownloadQueryDto, headers: IncomingHttpHeaders): Promise<FileDownload> {
    const row = await this.files.findFileById(id);
    if (!row) throw fileNotFound();
    const etag = `"${row.sha256}"`;
    const cache = { 'cache-control': DOWNLOAD_CACHE_CONTROL, etag, 'accept-ranges': 'bytes' };
    if (headers['if-none-match'] && etagListMatches(headers['if-none-match'], etag))
      return { status: 304, headers: cache, body: null };

    // If-Range: a client resuming an older version of the file gets the whole new one.
    const ifRange = typeof headers['if-range'] === 'string' ? headers['if-range'] : undefined;
    const range = !ifRange || etagListMatches(ifRange, etag) ? byteRange(headers.range, row.sizeBytes) : null;
    if (range === 'unsatisfiable') {
      const body = {
        statusCode: 416,
        error: 'Range Not Satisfiable',
        message: `The file has ${row.sizeBytes} bytes`,
        code: FILES_ERRORS.range_not_satisfiable,
      };
      return { status: 416, headers: { ...cache, 'content-range': `bytes */${row.sizeBytes}` }, body };
    }
    const file = await this.storage.open(row.storageKey, range ?? undefined);
    if (!file) {
      this.logger.error(`file ${row.id}: stored bytes ${row.storageKey} are missing`);
      throw new ApiError(404, FILES_ERRORS.file_not_found, 'The file is no longer available');
    }
    const headersOut: Record<string, string> = {
      ...cache,
      'content-type': row.contentType,
      'content-disposition': contentDisposition(query.inline === '1' ? 'inline' : 'attachment', row.fileName),
      'x-content-type-options': 'nosniff',
      'last-modified': row.createdAt.toUTCString(),
    };
    if (!range)
      return { status: 200, headers: { ...headersOut, 'content-length': String(file.sizeBytes) }, body: file.stream };
    return {
      status: 206,
      headers: {
        ...headersOut,
        'content-length': String(range.end - range.start + 1),
        'content-range': `bytes ${range.start}-${range.end}/${file.sizeBytes}`,
      },
      body: file.stream,
    };
  }
}
