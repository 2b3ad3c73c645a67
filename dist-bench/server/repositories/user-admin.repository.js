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
exports.UserAdminRepository = void 0;
// Profiles as staff administer them (users: 'full'): lists with filters, one member with their
// onboarding and cars, registrations by status, and the staff-only updates. Deleted (anonymised)
// members are left out everywhere.
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const search_repository_1 = require("./search.repository");
const adminView = {
    onboarding: true,
    _count: { select: { carOwnerships: { where: { ownedUntil: null } } } },
};
const adminDetail = {
    ...adminView,
    carOwnerships: { where: { ownedUntil: null }, include: { car: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
};
const STATUS_WHERE = {
    pending: { isVerified: false, rejectedAt: null },
    verified: { isVerified: true },
    rejected: { isVerified: false, rejectedAt: { not: null } },
};
const STATUS_ORDER = {
    pending: [{ createdAt: 'desc' }, { id: 'asc' }],
    verified: [{ verifiedAt: { sort: 'desc', nulls: 'last' } }, { id: 'asc' }],
    rejected: [{ rejectedAt: 'desc' }, { id: 'asc' }],
};
let UserAdminRepository = class UserAdminRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    /** Ids of a page of members (no text query), filtered and sorted, and how many match in all. */
    async listIds(filters, sort, skip, take) {
        const where = (0, search_repository_1.profileFilterSql)(filters);
        const [rows, counted] = await this.prisma.$transaction([
            this.prisma.$queryRaw `
        SELECT id FROM (SELECT p.id, p.created_at, p.last_name, p.first_name, p.email::text AS email
                          FROM profiles p WHERE p.deleted_at IS NULL ${where}) AS p
         ORDER BY ${(0, search_repository_1.profileOrderSql)(sort)} LIMIT ${take} OFFSET ${skip}`,
            this.prisma.$queryRaw `SELECT count(*)::int AS total FROM profiles p WHERE p.deleted_at IS NULL ${where}`,
        ]);
        return { ids: rows.map((r) => r.id), total: counted[0]?.total ?? 0 };
    }
    /** These members (not deleted), in the order of `ids`. */
    async findByIds(ids) {
        if (!ids.length)
            return [];
        const rows = await this.prisma.profile.findMany({ where: { id: { in: ids }, deletedAt: null }, include: adminView });
        const byId = new Map(rows.map((r) => [r.id, r]));
        return ids.flatMap((id) => byId.get(id) ?? []);
    }
    findDetail(id) {
        return this.prisma.profile.findFirst({ where: { id, deletedAt: null }, include: adminDetail });
    }
    findOne(id) {
        return this.prisma.profile.findFirst({ where: { id, deletedAt: null }, include: adminView });
    }
    /** Applies staff changes to a member who is not deleted; false when there is no such member. */
    async update(id, changes) {
        const { count } = await this.prisma.profile.updateMany({ where: { id, deletedAt: null }, data: changes });
        return count === 1;
    }
    /** A page of registrations in one status, newest first, and how many there are. */
    async listRegistrations(status, skip, take) {
        const where = { deletedAt: null, ...STATUS_WHERE[status] };
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.profile.findMany({ where, include: adminView, orderBy: STATUS_ORDER[status], skip, take }),
            this.prisma.profile.count({ where }),
        ]);
        return { rows, total };
    }
};
exports.UserAdminRepository = UserAdminRepository;
exports.UserAdminRepository = UserAdminRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], UserAdminRepository);
//# sourceMappingURL=user-admin.repository.js.map