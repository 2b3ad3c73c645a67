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
exports.OnboardingResponseDto = exports.OnboardingDto = exports.OnboardingStepsDto = exports.UpdateOnboardingDto = exports.OWNED_SINCE_MIN = exports.COLOR_RULE = void 0;
// Onboarding (spec §3 Onboarding, §4 steps): the member's answers and where they are in the steps.
const swagger_1 = require("@nestjs/swagger");
const car_enums_1 = require("../domain/car-enums");
const member_fields_1 = require("./member-fields");
exports.COLOR_RULE = 'A car has either a colour from the list (`color`) or, when its colour is not in the list, free text in `custom_color` (at most 60 characters), ' +
    'never both: sending both non-null is 400 errors.validation, and setting one clears the other. Onboarding step 3 is satisfied by either.';
exports.OWNED_SINCE_MIN = '1990-01-01';
/**
 * PUT /api/onboarding: any subset of the answers; absent fields keep their value, `null` clears
 * one. The PUT that makes steps 1–3 complete also registers the car (see the operation).
 */
class UpdateOnboardingDto {
    tesla_account_email;
    tesla_account_full_name;
    vin;
    license_plate;
    model;
    variant;
    color;
    custom_color;
    car_name;
    owned_since;
}
exports.UpdateOnboardingDto = UpdateOnboardingDto;
__decorate([
    (0, member_fields_1.EmailField)({ description: 'E-mail of the Tesla account (step 1)' }),
    __metadata("design:type", Object)
], UpdateOnboardingDto.prototype, "tesla_account_email", void 0);
__decorate([
    (0, member_fields_1.TextField)(120, { description: 'Full name on the Tesla account (step 1)' }),
    __metadata("design:type", Object)
], UpdateOnboardingDto.prototype, "tesla_account_full_name", void 0);
__decorate([
    (0, member_fields_1.VinField)({ description: 'The car’s VIN (step 1).' }),
    __metadata("design:type", Object)
], UpdateOnboardingDto.prototype, "vin", void 0);
__decorate([
    (0, member_fields_1.TextField)(15, { description: 'Licence plate, stored upper case (optional)', pattern: member_fields_1.LICENSE_PLATE, transform: member_fields_1.licensePlate, example: 'BA-123AB' }),
    __metadata("design:type", Object)
], UpdateOnboardingDto.prototype, "license_plate", void 0);
__decorate([
    (0, member_fields_1.EnumField)(car_enums_1.CAR_MODELS, 'CarModel', { description: 'Model (step 2)' }),
    __metadata("design:type", Object)
], UpdateOnboardingDto.prototype, "model", void 0);
__decorate([
    (0, member_fields_1.EnumField)(car_enums_1.CAR_VARIANTS, 'CarVariant', { description: 'Variant (step 3)' }),
    __metadata("design:type", Object)
], UpdateOnboardingDto.prototype, "variant", void 0);
__decorate([
    (0, member_fields_1.EnumField)(car_enums_1.CAR_COLORS, 'CarColor', { description: `Colour (step 3). ${exports.COLOR_RULE}` }),
    __metadata("design:type", Object)
], UpdateOnboardingDto.prototype, "color", void 0);
__decorate([
    (0, member_fields_1.TextField)(60, { description: `Colour not in the list (step 3). ${exports.COLOR_RULE}` }),
    (0, member_fields_1.NotTogetherWith)('color'),
    __metadata("design:type", Object)
], UpdateOnboardingDto.prototype, "custom_color", void 0);
__decorate([
    (0, member_fields_1.TextField)(60, { description: 'The car’s nickname (optional)' }),
    __metadata("design:type", Object)
], UpdateOnboardingDto.prototype, "car_name", void 0);
__decorate([
    (0, member_fields_1.PastDateField)(exports.OWNED_SINCE_MIN, { description: `Owned since (step 3), ${exports.OWNED_SINCE_MIN} … today` }),
    __metadata("design:type", Object)
], UpdateOnboardingDto.prototype, "owned_since", void 0);
class OnboardingStepsDto {
    1;
    2;
    3;
}
exports.OnboardingStepsDto = OnboardingStepsDto;
__decorate([
    (0, swagger_1.ApiProperty)({ name: '1', description: 'Account and VIN: tesla_account_email, tesla_account_full_name and vin present' }),
    __metadata("design:type", Boolean)
], OnboardingStepsDto.prototype, 1, void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ name: '2', description: 'Vehicle model: model present' }),
    __metadata("design:type", Boolean)
], OnboardingStepsDto.prototype, 2, void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ name: '3', description: 'Vehicle details: variant, color (or custom_color) and owned_since present' }),
    __metadata("design:type", Boolean)
], OnboardingStepsDto.prototype, 3, void 0);
class OnboardingDto {
    user_id;
    tesla_account_email;
    tesla_account_full_name;
    vin;
    license_plate;
    model;
    variant;
    color;
    custom_color;
    car_name;
    owned_since;
    completed_at;
    current_step;
    previous_step;
    steps;
    complete;
    suggested_model;
}
exports.OnboardingDto = OnboardingDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], OnboardingDto.prototype, "user_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], OnboardingDto.prototype, "tesla_account_email", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], OnboardingDto.prototype, "tesla_account_full_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], OnboardingDto.prototype, "vin", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], OnboardingDto.prototype, "license_plate", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: car_enums_1.CAR_MODELS, enumName: 'CarModel', nullable: true }),
    __metadata("design:type", Object)
], OnboardingDto.prototype, "model", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: car_enums_1.CAR_VARIANTS, enumName: 'CarVariant', nullable: true }),
    __metadata("design:type", Object)
], OnboardingDto.prototype, "variant", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: car_enums_1.CAR_COLORS, enumName: 'CarColor', nullable: true }),
    __metadata("design:type", Object)
], OnboardingDto.prototype, "color", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], OnboardingDto.prototype, "custom_color", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], OnboardingDto.prototype, "car_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date', nullable: true }),
    __metadata("design:type", Object)
], OnboardingDto.prototype, "owned_since", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date-time', nullable: true, description: 'When steps 1–3 were completed and the car registered' }),
    __metadata("design:type", Object)
], OnboardingDto.prototype, "completed_at", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: [1, 2, 3, 4], description: 'The first incomplete step; 4 = completed' }),
    __metadata("design:type", Number)
], OnboardingDto.prototype, "current_step", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: [1, 2], description: 'The step before the current one from 2 or 3; otherwise 1' }),
    __metadata("design:type", Number)
], OnboardingDto.prototype, "previous_step", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => OnboardingStepsDto }),
    __metadata("design:type", OnboardingStepsDto)
], OnboardingDto.prototype, "steps", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Steps 1–3 are complete' }),
    __metadata("design:type", Boolean)
], OnboardingDto.prototype, "complete", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: car_enums_1.CAR_MODELS, enumName: 'CarModel', nullable: true, description: 'The model the VIN names (Tesla VINs), to preselect in step 2' }),
    __metadata("design:type", Object)
], OnboardingDto.prototype, "suggested_model", void 0);
class OnboardingResponseDto {
    v;
}
exports.OnboardingResponseDto = OnboardingResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => OnboardingDto }),
    __metadata("design:type", OnboardingDto)
], OnboardingResponseDto.prototype, "v", void 0);
//# sourceMappingURL=onboarding.dto.js.map