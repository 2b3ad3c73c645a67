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
exports.OnboardingService = void 0;
exports.mapOnboarding = mapOnboarding;
// Onboarding (spec §4): the member's answers, saved step by step, and the state machine's view of
// them. The PUT whose answers complete steps 1–3 also registers the car and a current ownership, in
// the same transaction as the answers; a VIN another member currently owns stops it with 409 and
// nothing written. A completed onboarding is closed: later changes go through /api/cars.
const common_1 = require("@nestjs/common");
const api_error_1 = require("../common/api-error");
const car_enums_1 = require("../domain/car-enums");
const calendar_1 = require("../domain/calendar");
const onboarding_steps_1 = require("../domain/onboarding-steps");
const vin_1 = require("../domain/vin");
const page_dto_1 = require("../dtos/page.dto");
const car_repository_1 = require("../repositories/car.repository");
const onboarding_repository_1 = require("../repositories/onboarding.repository");
const car_service_1 = require("./car.service");
const me_service_1 = require("./me.service");
/** The answers of a member who has none yet. */
const NO_ANSWERS = {
    teslaAccountEmail: null,
    teslaAccountFullName: null,
    vin: null,
    licensePlate: null,
    model: null,
    variant: null,
    color: null,
    customColor: null,
    carName: null,
    ownedSince: null,
    completedAt: null,
};
function mapOnboarding(userId, row) {
    const steps = (0, onboarding_steps_1.stepCompletion)(row);
    const current = (0, onboarding_steps_1.currentStep)(steps);
    return {
        user_id: userId,
        tesla_account_email: row.teslaAccountEmail,
        tesla_account_full_name: row.teslaAccountFullName,
        vin: row.vin,
        license_plate: row.licensePlate,
        model: row.model ? car_enums_1.carModel.fromDb(row.model) : null,
        variant: row.variant ? car_enums_1.carVariant.fromDb(row.variant) : null,
        color: row.color ? car_enums_1.carColor.fromDb(row.color) : null,
        custom_color: row.customColor,
        car_name: row.carName,
        owned_since: (0, calendar_1.isoDate)(row.ownedSince),
        completed_at: row.completedAt ? row.completedAt.toISOString() : null,
        current_step: current,
        previous_step: (0, onboarding_steps_1.previousStep)(current),
        steps,
        complete: current === 4,
        suggested_model: row.vin ? (0, vin_1.teslaModelFromVin)(row.vin) : null,
    };
}
/** The fields the request changes, as stored (absent = unchanged, null = cleared). */
function changes(dto) {
    const data = { ...(0, car_service_1.colorChange)(dto) };
    if (dto.tesla_account_email !== undefined)
        data.teslaAccountEmail = dto.tesla_account_email;
    if (dto.tesla_account_full_name !== undefined)
        data.teslaAccountFullName = dto.tesla_account_full_name;
    if (dto.vin !== undefined)
        data.vin = dto.vin === null ? null : (0, car_service_1.validVin)(dto.vin);
    if (dto.license_plate !== undefined)
        data.licensePlate = dto.license_plate;
    if (dto.model !== undefined)
        data.model = dto.model === null ? null : car_enums_1.carModel.toDb(dto.model);
    if (dto.variant !== undefined)
        data.variant = dto.variant === null ? null : car_enums_1.carVariant.toDb(dto.variant);
    if (dto.car_name !== undefined)
        data.carName = dto.car_name;
    if (dto.owned_since !== undefined)
        data.ownedSince = dto.owned_since === null ? null : (0, calendar_1.dateOnly)(dto.owned_since);
    return data;
}
let OnboardingService = class OnboardingService {
    me;
    onboarding;
    cars;
    constructor(me, onboarding, cars) {
        this.me = me;
        this.onboarding = onboarding;
        this.cars = cars;
    }
    async getOnboarding(user) {
        const profile = await this.me.ensureProfile(user);
        return (0, page_dto_1.single)(mapOnboarding(user.id, profile.onboarding ?? NO_ANSWERS));
    }
    async updateOnboarding(user, dto) {
        const profile = await this.me.ensureProfile(user);
        const before = profile.onboarding ?? NO_ANSWERS;
        if (before.completedAt)
            throw new api_error_1.ApiError(409, 'errors.onboarding_completed', 'Onboarding is already complete: change your cars under /api/cars');
        const data = changes(dto);
        // A VIN someone else owns is refused as soon as it is entered (step 1), not only at the end.
        if (data.vin) {
            const owner = await this.cars.findCurrentOwnerId(data.vin);
            if (owner && owner !== user.id)
                throw (0, car_service_1.vinOwnedByOther)();
        }
        const after = { ...before, ...data };
        if (!(0, onboarding_steps_1.isOnboarded)(after))
            return (0, page_dto_1.single)(mapOnboarding(user.id, await this.onboarding.save(user.id, data)));
        const result = await this.onboarding.saveAndComplete(user.id, data, {
            vin: after.vin,
            ownerId: user.id,
            car: { model: after.model, variant: after.variant, color: after.color, customColor: after.customColor },
            ownership: { licensePlate: after.licensePlate, name: after.carName, teslaAccount: after.teslaAccountEmail, ownedSince: after.ownedSince },
        });
        if (result.kind === 'owned_by_other')
            throw (0, car_service_1.vinOwnedByOther)();
        return (0, page_dto_1.single)(mapOnboarding(user.id, result.onboarding));
    }
};
exports.OnboardingService = OnboardingService;
exports.OnboardingService = OnboardingService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [me_service_1.MeService,
        onboarding_repository_1.OnboardingRepository,
        car_repository_1.CarRepository])
], OnboardingService);
//# sourceMappingURL=onboarding.service.js.map