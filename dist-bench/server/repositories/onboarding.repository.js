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
exports.OnboardingRepository = void 0;
// The onboarding answers (table onboarding, one row per member). Completing onboarding registers
// the car through claimCar in the same transaction, so answers, car and ownership are written
// together or not at all.
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const car_repository_1 = require("./car.repository");
const isUniqueViolation = (e) => e?.code === 'P2002';
let OnboardingRepository = class OnboardingRepository {
    prisma;
    cars;
    constructor(prisma, cars) {
        this.prisma = prisma;
        this.cars = cars;
    }
    findByUser(userId) {
        return this.prisma.onboarding.findUnique({ where: { userId } });
    }
    /** Creates or updates the member's answers. */
    save(userId, data) {
        return this.prisma.onboarding.upsert({ where: { userId }, create: { userId, ...data }, update: data });
    }
    /**
     * Saves the answers that complete onboarding, registers the car (claimCar) and stamps
     * completed_at, in one transaction; writes nothing when the VIN belongs to another member.
     */
    async saveAndComplete(userId, data, claim, retried = false) {
        const completed = { ...data, completedAt: new Date() };
        try {
            return await this.prisma.$transaction(async (db) => {
                const result = await (0, car_repository_1.claimCar)(db, claim);
                if (result.kind === 'owned_by_other')
                    return result;
                const onboarding = await db.onboarding.upsert({ where: { userId }, create: { userId, ...completed }, update: completed });
                return { kind: 'completed', onboarding };
            });
        }
        catch (e) {
            if (!isUniqueViolation(e) || retried)
                throw e;
            // Lost a race (for the VIN, or two first saves of one member): unless another member now owns
            // the car, the row that won is this member's, so one more attempt updates it.
            const resolved = await this.cars.resolveClaimConflict(claim.vin, claim.ownerId);
            if (resolved.kind === 'owned_by_other')
                return resolved;
            return this.saveAndComplete(userId, data, claim, true);
        }
    }
};
exports.OnboardingRepository = OnboardingRepository;
exports.OnboardingRepository = OnboardingRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService,
        car_repository_1.CarRepository])
], OnboardingRepository);
//# sourceMappingURL=onboarding.repository.js.map