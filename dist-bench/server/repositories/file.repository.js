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
Object.defineProperty(exports, "__esModule", { value: true });
exports.FileRepository = void 0;
// Member downloads (table files): the rows; the bytes are in the storage service under storage_key.
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const COLUMNS = { created_at: 'createdAt', title: 'title', file_name: 'fileName', size_bytes: 'sizeBytes' };
let FileRepository = class FileRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    /** Files (of one kind, when given), newest first. */
    async listFiles(kind, window) {
        const where = kind ? { kind } : {};
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.file.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...window }),
            this.prisma.file.count({ where }),
        ]);
        return { rows, total };
    }
    async listFilesForAdmin(query, window) {
        const where = {
            ...(query.kind ? { kind: query.kind } : {}),
            ...(query.q ? { OR: [{ title: { contains: query.q, mode: 'insensitive' } }, { fileName: { contains: query.q, mode: 'insensitive' } }] } : {}),
        };
        const orderBy = [{ [COLUMNS[query.sort]]: query.order }, { id: 'asc' }];
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.file.findMany({ where, orderBy, ...window }),
            this.prisma.file.count({ where }),
        ]);
        return { rows, total };
    }
    findFileById(id) {
        return this.prisma.file.findUnique({ where: { id } });
    }
    createFile(data) {
        return this.prisma.file.create({ data });
    }
    /** The updated row, or null when there is no such file. */
    async updateFile(id, data) {
        const { count } = await this.prisma.file.updateMany({ where: { id }, data });
        return count ? this.findFileById(id) : null;
    }
    /**
     * Deletes the row in a transaction and returns it (its storage key), or null when there was none.
     * The caller removes the stored bytes after this has committed: a failure then leaves an orphan
     * file, never a row whose download is gone.
     */
    deleteFile(id) {
        return this.prisma.$transaction(async (db) => {
            const row = await db.file.findUnique({ where: { id } });
            if (!row)
                return null;
            // deleteMany: a concurrent delete of the same row is "not found" here, not an error.
            const { count } = await db.file.deleteMany({ where: { id } });
            return count ? row : null;
        });
    }
};
exports.FileRepository = FileRepository;
exports.FileRepository = FileRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], FileRepository);
//# sourceMappingURL=file.repository.js.map