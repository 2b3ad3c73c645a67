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
exports.ChargingController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const charging_dto_1 = require("../dtos/charging.dto");
const page_dto_1 = require("../dtos/page.dto");
const charging_service_1 = require("../services/charging.service");
/** Charging information for members (/uzivatel/nabijanie). */
let ChargingController = class ChargingController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** Published entries in the staff's order (all of them unless `per_page` is given); markdown also as `description_html`. */
    listChargingEntries(query) {
        return this.service.listChargingEntries(query);
    }
};
exports.ChargingController = ChargingController;
__decorate([
    (0, common_1.Get)('charging'),
    (0, swagger_1.ApiOkResponse)({ type: charging_dto_1.ChargingEntryListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [page_dto_1.PageQueryDto]),
    __metadata("design:returntype", Promise)
], ChargingController.prototype, "listChargingEntries", null);
exports.ChargingController = ChargingController = __decorate([
    (0, swagger_1.ApiTags)('charging'),
    (0, decorators_1.Authenticated)(),
    (0, common_1.Controller)('api'),
    __metadata("design:paramtypes", [charging_service_1.ChargingService])
], ChargingController);
//# sourceMappingURL=charging.controller.js.map