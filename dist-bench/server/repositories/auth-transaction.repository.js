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
exports.AuthTransactionRepository = void 0;
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
/** Runs several auth repository calls as one transaction (sign-up, verification, refresh, MFA verify…). */
let AuthTransactionRepository = class AuthTransactionRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    run(fn) {
        // Mail is sent inside some transactions (a failed send rolls the sign-up back, as in GoTrue),
        // so allow more than Prisma's 5 s default.
        return this.prisma.$transaction(fn, { maxWait: 5_000, timeout: 20_000 });
    }
};
exports.AuthTransactionRepository = AuthTransactionRepository;
exports.AuthTransactionRepository = AuthTransactionRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], AuthTransactionRepository);
//# sourceMappingURL=auth-transaction.repository.js.map