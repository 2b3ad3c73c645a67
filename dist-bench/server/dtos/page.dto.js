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
exports.TotalProperty = exports.collection = exports.single = exports.PageQueryDto = exports.MAX_PER_PAGE = exports.DEFAULT_PER_PAGE = void 0;
exports.pageWindow = pageWindow;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
exports.DEFAULT_PER_PAGE = 20;
exports.MAX_PER_PAGE = 100;
/** `?page=&per_page=` of every collection endpoint (page starts at 1). */
class PageQueryDto {
    page;
    per_page;
}
exports.PageQueryDto = PageQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ minimum: 1, default: 1 }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(1),
    (0, class_validator_1.Max)(100000),
    __metadata("design:type", Number)
], PageQueryDto.prototype, "page", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ minimum: 1, maximum: exports.MAX_PER_PAGE, default: exports.DEFAULT_PER_PAGE }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(1),
    (0, class_validator_1.Max)(exports.MAX_PER_PAGE),
    __metadata("design:type", Number)
], PageQueryDto.prototype, "per_page", void 0);
/** skip/take for a repository, from the validated query. */
function pageWindow(query, defaultPerPage = exports.DEFAULT_PER_PAGE) {
    const take = query.per_page ?? defaultPerPage;
    return { skip: ((query.page ?? 1) - 1) * take, take };
}
const single = (v) => ({ v });
exports.single = single;
const collection = (v, total) => ({ v, total });
exports.collection = collection;
/** Documents `{ total }` beside `v` in response DTO classes: `class EventList { @ApiProperty({ type: [EventDto] }) v; @TotalProperty() total }`. */
const TotalProperty = () => (0, swagger_1.ApiProperty)({ type: Number, description: 'Number of items in the whole collection' });
exports.TotalProperty = TotalProperty;
//# sourceMappingURL=page.dto.js.map