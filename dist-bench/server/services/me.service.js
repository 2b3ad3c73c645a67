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
exports.MeService = void 0;
exports.onboardingStepsComplete = onboardingStepsComplete;
exports.mapUser = mapUser;
const common_1 = require("@nestjs/common");
const permissions_1 = require("../auth/permissions");
const api_error_1 = require("../common/api-error");
const onboarding_steps_1 = require("../domain/onboarding-steps");
const profile_repository_1 = require("../repositories/profile.repository");
const isoDate = (value) => (value ? value.toISOString().slice(0, 10) : null);
/** Spec §4: steps 1–3 (account and VIN; model; variant, colour and owned-since) are all answered. */
function onboardingStepsComplete(onboarding) {
    return (0, onboarding_steps_1.isOnboarded)(onboarding);
}
/** A member's user record as the member sees it (the staff-only `note` is left out). */
function mapUser(profile, carsCount) {
    return {
        id: profile.id,
        username: profile.username,
        first_name: profile.firstName,
        last_name: profile.lastName,
        email: profile.email,
        avatar_url: profile.avatarUrl,
        address_street: profile.addressStreet,
        address_city: profile.addressCity,
        address_post_code: profile.addressPostCode,
        address_country: profile.addressCountry,
        phone_number: profile.phoneNumber,
        birth_date: isoDate(profile.birthDate),
        company_name: profile.companyName,
        company_id: profile.companyId,
        permissions: (0, permissions_1.normalizePermissions)(profile.permissions),
        cars_count: carsCount,
        is_verified: profile.isVerified,
        recommendation: profile.recommendation,
        created_at: profile.createdAt.toISOString(),
    };
}
let MeService = class MeService {
    profiles;
    constructor(profiles) {
        this.profiles = profiles;
    }
    /** The signed-in member; their profile is created on the first call (both auth modes). */
    async getMe(user) {
        const profile = await this.ensureProfile(user);
        const carsCount = profile._count.carOwnerships;
        return {
            v: {
                user: mapUser(profile, carsCount),
                onboarding_complete: carsCount > 0 || onboardingStepsComplete(profile.onboarding),
            },
        };
    }
    /** The member's profile, created on their first request to any member route; a deleted one is refused. */
    async ensureProfile(user) {
        const profile = (await this.profiles.findWithMemberState(user.id)) ?? (await this.createProfile(user));
        if (profile.deletedAt)
            throw new api_error_1.ApiError(401, 'errors.unauthorized', 'The account has been deleted');
        return profile;
    }
    async createProfile(user) {
        // Product accounts are e-mail accounts; the profile's e-mail is required and unique.
        if (!user.email)
            throw new api_error_1.ApiError(403, 'errors.email_required', 'The account has no e-mail address');
        await this.profiles.createIfAbsent(user.id, user.email);
        const created = await this.profiles.findWithMemberState(user.id);
        // Nothing inserted and still no row: the e-mail belongs to another (e.g. an earlier, deleted) profile.
        if (!created)
            throw new api_error_1.ApiError(409, 'errors.email_taken', 'Another member profile already uses this e-mail address');
        return created;
    }
};
exports.MeService = MeService;
exports.MeService = MeService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [profile_repository_1.ProfileRepository])
], MeService);
//# sourceMappingURL=me.service.js.map