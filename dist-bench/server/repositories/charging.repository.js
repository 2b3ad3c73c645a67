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
exports.ChargingRepository = void 0;
// Charging information for members (table charging_entries).
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const COLUMNS = {
    sort_order: 'sortOrder',
    title: 'title',
    provider: 'provider',
    created_at: 'createdAt',
    updated_at: 'updatedAt',
};
let ChargingRepository = class ChargingRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    /** Published entries in the staff's order. */
    async listPublishedChargingEntries(window) {
        const where = { published: true };
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.chargingEntry.findMany({ where, orderBy: [{ sortOrder: 'asc' }, { title: 'asc' }, { id: 'asc' }], ...window }),
            this.prisma.chargingEntry.count({ where }),
        ]);
        return { rows, total };
    }
    async listChargingEntriesForAdmin(query, window) {
        const where = query.q
            ? { OR: [{ title: { contains: query.q, mode: 'insensitive' } }, { provider: { contains: query.q, mode: 'insensitive' } }] }
            : {};
        const direction = query.sort === 'provider' ? { sort: query.order, nulls: query.order === 'asc' ? 'last' : 'first' } : query.order;
        const orderBy = [{ [COLUMNS[query.sort]]: direction }, { id: 'asc' }];
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.chargingEntry.findMany({ where, orderBy, ...window }),
            this.prisma.chargingEntry.count({ where }),
        ]);
        return { rows, total };
    }
    findChargingEntryById(id) {
        return this.prisma.chargingEntry.findUnique({ where: { id } });
    }
    createChargingEntry(data) {
        return this.prisma.chargingEntry.create({ data });
    }
    /** The updated row, or null when there is no such entry. */
    async updateChargingEntry(id, data) {
        const { count } = await this.prisma.chargingEntry.updateMany({ where: { id }, data });
        return count ? this.findChargingEntryById(id) : null;
    }
    /** False when there was no such entry. */
    async deleteChargingEntry(id) {
        const { count } = await this.prisma.chargingEntry.deleteMany({ where: { id } });
        return count > 0;
    }
};
exports.ChargingRepository = ChargingRepository;
exports.ChargingRepository = ChargingRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], ChargingRepository);
//# sourceMappingURL=charging.repository.js.map