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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.StorageService = void 0;
// Files (light shows, lock chimes, photos, avatars) behind one service. The local-folder driver keeps
// them under DATA_DIR/files; keys are generated here, never taken from user input, so no path
// traversal is possible. An S3-compatible driver can implement the same four methods.
const common_1 = require("@nestjs/common");
const node_crypto_1 = require("node:crypto");
const node_fs_1 = __importDefault(require("node:fs"));
const node_path_1 = __importDefault(require("node:path"));
const promises_1 = require("node:stream/promises");
const node_stream_1 = require("node:stream");
const config_module_1 = require("../config/config.module");
const api_error_1 = require("../common/api-error");
const KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f-]{36}(\.[a-z0-9]{1,8})?$/;
let StorageService = class StorageService {
    root;
    constructor(config) {
        this.root = node_path_1.default.join(config.dataDir, 'files');
    }
    /** Streams `source` into storage under `folder/`, refusing more than `maxBytes` (413). */
    async put(folder, source, options) {
        const ext = options.extension && /^[a-z0-9]{1,8}$/.test(options.extension) ? `.${options.extension}` : '';
        const key = `${folder}/${(0, node_crypto_1.randomUUID)()}${ext}`;
        const target = this.pathOf(key);
        await node_fs_1.default.promises.mkdir(node_path_1.default.dirname(target), { recursive: true });
        const hash = (0, node_crypto_1.createHash)('sha256');
        let size = 0;
        const meter = new node_stream_1.Transform({
            transform(chunk, _enc, done) {
                size += chunk.length;
                if (size > options.maxBytes)
                    return done(new api_error_1.ApiError(413, 'errors.file_too_large', `File is larger than ${options.maxBytes} bytes`));
                hash.update(chunk);
                done(null, chunk);
            },
        });
        try {
            await (0, promises_1.pipeline)(source, meter, node_fs_1.default.createWriteStream(target, { flags: 'wx' }));
        }
        catch (e) {
            await node_fs_1.default.promises.rm(target, { force: true });
            throw e;
        }
        return { key, sizeBytes: size, sha256: hash.digest('hex') };
    }
    /**
     * A read stream of a stored file (only bytes `range.start`…`range.end` inclusive when given, for
     * HTTP Range requests), or null when it is gone. `sizeBytes` is the whole file's size.
     */
    async open(key, range) {
        const file = this.pathOf(key);
        const stat = await node_fs_1.default.promises.stat(file).catch(() => null);
        if (!stat?.isFile())
            return null;
        return { stream: node_fs_1.default.createReadStream(file, range ? { start: range.start, end: range.end } : undefined), sizeBytes: stat.size };
    }
    async remove(key) {
        await node_fs_1.default.promises.rm(this.pathOf(key), { force: true });
    }
    pathOf(key) {
        if (!KEY_PATTERN.test(key))
            throw new Error(`invalid storage key ${JSON.stringify(key)}`);
        return node_path_1.default.join(this.root, key);
    }
};
exports.StorageService = StorageService;
exports.StorageService = StorageService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [Object])
], StorageService);
//# sourceMappingURL=storage.service.js.map