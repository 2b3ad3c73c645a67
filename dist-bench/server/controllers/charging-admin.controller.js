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
exports.ChargingAdminController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const uuid_pipe_1 = require("../common/uuid.pipe");
const charging_dto_1 = require("../dtos/charging.dto");
const charging_admin_service_1 = require("../services/charging-admin.service");
let ChargingAdminController = class ChargingAdminController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** Every entry, drafts included. */
    listChargingEntriesAdmin(query) {
        return this.service.listChargingEntriesAdmin(query);
    }
    getChargingEntryAdmin(id) {
        return this.service.getChargingEntryAdmin(id);
    }
    createChargingEntryAdmin(body) {
        return this.service.createChargingEntryAdmin(body);
    }
    updateChargingEntryAdmin(id, body) {
        return this.service.updateChargingEntryAdmin(id, body);
    }
    deleteChargingEntryAdmin(id) {
        return this.service.deleteChargingEntryAdmin(id);
    }
};
exports.ChargingAdminController = ChargingAdminController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: charging_dto_1.ChargingEntryAdminListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [charging_dto_1.ChargingEntryAdminQueryDto]),
    __metadata("design:returntype", Promise)
], ChargingAdminController.prototype, "listChargingEntriesAdmin", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: charging_dto_1.ChargingEntryAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.charging_entry_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], ChargingAdminController.prototype, "getChargingEntryAdmin", null);
__decorate([
    (0, common_1.Post)(),
    (0, swagger_1.ApiCreatedResponse)({ type: charging_dto_1.ChargingEntryAdminResponseDto }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [charging_dto_1.CreateChargingEntryAdminDto]),
    __metadata("design:returntype", Promise)
], ChargingAdminController.prototype, "createChargingEntryAdmin", null);
__decorate([
    (0, common_1.Patch)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: charging_dto_1.ChargingEntryAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.charging_entry_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, charging_dto_1.UpdateChargingEntryAdminDto]),
    __metadata("design:returntype", Promise)
], ChargingAdminController.prototype, "updateChargingEntryAdmin", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, common_1.HttpCode)(204),
    (0, swagger_1.ApiNoContentResponse)({ description: 'Deleted' }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.charging_entry_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], ChargingAdminController.prototype, "deleteChargingEntryAdmin", null);
exports.ChargingAdminController = ChargingAdminController = __decorate([
    (0, swagger_1.ApiTags)('admin: charging'),
    (0, decorators_1.Authenticated)({ permissions: { content: 'full' } }),
    (0, common_1.Controller)('api/admin/charging'),
    __metadata("design:paramtypes", [charging_admin_service_1.ChargingAdminService])
], ChargingAdminController);
//# sourceMappingURL=charging-admin.controller.js.map