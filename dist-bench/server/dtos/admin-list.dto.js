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
exports.SORT_ORDERS = void 0;
exports.AdminListQueryDto = AdminListQueryDto;
// Query of the staff console's list endpoints: react-admin's data provider maps its pagination,
// sort and full-text filter onto `page`, `per_page`, `sort` (a field of the resource), `order`
// (asc|desc) and `q`. Each resource names the fields it can be sorted by.
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const page_dto_1 = require("./page.dto");
exports.SORT_ORDERS = ['asc', 'desc'];
/** A query DTO class for a staff list sortable by `sortFields`. */
function AdminListQueryDto(sortFields) {
    class ListQuery extends page_dto_1.PageQueryDto {
        sort;
        order;
        q;
    }
    __decorate([
        (0, swagger_1.ApiPropertyOptional)({ enum: sortFields, description: 'Field to sort by' }),
        (0, class_validator_1.IsOptional)(),
        (0, class_validator_1.IsIn)(sortFields),
        __metadata("design:type", String)
    ], ListQuery.prototype, "sort", void 0);
    __decorate([
        (0, swagger_1.ApiPropertyOptional)({ enum: exports.SORT_ORDERS, default: 'asc' }),
        (0, class_validator_1.IsOptional)(),
        (0, class_validator_1.IsIn)(exports.SORT_ORDERS),
        __metadata("design:type", String)
    ], ListQuery.prototype, "order", void 0);
    __decorate([
        (0, swagger_1.ApiPropertyOptional)({ maxLength: 200, description: 'Text filter' }),
        (0, class_validator_1.IsOptional)(),
        (0, class_validator_1.IsString)(),
        (0, class_validator_1.MaxLength)(200),
        __metadata("design:type", String)
    ], ListQuery.prototype, "q", void 0);
    return ListQuery;
}
//# sourceMappingURL=admin-list.dto.js.map