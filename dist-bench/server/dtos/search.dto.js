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
exports.SearchResultListDto = exports.SearchResultDto = exports.SearchCarDto = exports.SearchQueryDto = exports.SEARCH_MAX_LENGTH = exports.SEARCH_MIN_LENGTH = void 0;
// Member search (spec §3 "Search result"): what one member may see of another. Fields the other
// member hides (show_email, show_phone, show_city, show_cars) are null / empty here; a member sees
// all of their own. The full VIN of someone else's car is shown only to a searcher who typed it.
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const car_enums_1 = require("../domain/car-enums");
const page_dto_1 = require("./page.dto");
exports.SEARCH_MIN_LENGTH = 2;
exports.SEARCH_MAX_LENGTH = 100;
class SearchQueryDto extends page_dto_1.PageQueryDto {
    q;
}
exports.SearchQueryDto = SearchQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        minLength: exports.SEARCH_MIN_LENGTH,
        maxLength: exports.SEARCH_MAX_LENGTH,
        description: 'Name, username, city, licence plate (with or without its space), part of a VIN, car name or model; e-mail and phone only of members who show them. Accents and case are ignored; a small typo is tolerated when nothing matches exactly.',
    }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(exports.SEARCH_MAX_LENGTH),
    __metadata("design:type", String)
], SearchQueryDto.prototype, "q", void 0);
class SearchCarDto {
    vin;
    license_plate;
    model;
    variant;
    color;
    custom_color;
    name;
}
exports.SearchCarDto = SearchCarDto;
__decorate([
    (0, swagger_1.ApiProperty)({
        type: String,
        nullable: true,
        description: "The member's own cars, and a car whose full VIN the searcher typed; otherwise null",
    }),
    __metadata("design:type", Object)
], SearchCarDto.prototype, "vin", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], SearchCarDto.prototype, "license_plate", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: car_enums_1.CAR_MODELS, enumName: 'CarModel' }),
    __metadata("design:type", String)
], SearchCarDto.prototype, "model", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: car_enums_1.CAR_VARIANTS, enumName: 'CarVariant', nullable: true }),
    __metadata("design:type", Object)
], SearchCarDto.prototype, "variant", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: car_enums_1.CAR_COLORS, enumName: 'CarColor', nullable: true }),
    __metadata("design:type", Object)
], SearchCarDto.prototype, "color", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], SearchCarDto.prototype, "custom_color", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: "The owner's name for the car" }),
    __metadata("design:type", Object)
], SearchCarDto.prototype, "name", void 0);
class SearchResultDto {
    id;
    first_name;
    last_name;
    email;
    phone_number;
    address_city;
    cars;
}
exports.SearchResultDto = SearchResultDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    __metadata("design:type", String)
], SearchResultDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], SearchResultDto.prototype, "first_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true }),
    __metadata("design:type", Object)
], SearchResultDto.prototype, "last_name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: 'null unless the member shows their e-mail' }),
    __metadata("design:type", Object)
], SearchResultDto.prototype, "email", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: 'null unless the member shows their phone number' }),
    __metadata("design:type", Object)
], SearchResultDto.prototype, "phone_number", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: String, nullable: true, description: 'null when the member hides their city' }),
    __metadata("design:type", Object)
], SearchResultDto.prototype, "address_city", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [SearchCarDto], description: 'Current cars; empty when the member hides their cars' }),
    __metadata("design:type", Array)
], SearchResultDto.prototype, "cars", void 0);
class SearchResultListDto {
    v;
    total;
}
exports.SearchResultListDto = SearchResultListDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [SearchResultDto], description: 'Best matches first: whole word, word start, anywhere, then similar spellings' }),
    __metadata("design:type", Array)
], SearchResultListDto.prototype, "v", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: Number, description: 'Number of matching members, counted up to 1000 (a larger result says 1000: refine the query)' }),
    __metadata("design:type", Number)
], SearchResultListDto.prototype, "total", void 0);
//# sourceMappingURL=search.dto.js.map