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
var FileAdminService_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.FileAdminService = exports.FILE_FOLDER = void 0;
// Staff management of member downloads (content: full). An upload is streamed, never buffered
// whole: its first bytes decide the type (415 unless the kind accepts it) before anything is
// stored, the storage service counts the bytes while writing (413 past the kind's limit, the
// partial file removed), and a refused or failed upload leaves neither a row nor a file. The
// client's file name is only cleaned for display; the storage key is generated.
const common_1 = require("@nestjs/common");
const node_stream_1 = require("node:stream");
const api_error_1 = require("../common/api-error");
const multipart_1 = require("../common/multipart");
const file_types_1 = require("../domain/file-types");
const slug_1 = require("../domain/slug");
const file_dto_1 = require("../dtos/file.dto");
const page_dto_1 = require("../dtos/page.dto");
const file_repository_1 = require("../repositories/file.repository");
const storage_service_1 = require("../storage/storage.service");
const file_service_1 = require("./file.service");
/** Storage folder of member downloads (keys `files/<uuid>.<ext>`). */
exports.FILE_FOLDER = 'files';
const TYPE_MESSAGES = {
    lock_chime: 'A lock chime must be a WAV or MP3 file',
    light_show: 'A light show must be an .fseq sequence, WAV or MP3 audio, or a .zip bundle',
};
function mapFileAdmin(row) {
    return { ...(0, file_service_1.mapFile)(row), uploaded_by: row.uploadedById };
}
const isFileKind = (value) => file_types_1.FILE_KINDS.includes(value);
/** The first `bytes` bytes of a stream, and a stream of all of it (those bytes included). */
async function peek(stream, bytes) {
    const chunks = stream[Symbol.asyncIterator]();
    let head = Buffer.alloc(0);
    while (head.length < bytes) {
        const next = await chunks.next();
        if (next.done)
            break;
        head = Buffer.concat([head, next.value]);
    }
    async function* everything() {
        yield head;
        for (let next = await chunks.next(); !next.done; next = await chunks.next())
            yield next.value;
    }
    return { head, all: node_stream_1.Readable.from(everything(), { objectMode: false }) };
}
let FileAdminService = FileAdminService_1 = class FileAdminService {
    files;
    storage;
    logger = new common_1.Logger(FileAdminService_1.name);
    constructor(files, storage) {
        this.files = files;
        this.storage = storage;
    }
    async listFilesAdmin(query) {
        const { rows, total } = await this.files.listFilesForAdmin({ sort: query.sort ?? 'created_at', order: query.order ?? 'desc', q: query.q, kind: query.kind }, (0, page_dto_1.pageWindow)(query));
        return { v: rows.map(mapFileAdmin), total };
    }
    async getFileAdmin(id) {
        const row = await this.files.findFileById(id);
        if (!row)
            throw (0, file_service_1.fileNotFound)();
        return { v: mapFileAdmin(row) };
    }
    /** Stores a multipart upload (`kind`, `title`, `description`, then `file`) uploaded by `uploaderId`. */
    async createFileAdmin(request, uploaderId) {
        const upload = {};
        try {
            const { fields } = await (0, multipart_1.streamUpload)(request, {
                maxBytes: file_types_1.MAX_FILE_BYTES,
                onFile: async (file, before) => (upload.stored = await this.storeFile(file, before)),
            });
            const dto = await (0, multipart_1.validateFields)(file_dto_1.UploadFileFieldsDto, fields);
            const stored = upload.stored;
            if (!stored)
                throw new api_error_1.ApiError(400, 'errors.file_required', 'Attach the file as the last part, named `file`');
            if (stored.kind !== dto.kind)
                throw new api_error_1.ApiError(400, 'errors.validation', 'Send `kind` once, before the file', { fields: [{ field: 'kind', messages: ['kind must be sent once, before the file'] }] });
            const row = await this.files.createFile({
                kind: dto.kind,
                title: dto.title,
                description: dto.description ?? null,
                fileName: (0, file_types_1.cleanFileName)(stored.clientName, stored.type, (0, slug_1.slugify)(dto.title) || dto.kind.replace('_', '-')),
                storageKey: stored.key,
                contentType: file_types_1.FILE_TYPES[stored.type].contentType,
                sizeBytes: stored.sizeBytes,
                sha256: stored.sha256,
                uploadedById: uploaderId,
            });
            return { v: mapFileAdmin(row) };
        }
        catch (e) {
            if (upload.stored)
                await this.removeStored(upload.stored.key);
            throw e;
        }
    }
    async updateFileAdmin(id, dto) {
        const row = await this.files.updateFile(id, { title: dto.title, description: dto.description });
        if (!row)
            throw (0, file_service_1.fileNotFound)();
        return { v: mapFileAdmin(row) };
    }
    /** Deletes the row (committed first), then its stored bytes. */
    async deleteFileAdmin(id) {
        const row = await this.files.deleteFile(id);
        if (!row)
            throw (0, file_service_1.fileNotFound)();
        await this.removeStored(row.storageKey);
    }
    /** Checks the kind sent before the file and the file's type by its first bytes, then streams it into storage. */
    async storeFile(file, before) {
        const kind = before.kind;
        if (!isFileKind(kind)) {
            const message = `kind must be one of: ${file_types_1.FILE_KINDS.join(', ')}, sent before the file`;
            throw new api_error_1.ApiError(400, 'errors.validation', message, { fields: [{ field: 'kind', messages: [message] }] });
        }
        const rules = file_types_1.FILE_KIND_RULES[kind];
        const { head, all } = await peek(file.stream, file_types_1.SNIFF_BYTES);
        if (head.length === 0)
            throw new api_error_1.ApiError(400, 'errors.file_required', 'The file is empty');
        const type = (0, file_types_1.sniffFileType)(head);
        if (!type || !rules.types.includes(type))
            throw new api_error_1.ApiError(415, 'errors.unsupported_file_type', TYPE_MESSAGES[kind]);
        const stored = await this.storage.put(exports.FILE_FOLDER, all, { maxBytes: rules.maxBytes, extension: file_types_1.FILE_TYPES[type].extension });
        return { ...stored, kind, type, clientName: file.filename };
    }
    /** The row is gone (or was never written): a failure here only leaves an orphan file, so it is logged. */
    async removeStored(key) {
        await this.storage.remove(key).catch((err) => this.logger.warn(`could not remove ${key}: ${String(err)}`));
    }
};
exports.FileAdminService = FileAdminService;
exports.FileAdminService = FileAdminService = FileAdminService_1 = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [file_repository_1.FileRepository,
        storage_service_1.StorageService])
], FileAdminService);
//# sourceMappingURL=file-admin.service.js.map