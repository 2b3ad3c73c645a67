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
exports.RegistrationAdminService = void 0;
exports.mapRegistration = mapRegistration;
const common_1 = require("@nestjs/common");
const page_dto_1 = require("../dtos/page.dto");
const user_admin_repository_1 = require("../repositories/user-admin.repository");
const user_admin_service_1 = require("./user-admin.service");
/**
 * Registrations: members waiting for staff to verify their membership. Verifying records who and
 * when (shown to the member as `is_verified` in GET /api/me) and lifts a rejection; rejecting needs
 * a reason, kept as the staff note, and withdraws a verification.
 */
let RegistrationAdminService = class RegistrationAdminService {
    users;
    constructor(users) {
        this.users = users;
    }
    async listRegistrationsAdmin(query) {
        const { skip, take } = (0, page_dto_1.pageWindow)(query);
        const { rows, total } = await this.users.listRegistrations(query.status ?? 'pending', skip, take);
        return (0, page_dto_1.collection)(rows.map(mapRegistration), total);
    }
    /** Verifying a verified member again changes nothing but the note, so a retried request is harmless. */
    async verifyRegistrationAdmin(actor, id, body) {
        const current = await this.findOrFail(id);
        const changes = current.isVerified ? {} : (0, user_admin_service_1.verificationChanges)(true, actor);
        if (body.note !== undefined)
            changes.note = body.note;
        return this.apply(id, changes);
    }
    /** Rejecting keeps the time of an earlier rejection that still stands. (Who rejected is not a column; the note says why.) */
    async rejectRegistrationAdmin(actor, id, body) {
        const current = await this.findOrFail(id);
        const stillRejected = !current.isVerified && current.rejectedAt;
        return this.apply(id, {
            ...(0, user_admin_service_1.verificationChanges)(false, actor),
            rejectedAt: stillRejected ? current.rejectedAt : new Date(),
            note: body.note,
        });
    }
    async findOrFail(id) {
        const row = await this.users.findOne(id);
        if (!row)
            throw (0, user_admin_service_1.userNotFound)();
        return row;
    }
    async apply(id, changes) {
        if (!(await this.users.update(id, changes)))
            throw (0, user_admin_service_1.userNotFound)();
        return (0, page_dto_1.single)(mapRegistration(await this.findOrFail(id)));
    }
};
exports.RegistrationAdminService = RegistrationAdminService;
exports.RegistrationAdminService = RegistrationAdminService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [user_admin_repository_1.UserAdminRepository])
], RegistrationAdminService);
function mapRegistration(row) {
    return { user: (0, user_admin_service_1.mapAdminUser)(row), onboarding: (0, user_admin_service_1.mapOnboardingOf)(row) };
}
//# sourceMappingURL=registration-admin.service.js.map