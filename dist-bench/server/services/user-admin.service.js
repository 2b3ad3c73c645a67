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
exports.mapOnboardingOf = exports.UserAdminService = exports.userNotFound = void 0;
exports.verificationChanges = verificationChanges;
exports.mapAdminUser = mapAdminUser;
exports.mapAdminUserDetail = mapAdminUserDetail;
const common_1 = require("@nestjs/common");
const permissions_1 = require("../auth/permissions");
const api_error_1 = require("../common/api-error");
const page_dto_1 = require("../dtos/page.dto");
const search_dto_1 = require("../dtos/search.dto");
const user_admin_repository_1 = require("../repositories/user-admin.repository");
const car_service_1 = require("./car.service");
const me_service_1 = require("./me.service");
const onboarding_service_1 = require("./onboarding.service");
const search_service_1 = require("./search.service");
const isoTime = (value) => (value ? value.toISOString() : null);
const userNotFound = () => new api_error_1.ApiError(404, 'errors.user_not_found', 'No such member');
exports.userNotFound = userNotFound;
/** The verification columns when staff verify (who and when; a rejection is lifted) or unverify. */
function verificationChanges(verified, actor) {
    return verified
        ? { isVerified: true, verifiedAt: new Date(), verifiedById: actor.id, rejectedAt: null }
        : { isVerified: false, verifiedAt: null, verifiedById: null };
}
let UserAdminService = class UserAdminService {
    users;
    search;
    constructor(users, search) {
        this.users = users;
        this.search = search;
    }
    /** Members, filtered; with `q` matched like member search but over every field, best first. */
    async listUsersAdmin(query) {
        const window = (0, page_dto_1.pageWindow)(query);
        const filters = { isVerified: query.is_verified, permission: query.permission, onboardingComplete: query.onboarding_complete };
        // An empty q (a cleared search box) lists everyone; one character is too short to search by.
        const text = (0, search_service_1.normalizeSearchText)(query.q);
        if (text && text.length < search_dto_1.SEARCH_MIN_LENGTH) {
            throw new api_error_1.ApiError(400, 'errors.query_too_short', `The search query needs at least ${search_dto_1.SEARCH_MIN_LENGTH} characters`);
        }
        let page;
        if (text) {
            const sort = query.sort ? { field: query.sort, order: query.order ?? 'asc' } : undefined;
            const found = await this.search.findMatches(text, 'staff', window, { filters, sort });
            page = { ids: found.rows.map((r) => r.id), total: found.total };
        }
        else {
            const sort = query.sort ? { field: query.sort, order: query.order ?? 'asc' } : { field: 'created_at', order: 'desc' };
            page = await this.users.listIds(filters, sort, window.skip, window.take);
        }
        const rows = await this.users.findByIds(page.ids);
        return (0, page_dto_1.collection)(rows.map(mapAdminUser), page.total);
    }
    async getUserAdmin(id) {
        const row = await this.users.findDetail(id);
        if (!row)
            throw (0, exports.userNotFound)();
        return (0, page_dto_1.single)(mapAdminUserDetail(row));
    }
    /**
     * Staff changes to a member: the whole permissions map, verification (audited with who and
     * when), note and recommendation. Nobody may take the users permission from themselves, so the
     * club always keeps someone who can administer users.
     */
    async updateUserAdmin(actor, id, body) {
        const permissions = body.permissions === undefined ? undefined : (0, permissions_1.normalizePermissions)(body.permissions);
        if (permissions && id === actor.id && permissions.users !== 'full') {
            throw new api_error_1.ApiError(409, 'errors.cannot_demote_self', 'You cannot remove your own users permission');
        }
        const current = await this.users.findOne(id);
        if (!current)
            throw (0, exports.userNotFound)();
        const changes = {};
        if (permissions)
            changes.permissions = permissions;
        if (body.is_verified !== undefined && body.is_verified !== current.isVerified)
            Object.assign(changes, verificationChanges(body.is_verified, actor));
        if (body.note !== undefined)
            changes.note = body.note;
        if (body.recommendation !== undefined)
            changes.recommendation = body.recommendation;
        if (!(await this.users.update(id, changes)))
            throw (0, exports.userNotFound)();
        return this.getUserAdmin(id);
    }
};
exports.UserAdminService = UserAdminService;
exports.UserAdminService = UserAdminService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [user_admin_repository_1.UserAdminRepository,
        search_service_1.SearchService])
], UserAdminService);
/** A member as staff see them. */
function mapAdminUser(row) {
    const carsCount = row._count.carOwnerships;
    return {
        ...(0, me_service_1.mapUser)(row, carsCount),
        note: row.note,
        verified_at: isoTime(row.verifiedAt),
        verified_by: row.verifiedById,
        rejected_at: isoTime(row.rejectedAt),
        onboarding_complete: carsCount > 0 || (0, me_service_1.onboardingStepsComplete)(row.onboarding),
    };
}
/** The member's onboarding answers with the step state, or null before they start. */
const mapOnboardingOf = (row) => (row.onboarding ? (0, onboarding_service_1.mapOnboarding)(row.id, row.onboarding) : null);
exports.mapOnboardingOf = mapOnboardingOf;
function mapAdminUserDetail(row) {
    return {
        ...mapAdminUser(row),
        _embedded: { onboarding: (0, exports.mapOnboardingOf)(row), cars: row.carOwnerships.map(car_service_1.mapCar) },
    };
}
//# sourceMappingURL=user-admin.service.js.map