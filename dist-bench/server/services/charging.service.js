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
exports.ChargingService = void 0;
exports.mapChargingEntry = mapChargingEntry;
// Charging information for members (/uzivatel/nabijanie): the published entries in the staff's order.
const common_1 = require("@nestjs/common");
const markdown_1 = require("../common/markdown");
const page_dto_1 = require("../dtos/page.dto");
const charging_repository_1 = require("../repositories/charging.repository");
function mapChargingEntry(row) {
    return {
        id: row.id,
        title: row.title,
        provider: row.provider,
        description: row.description,
        description_html: (0, markdown_1.renderMarkdown)(row.description),
        url: row.url,
    };
}
let ChargingService = class ChargingService {
    charging;
    constructor(charging) {
        this.charging = charging;
    }
    /** Published entries; all of them unless paged. */
    async listChargingEntries(query) {
        const { rows, total } = await this.charging.listPublishedChargingEntries((0, page_dto_1.pageWindow)(query, page_dto_1.MAX_PER_PAGE));
        return { v: rows.map(mapChargingEntry), total };
    }
};
exports.ChargingService = ChargingService;
exports.ChargingService = ChargingService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [charging_repository_1.ChargingRepository])
], ChargingService);
//# sourceMappingURL=charging.service.js.map