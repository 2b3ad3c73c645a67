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
Object.defineProperty(exports, "__esModule", { value: true });
exports.ProfileDataService = void 0;
// The member's rights over their data (GDPR): a complete export, and deleting the account
// (reached through ProfileService, which removes the avatar file afterwards).
// Deletion anonymises instead of removing the profile row, so what the member wrote (articles,
// uploaded files) and car ownership history stay, attributed to "a deleted member".
const common_1 = require("@nestjs/common");
const config_module_1 = require("../config/config.module");
const car_enums_1 = require("../domain/car-enums");
const calendar_1 = require("../domain/calendar");
const page_dto_1 = require("../dtos/page.dto");
const auth_audit_repository_1 = require("../repositories/auth-audit.repository");
const auth_user_repository_1 = require("../repositories/auth-user.repository");
const car_repository_1 = require("../repositories/car.repository");
const profile_repository_1 = require("../repositories/profile.repository");
const event_attendance_service_1 = require("./event-attendance.service");
const me_service_1 = require("./me.service");
const onboarding_service_1 = require("./onboarding.service");
const profile_mapping_1 = require("./profile-mapping");
/** Ownership history grouped by car, in the order the member first owned each. */
function exportCars(history) {
    const byVin = new Map();
    for (const o of history) {
        let car = byVin.get(o.vin);
        if (!car) {
            car = {
                vin: o.vin,
                model: car_enums_1.carModel.fromDb(o.car.model),
                variant: o.car.variant ? car_enums_1.carVariant.fromDb(o.car.variant) : null,
                color: o.car.color ? car_enums_1.carColor.fromDb(o.car.color) : null,
                custom_color: o.car.customColor,
                ownerships: [],
            };
            byVin.set(o.vin, car);
        }
        car.ownerships.push({
            ownership_id: o.id,
            license_plate: o.licensePlate,
            name: o.name,
            tesla_account: o.teslaAccount,
            owned_since: (0, calendar_1.isoDate)(o.ownedSince),
            owned_until: (0, calendar_1.isoDate)(o.ownedUntil),
        });
    }
    return [...byVin.values()];
}
let ProfileDataService = class ProfileDataService {
    me;
    profiles;
    cars;
    attendances;
    authUsers;
    audit;
    config;
    constructor(me, profiles, cars, attendances, authUsers, audit, config) {
        this.me = me;
        this.profiles = profiles;
        this.cars = cars;
        this.attendances = attendances;
        this.authUsers = authUsers;
        this.audit = audit;
        this.config = config;
    }
    /** Everything stored about the member, as one JSON document. */
    async exportProfile(user) {
        await this.me.ensureProfile(user);
        const [profile, history] = await Promise.all([this.profiles.findForExport(user.id), this.cars.listHistoryOfOwner(user.id)]);
        const p = profile;
        return (0, page_dto_1.single)({
            exported_at: new Date().toISOString(),
            profile: (0, profile_mapping_1.mapProfile)(p),
            visibility: (0, profile_mapping_1.mapVisibility)(p),
            onboarding: p.onboarding ? (0, onboarding_service_1.mapOnboarding)(user.id, p.onboarding) : null,
            cars: exportCars(history),
            event_attendances: p.attendances.map((a) => ({
                event_id: a.event.id,
                event_title: a.event.title,
                event_slug: a.event.slug,
                event_date_start: a.event.dateStart.toISOString(),
                status: a.status,
                registered_at: a.registeredAt.toISOString(),
            })),
            files: p.files.map((f) => ({ id: f.id, kind: f.kind, title: f.title, file_name: f.fileName, created_at: f.createdAt.toISOString() })),
            articles: p.articles.map((a) => ({ id: a.id, title: a.title, slug: a.slug, published_at: a.publishedAt ? a.publishedAt.toISOString() : null })),
        });
    }
    /**
     * Deletes the account in one transaction: the profile anonymised, onboarding answers deleted,
     * current car ownerships ended today, event registrations cancelled (each freed place goes to the
     * next waitlisted member) and, in embedded mode, the auth account soft-deleted as GoTrue does (its
     * sessions end, so its tokens stop working at once). With a hosted Supabase project the hosted
     * account stays, but the product API refuses its tokens because the profile is deleted.
     */
    /** Returns the deleted profile's avatar URL, whose file the caller removes once this has committed. */
    async deleteProfile(user) {
        const profile = await this.me.ensureProfile(user);
        await this.profiles.deleteAccount(user.id, (0, calendar_1.todayIso)(), async (db) => {
            await this.attendances.cancelAllForMember(db, user.id);
            if (this.config.AUTH_MODE !== 'embedded')
                return;
            await this.authUsers.softDelete(user.id, db);
            // No e-mail in the audit entry: the account is being deleted.
            await this.audit.log({ action: 'user_deleted', actorId: user.id, logType: 'account', traits: { user_id: user.id, soft: true } }, undefined, db);
        });
        return profile.avatarUrl;
    }
};
exports.ProfileDataService = ProfileDataService;
exports.ProfileDataService = ProfileDataService = __decorate([
    (0, common_1.Injectable)(),
    __param(6, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [me_service_1.MeService,
        profile_repository_1.ProfileRepository,
        car_repository_1.CarRepository,
        event_attendance_service_1.EventAttendanceService,
        auth_user_repository_1.AuthUserRepository,
        auth_audit_repository_1.AuthAuditRepository, Object])
], ProfileDataService);
//# sourceMappingURL=profile-data.service.js.map