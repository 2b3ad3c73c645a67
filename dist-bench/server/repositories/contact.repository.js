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
exports.ContactRepository = void 0;
// Contact-form messages (table contact_messages): kept for the staff and for the per-address rate
// limit (ip_hash is a keyed hash of the sender's IP address, never the address itself).
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const SORT_COLUMNS = { created_at: 'createdAt', name: 'name', email: 'email' };
let ContactRepository = class ContactRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    /**
     * Stores the message unless `limit` messages from the same ip_hash arrived in the last
     * `windowSeconds` (null then). Serialised per ip_hash, so parallel requests cannot all slip under the limit.
     */
    createWithinLimit(data, limit, windowSeconds) {
        return this.prisma.$transaction(async (tx) => {
            await tx.$queryRaw `SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${`contact:${data.ipHash}`}))) AS l`;
            const since = new Date(Date.now() - windowSeconds * 1000);
            const recent = await tx.contactMessage.count({ where: { ipHash: data.ipHash, createdAt: { gt: since } } });
            if (recent >= limit)
                return null;
            return tx.contactMessage.create({ data });
        });
    }
    async listForAdmin(query, window) {
        const where = query.q
            ? {
                OR: [
                    { name: { contains: query.q, mode: 'insensitive' } },
                    { email: { contains: query.q, mode: 'insensitive' } },
                    { subject: { contains: query.q, mode: 'insensitive' } },
                    { message: { contains: query.q, mode: 'insensitive' } },
                ],
            }
            : {};
        const orderBy = [{ [SORT_COLUMNS[query.sort]]: query.order }, { id: 'asc' }];
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.contactMessage.findMany({ where, orderBy, ...window }),
            this.prisma.contactMessage.count({ where }),
        ]);
        return { rows, total };
    }
    findById(id) {
        return this.prisma.contactMessage.findUnique({ where: { id } });
    }
};
exports.ContactRepository = ContactRepository;
exports.ContactRepository = ContactRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], ContactRepository);
//# sourceMappingURL=contact.repository.js.map