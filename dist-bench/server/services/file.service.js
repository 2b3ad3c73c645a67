"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var FileService_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.FileService = exports.fileNotFound = exports.DOWNLOAD_CACHE_CONTROL = void 0;
exports.mapFile = mapFile;
exports.byteRange = byteRange;
// Member downloads (light shows, lock chimes): the list, one file's metadata and its bytes. A
// download is members-only content, so it may be cached by the member's browser for an hour (spec
// §9: cache control 3600) but never by shared caches ("private"); its ETag is the content's SHA-256
// (a 304 answers a matching If-None-Match) and single byte ranges are served (206) so an audio
// player or a download manager can seek and resume.
const common_1 = require("@nestjs/common");
const api_error_1 = require("../common/api-error");
const file_types_1 = require("../domain/file-types");
const file_dto_1 = require("../dtos/file.dto");
const file_repository_1 = require("../repositories/file.repository");
const storage_service_1 = require("../storage/storage.service");
const content_shared_1 = require("./content-shared");
exports.DOWNLOAD_CACHE_CONTROL = 'private, max-age=3600';
const fileNotFound = () => (0, content_shared_1.notFound)('errors.file_not_found', 'File');
exports.fileNotFound = fileNotFound;
function mapFile(row) {
    return {
        id: row.id,
        kind: row.kind,
        title: row.title,
        description: row.description,
        file_name: row.fileName,
        content_type: row.contentType,
        size_bytes: row.sizeBytes,
        sha256: row.sha256,
        download_url: `/api/files/${row.id}/download`,
        created_at: (0, content_shared_1.iso)(row.createdAt),
    };
}
/** True when an If-None-Match / If-Range list names `etag` (weak comparison, `*` matches any). */
function etagListMatches(header, etag) {
    return header.split(',').some((tag) => {
        const t = tag.trim();
        return t === '*' || t.replace(/^W\//, '') === etag;
    });
}
/**
 * The byte range of a `Range: bytes=…` header for a file of `size` bytes (RFC 9110 §14): null =
 * serve the whole file (no header, another unit, several ranges or bad syntax may be ignored),
 * 'unsatisfiable' = 416.
 */
function byteRange(header, size) {
    const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
    if (!match || (match[1] === '' && match[2] === ''))
        return null;
    if (match[1] === '') {
        const suffix = Number(match[2]);
        return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
    }
    const start = Number(match[1]);
    const last = match[2] === '' ? Infinity : Number(match[2]);
    if (last < start)
        return null;
    if (start >= size)
        return 'unsatisfiable';
    return { start, end: Math.min(last, size - 1) };
}
let FileService = FileService_1 = class FileService {
    files;
    storage;
    logger = new common_1.Logger(FileService_1.name);
    constructor(files, storage) {
        this.files = files;
        this.storage = storage;
    }
    async listFiles(query) {
        const { rows, total } = await this.files.listFiles(query.kind, { skip: query.offset ?? 0, take: query.limit ?? file_dto_1.FILE_LIST_DEFAULT_LIMIT });
        return { v: rows.map(mapFile), total };
    }
    async getFile(id) {
        const row = await this.files.findFileById(id);
        if (!row)
            throw (0, exports.fileNotFound)();
        return { v: mapFile(row) };
    }
    /** The answer to GET /api/files/{id}/download given the request's conditional and range headers. */
    async downloadFile(id, query, headers) {
        const row = await this.files.findFileById(id);
        if (!row)
            throw (0, exports.fileNotFound)();
        const etag = `"${row.sha256}"`;
        const cache = { 'cache-control': exports.DOWNLOAD_CACHE_CONTROL, etag, 'accept-ranges': 'bytes' };
        if (headers['if-none-match'] && etagListMatches(headers['if-none-match'], etag))
            return { status: 304, headers: cache, body: null };
        // If-Range: a client resuming an older version of the file gets the whole new one.
        const ifRange = typeof headers['if-range'] === 'string' ? headers['if-range'] : undefined;
        const range = !ifRange || etagListMatches(ifRange, etag) ? byteRange(headers.range, row.sizeBytes) : null;
        if (range === 'unsatisfiable') {
            const body = { statusCode: 416, error: 'Range Not Satisfiable', message: `The file has ${row.sizeBytes} bytes`, code: 'errors.range_not_satisfiable' };
            return { status: 416, headers: { ...cache, 'content-range': `bytes */${row.sizeBytes}` }, body };
        }
        const file = await this.storage.open(row.storageKey, range ?? undefined);
        if (!file) {
            this.logger.error(`file ${row.id}: stored bytes ${row.storageKey} are missing`);
            throw new api_error_1.ApiError(404, 'errors.file_not_found', 'The file is no longer available');
        }
        const headersOut = {
            ...cache,
            'content-type': row.contentType,
            'content-disposition': (0, file_types_1.contentDisposition)(query.inline === '1' ? 'inline' : 'attachment', row.fileName),
            'x-content-type-options': 'nosniff',
            'last-modified': row.createdAt.toUTCString(),
        };
        if (!range)
            return { status: 200, headers: { ...headersOut, 'content-length': String(file.sizeBytes) }, body: file.stream };
        return {
            status: 206,
            headers: { ...headersOut, 'content-length': String(range.end - range.start + 1), 'content-range': `bytes ${range.start}-${range.end}/${file.sizeBytes}` },
            body: file.stream,
        };
    }
};
exports.FileService = FileService;
exports.FileService = FileService = FileService_1 = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [file_repository_1.FileRepository,
        storage_service_1.StorageService])
], FileService);
//# sourceMappingURL=file.service.js.map