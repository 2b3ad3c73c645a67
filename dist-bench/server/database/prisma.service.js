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
exports.PrismaService = exports.DATABASE_URL = void 0;
const common_1 = require("@nestjs/common");
const adapter_pg_1 = require("@prisma/adapter-pg");
const client_1 = require("../generated/prisma/client");
const config_module_1 = require("../config/config.module");
exports.DATABASE_URL = Symbol('DATABASE_URL');
/** The one Prisma client of the process, over the pg driver adapter. Only repositories use it. */
let PrismaService = class PrismaService extends client_1.PrismaClient {
    constructor(databaseUrl, config) {
        super({ adapter: new adapter_pg_1.PrismaPg({ connectionString: databaseUrl, max: config.DATABASE_POOL_SIZE }) });
    }
    async onModuleDestroy() {
        await this.$disconnect();
    }
};
exports.PrismaService = PrismaService;
exports.PrismaService = PrismaService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(exports.DATABASE_URL)),
    __param(1, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [String, Object])
], PrismaService);
//# sourceMappingURL=prisma.service.js.map