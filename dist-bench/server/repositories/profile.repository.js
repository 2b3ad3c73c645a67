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
exports.ProfileRepository = void 0;
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const memberState = {
    onboarding: true,
    _count: { select: { carOwnerships: { where: { ownedUntil: null } } } },
};
const visibilitySelect = { showEmail: true, showPhone: true, showCity: true, showCars: true };
const exportInclude = {
    ...memberState,
    attendances: { include: { event: { select: { id: true, title: true, slug: true, dateStart: true } } }, orderBy: { registeredAt: 'asc' } },
    files: { select: { id: true, kind: true, title: true, fileName: true, createdAt: true }, orderBy: { createdAt: 'asc' } },
    articles: { select: { id: true, title: true, slug: true, publishedAt: true }, orderBy: { createdAt: 'asc' } },
};
/** Personal fields a deleted account keeps none of (the e-mail becomes a unique placeholder). */
const ANONYMISED = {
    username: null,
    firstName: null,
    lastName: null,
    avatarUrl: null,
    birthDate: null,
    addressStreet: null,
    addressCity: null,
    addressPostCode: null,
    addressCountry: null,
    phoneNumber: null,
    companyName: null,
    companyId: null,
    note: null,
    recommendation: null,
    permissions: {},
    showEmail: false,
    showPhone: false,
    showCity: false,
    showCars: false,
};
const isUniqueViolation = (e) => e?.code === 'P2002';
/** Members' profiles (table profiles; id = the account's id). */
let ProfileRepository = class ProfileRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    /** What the auth guard needs on every request: whether the profile is deleted, and its permissions map. */
    findAccess(id) {
        return this.prisma.profile.findUnique({ where: { id }, select: { deletedAt: true, permissions: true } });
    }
    findWithMemberState(id) {
        return this.prisma.profile.findUnique({ where: { id }, include: memberState });
    }
    /**
     * Creates the profile of a new account unless it exists (ON CONFLICT DO NOTHING, so two first
     * requests at once are harmless). Returns false when nothing was inserted.
     */
    async createIfAbsent(id, email) {
        const { count } = await this.prisma.profile.createMany({ data: [{ id, email }], skipDuplicates: true });
        return count === 1;
    }
    /** Writes the member's own editable fields; 'username_taken' when the username is another member's. */
    async updateEditable(id, data) {
        try {
            return await this.prisma.profile.update({ where: { id }, data, include: memberState });
        }
        catch (e) {
            if (isUniqueViolation(e))
                return 'username_taken';
            throw e;
        }
    }
    findVisibility(id) {
        return this.prisma.profile.findUnique({ where: { id }, select: visibilitySelect });
    }
    updateVisibility(id, data) {
        return this.prisma.profile.update({ where: { id }, data, select: visibilitySelect });
    }
    /** Sets avatar_url and returns the previous one (so its file can be removed). */
    replaceAvatarUrl(id, avatarUrl) {
        return this.prisma.$transaction(async (db) => {
            const before = await db.profile.findUniqueOrThrow({ where: { id }, select: { avatarUrl: true } });
            await db.profile.update({ where: { id }, data: { avatarUrl } });
            return before.avatarUrl;
        });
    }
    findForExport(id) {
        return this.prisma.profile.findUnique({ where: { id }, include: exportInclude });
    }
    /**
     * Account deletion, in one transaction: the profile is anonymised (deleted_at, placeholder
     * e-mail, personal fields cleared, permissions dropped), the onboarding answers deleted, current
     * car ownerships ended on `today` ('YYYY-MM-DD'; history kept, now attributed to a deleted member);
     * `alsoInTransaction` adds the caller's steps (event registrations, the auth account).
     * What the member authored (articles, files) keeps pointing at the anonymised profile.
     */
    async deleteAccount(id, today, alsoInTransaction) {
        await this.prisma.$transaction(async (db) => {
            await db.profile.update({ where: { id }, data: { ...ANONYMISED, email: `deleted-${id}@invalid`, isVerified: false, deletedAt: new Date() } });
            await db.onboarding.deleteMany({ where: { userId: id } });
            // owned_until >= owned_since is a CHECK: an ownership starting after today ends the day it starts.
            await db.$executeRaw `UPDATE "public"."car_ownerships" SET owned_until = GREATEST(${today}::date, owned_since) WHERE owner_id = ${id}::uuid AND owned_until IS NULL`;
            await alsoInTransaction(db);
        });
    }
};
exports.ProfileRepository = ProfileRepository;
exports.ProfileRepository = ProfileRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], ProfileRepository);
//# sourceMappingURL=profile.repository.js.map