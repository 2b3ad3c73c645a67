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
exports.CarListResponseDto = exports.CarResponseDto = exports.CarDto = exports.UpdateCarDto = exports.CreateCarDto = exports.CAR_IMAGE_RULE = void 0;
// Cars (spec §3 Car): a member's current cars, as the ownership of a physical car (by VIN).
const swagger_1 = require("@nestjs/swagger");
const car_enums_1 = require("../domain/car-enums");
const onboarding_dto_1 = require("./onboarding.dto");
const member_fields_1 = require("./member-fields");
const page_dto_1 = require("./page.dto");
exports.CAR_IMAGE_RULE = 'General picture of the car by model: `/images/cars/<model-slug>.svg` (e.g. `/images/cars/model-3.svg`, `/images/cars/roadster-first-gen.svg`); ' +
    'a Model Y with a listed colour gets `/images/cars/model-y-<colour-slug>.svg` (e.g. `/images/cars/model-y-pearl-white-multi-coat.svg`), ' +
    'with a custom or no colour `/images/cars/model-y.svg`. Slug = lower case, each run of characters other than a–z/0–9 replaced by one "-". ' +
    'Paths are served by the web app (web/public).';
/** Fields a member sets on their car; shared by POST (add) and PATCH (update). */
class CarFieldsDto {
    license_plate;
    variant;
    color;
    custom_color;
    owned_since;
    name;
    tesla_account;
}
__decorate([
    (0, member_fields_1.TextField)(15, { description: 'Licence plate, stored upper case', pattern: member_fields_1.LICENSE_PLATE, transform: member_fields_1.licensePlate, example: 'BA-123AB' }),
    __metadata("design:type", Object)
], CarFieldsDto.prototype, "license_plate", void 0);
__decorate([
    (0, member_fields_1.EnumField)(car_enums_1.CAR_VARIANTS, 'CarVariant'),
    __metadata("design:type", Object)
], CarFieldsDto.prototype, "variant", void 0);
__decorate([
    (0, member_fields_1.EnumField)(car_enums_1.CAR_COLORS, 'CarColor', { description: onboarding_dto_1.COLOR_RULE }),
    __metadata("design:type", Object)
], CarFieldsDto.prototype, "color", void 0);
__decorate([
    (0, member_fields_1.TextField)(60, { description: onboarding_dto_1.COLOR_RULE }),
    (0, member_fields_1.NotTogetherWith)('color'),
    __metadata("design:type", Object)
], CarFieldsDto.prototype, "custom_color", void 0);
__decorate([
    (0, member_fields_1.PastDateField)(onboarding_dto_1.OWNED_SINCE_MIN, { description: `Owned since, ${onboarding_dto_1.OWNED_SINCE_MIN} … today` }),
    __metadata("design:type", Object)
], CarFieldsDto.prototype, "owned_since", void 0);
__decorate([
    (0, member_fields_1.TextField)(60, { description: 'The car’s nickname' }),
    __metadata("design:type", Object)
], CarFieldsDto.prototype, "name", void 0);
__decorate([
    (0, member_fields_1.EmailField)({ description: 'E-mail of the Tesla account the car is on' }),
    __metadata("design:type", Object)
], CarFieldsDto.prototype, "tesla_account", void 0);
/** POST /api/cars: another car of mine. */
class CreateCarDto extends CarFieldsDto {
    vin;
    model;
}
exports.CreateCarDto = CreateCarDto;
__decorate([
    (0, member_fields_1.VinField)({ required: true, nullable: false }),
    __metadata("design:type", String)
], CreateCarDto.prototype, "vin", void 0);
__decorate([
    (0, member_fields_1.EnumField)(car_enums_1.CAR_MODELS, 'CarModel', { required: true, nullable: false }),
    __metadata("design:type", String)
], CreateCarDto.prototype, "model", void 0);
/** PATCH /api/cars/{vin}: any subset; absent = unchanged, null = cleared (model cannot be cleared). */
class UpdateCarDto extends CarFieldsDto {
    model;
}
exports.UpdateCarDto = UpdateCarDto;
__decorate([
    (0, member_fields_1.EnumField)(car_enums_1.CAR_MODELS, 'CarModel', { nullable: false }),
    __metadata("design:type", String)
], UpdateCarDto.prototype, "model", void 0);
class CarDto {
    vin;
    license_plate;
    model;
    variant;
    color;
    custom_color;
    owned_since;
    owner_id;
    ownership_id;
    tesla_account;
    name;
    image;
}
exports.CarDto = CarDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: '5YJ3E1EA8KF000001' }),
    __metadata("design:type", String)
], CarDto.prototype, "vin", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], CarDto.prototype, "license_plate", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: car_enums_1.CAR_MODELS, enumName: 'CarModel' }),
    __metadata("design:type", String)
], CarDto.prototype, "model", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: car_enums_1.CAR_VARIANTS, enumName: 'CarVariant', nullable: true }),
    __metadata("design:type", Object)
], CarDto.prototype, "variant", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: car_enums_1.CAR_COLORS, enumName: 'CarColor', nullable: true }),
    __metadata("design:type", Object)
], CarDto.prototype, "color", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], CarDto.prototype, "custom_color", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, format: 'date', nullable: true }),
    __metadata("design:type", Object)
], CarDto.prototype, "owned_since", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], CarDto.prototype, "owner_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid', description: 'This ownership of the car (a car may change owners over time)' }),
    __metadata("design:type", String)
], CarDto.prototype, "ownership_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: 'E-mail of the Tesla account the car is on' }),
    __metadata("design:type", Object)
], CarDto.prototype, "tesla_account", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: 'The car’s nickname' }),
    __metadata("design:type", Object)
], CarDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: exports.CAR_IMAGE_RULE, example: '/images/cars/model-3.svg' }),
    __metadata("design:type", String)
], CarDto.prototype, "image", void 0);
class CarResponseDto {
    v;
}
exports.CarResponseDto = CarResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => CarDto }),
    __metadata("design:type", CarDto)
], CarResponseDto.prototype, "v", void 0);
class CarListResponseDto {
    v;
    total;
}
exports.CarListResponseDto = CarListResponseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [CarDto] }),
    __metadata("design:type", Array)
], CarListResponseDto.prototype, "v", void 0);
__decorate([
    (0, page_dto_1.TotalProperty)(),
    __metadata("design:type", Number)
], CarListResponseDto.prototype, "total", void 0);
//# sourceMappingURL=car.dto.js.map