"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var DatabaseModule_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.DatabaseModule = void 0;
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("./prisma.service");
/**
 * Provides PrismaService for a database URL decided at start (embedded or DATABASE_URL).
 * Connecting is lazy: building the app (e.g. for the OpenAPI document) touches no database.
 */
let DatabaseModule = DatabaseModule_1 = class DatabaseModule {
    static forRoot(databaseUrl) {
        return {
            module: DatabaseModule_1,
            providers: [{ provide: prisma_service_1.DATABASE_URL, useValue: databaseUrl }, prisma_service_1.PrismaService],
            exports: [prisma_service_1.PrismaService, prisma_service_1.DATABASE_URL],
        };
    }
};
exports.DatabaseModule = DatabaseModule;
exports.DatabaseModule = DatabaseModule = DatabaseModule_1 = __decorate([
    (0, common_1.Global)(),
    (0, common_1.Module)({})
], DatabaseModule);
//# sourceMappingURL=database.module.js.map