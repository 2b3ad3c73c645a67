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
exports.HealthService = void 0;
const common_1 = require("@nestjs/common");
const migrator_1 = require("../database/migrator");
const health_repository_1 = require("../repositories/health.repository");
let HealthService = class HealthService {
    repository;
    constructor(repository) {
        this.repository = repository;
    }
    async readiness() {
        try {
            await this.repository.ping();
        }
        catch {
            return { status: 'unavailable', reason: 'database unreachable' };
        }
        const pending = await (0, migrator_1.pendingMigrations)((sql) => this.repository.query(sql));
        return pending.length ? { status: 'unavailable', reason: 'migrations pending', pending_migrations: pending } : { status: 'ready' };
    }
};
exports.HealthService = HealthService;
exports.HealthService = HealthService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [health_repository_1.HealthRepository])
], HealthService);
//# sourceMappingURL=health.service.js.map