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
exports.CarRepository = void 0;
exports.claimCar = claimCar;
// Cars (by VIN) and who owns them over time (car_ownerships; owned_until null = current, at most
// one current ownership per VIN by a partial unique index). A car row is never deleted by a member:
// retiring ends the ownership and keeps the history.
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const isUniqueViolation = (e) => e?.code === 'P2002';
/**
 * Makes `ownerId` the current owner of the car `vin` inside the caller's transaction: the car row
 * is created, or (when nobody owns it now) updated with the new owner's answers. Nothing is written
 * when another member owns it. Two claims racing for one VIN are stopped by the partial unique
 * index; the caller maps that with `resolveClaimConflict`.
 */
async function claimCar(db, input) {
    const current = await db.carOwnership.findFirst({ where: { vin: input.vin, ownedUntil: null }, select: { id: true, ownerId: true } });
    if (current)
        return current.ownerId === input.ownerId ? { kind: 'already_mine', ownershipId: current.id } : { kind: 'owned_by_other' };
    await db.car.upsert({ where: { vin: input.vin }, create: { vin: input.vin, ...input.car }, update: input.carUpdate ?? input.car });
    const ownership = await db.carOwnership.create({ data: { vin: input.vin, ownerId: input.ownerId, ...input.ownership }, select: { id: true } });
    return { kind: 'claimed', ownershipId: ownership.id };
}
let CarRepository = class CarRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    /** claimCar in its own transaction. */
    async addCar(input) {
        try {
            return await this.prisma.$transaction((db) => claimCar(db, input));
        }
        catch (e) {
            if (isUniqueViolation(e))
                return this.resolveClaimConflict(input.vin, input.ownerId);
            throw e;
        }
    }
    /** After a lost race on the partial unique index: who owns the car now. */
    async resolveClaimConflict(vin, ownerId) {
        const current = await this.prisma.carOwnership.findFirst({ where: { vin, ownedUntil: null }, select: { id: true, ownerId: true } });
        return current?.ownerId === ownerId ? { kind: 'already_mine', ownershipId: current.id } : { kind: 'owned_by_other' };
    }
    /** Who currently owns the car, if anyone. */
    async findCurrentOwnerId(vin) {
        const current = await this.prisma.carOwnership.findFirst({ where: { vin, ownedUntil: null }, select: { ownerId: true } });
        return current?.ownerId ?? null;
    }
    async listCurrentOfOwner(ownerId, skip, take) {
        const where = { ownerId, ownedUntil: null };
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.carOwnership.findMany({ where, include: { car: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], skip, take }),
            this.prisma.carOwnership.count({ where }),
        ]);
        return { rows, total };
    }
    findCurrentOfOwner(ownerId, vin) {
        return this.prisma.carOwnership.findFirst({ where: { ownerId, vin, ownedUntil: null }, include: { car: true } });
    }
    findOwnership(id) {
        return this.prisma.carOwnership.findUnique({ where: { id }, include: { car: true } });
    }
    /** Updates the car row and this ownership together; returns the ownership with its car. */
    updateOwnedCar(ownershipId, vin, car, ownership) {
        return this.prisma.$transaction(async (db) => {
            if (Object.keys(car).length)
                await db.car.update({ where: { vin }, data: car });
            return db.carOwnership.update({ where: { id: ownershipId }, data: ownership, include: { car: true } });
        });
    }
    /** Ends a current ownership on `ownedUntil`; false when it was no longer current. */
    async endOwnership(ownershipId, ownedUntil) {
        const { count } = await this.prisma.carOwnership.updateMany({ where: { id: ownershipId, ownedUntil: null }, data: { ownedUntil } });
        return count === 1;
    }
    /** Every ownership the member has or had, with the car, oldest first (their history, for the export). */
    listHistoryOfOwner(ownerId) {
        return this.prisma.carOwnership.findMany({ where: { ownerId }, include: { car: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    }
};
exports.CarRepository = CarRepository;
exports.CarRepository = CarRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], CarRepository);
//# sourceMappingURL=car.repository.js.map