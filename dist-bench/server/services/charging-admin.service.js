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
exports.ChargingAdminService = void 0;
// Staff management of the charging information (content: full), drafts included.
const common_1 = require("@nestjs/common");
const page_dto_1 = require("../dtos/page.dto");
const charging_repository_1 = require("../repositories/charging.repository");
const charging_service_1 = require("./charging.service");
const content_shared_1 = require("./content-shared");
const entryNotFound = () => (0, content_shared_1.notFound)('errors.charging_entry_not_found', 'Charging entry');
function mapChargingEntryAdmin(row) {
    return { ...(0, charging_service_1.mapChargingEntry)(row), sort_order: row.sortOrder, published: row.published, created_at: (0, content_shared_1.iso)(row.createdAt), updated_at: (0, content_shared_1.iso)(row.updatedAt) };
}
/** The columns a request sets (absent = unchanged, null = cleared). */
function toWrite(dto) {
    return { title: dto.title, provider: dto.provider, description: dto.description, url: dto.url, sortOrder: dto.sort_order, published: dto.published };
}
let ChargingAdminService = class ChargingAdminService {
    charging;
    constructor(charging) {
        this.charging = charging;
    }
    async listChargingEntriesAdmin(query) {
        const { rows, total } = await this.charging.listChargingEntriesForAdmin({ sort: query.sort ?? 'sort_order', order: query.order ?? 'asc', q: query.q }, (0, page_dto_1.pageWindow)(query));
        return { v: rows.map(mapChargingEntryAdmin), total };
    }
    async getChargingEntryAdmin(id) {
        const row = await this.charging.findChargingEntryById(id);
        if (!row)
            throw entryNotFound();
        return { v: mapChargingEntryAdmin(row) };
    }
    async createChargingEntryAdmin(dto) {
        const row = await this.charging.createChargingEntry({ ...toWrite(dto), title: dto.title });
        return { v: mapChargingEntryAdmin(row) };
    }
    async updateChargingEntryAdmin(id, dto) {
        const row = await this.charging.updateChargingEntry(id, toWrite(dto));
        if (!row)
            throw entryNotFound();
        return { v: mapChargingEntryAdmin(row) };
    }
    async deleteChargingEntryAdmin(id) {
        if (!(await this.charging.deleteChargingEntry(id)))
            throw entryNotFound();
    }
};
exports.ChargingAdminService = ChargingAdminService;
exports.ChargingAdminService = ChargingAdminService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [charging_repository_1.ChargingRepository])
], ChargingAdminService);
//# sourceMappingURL=charging-admin.service.js.map