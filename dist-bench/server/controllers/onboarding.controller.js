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
exports.OnboardingController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const current_user_decorator_1 = require("../auth/current-user.decorator");
const decorators_1 = require("../auth/decorators");
const onboarding_dto_1 = require("../dtos/onboarding.dto");
const onboarding_service_1 = require("../services/onboarding.service");
let OnboardingController = class OnboardingController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** My onboarding answers, the current and previous step, which steps are complete and the model my VIN suggests. */
    getOnboarding(user) {
        return this.service.getOnboarding(user);
    }
    /**
     * Saves any subset of my answers. The request that completes steps 1–3 also registers the car
     * (reusing the car by VIN) with me as its current owner and stamps completed_at, all in one
     * transaction; afterwards /api/me reports onboarding_complete and changes go through /api/cars.
     */
    updateOnboarding(user, body) {
        return this.service.updateOnboarding(user, body);
    }
};
exports.OnboardingController = OnboardingController;
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: onboarding_dto_1.OnboardingResponseDto }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], OnboardingController.prototype, "getOnboarding", null);
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Put)(),
    (0, swagger_1.ApiOperation)({ description: 'Errors: 400 errors.validation, 400 errors.vin_invalid (reason), 409 errors.vin_owned_by_other, 409 errors.onboarding_completed' }),
    (0, swagger_1.ApiOkResponse)({ type: onboarding_dto_1.OnboardingResponseDto }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.vin_owned_by_other: another member currently owns the car; errors.onboarding_completed' }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, onboarding_dto_1.UpdateOnboardingDto]),
    __metadata("design:returntype", Promise)
], OnboardingController.prototype, "updateOnboarding", null);
exports.OnboardingController = OnboardingController = __decorate([
    (0, swagger_1.ApiTags)('onboarding'),
    (0, common_1.Controller)('api/onboarding'),
    __metadata("design:paramtypes", [onboarding_service_1.OnboardingService])
], OnboardingController);
//# sourceMappingURL=onboarding.controller.js.map