// Cars (by VIN) and who owns them over time (car_ownerships; owned_until null = current, at most
// one current ownership per VIN by a partial unique index). A car row is never deleted by a member:
// retiring ends the ownership and keeps the history.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import { TransactionRepository, type Db } from '../../database/transaction.repository';
import type { Car, CarColor, CarModel, CarOwnership, CarVariant, Prisma } from '../../generated/prisma/client';
import { isUniqueViolation } from '../../database/prisma-errors';
import { readTogether } from '../../database/read-together';

/** An ownership with its car: what a member's car is. */
export type OwnedCarRow = CarOwnership & { car: Car };

export interface CarAttributes {
  model: CarModel;
  variant: CarVariant | null;
  color: CarColor | null;
  customColor: string | null;
}

export interface OwnershipAttributes {
  licensePlate: string | null;
  name: string | null;
  teslaAccount: string | null;
  ownedSince: Date | null;
}

export interface ClaimInput {
  vin: string;
  ownerId: string;
  /** The car as the new owner describes it (a new car row). */
  car: CarAttributes;
  /** What changes on an existing car row nobody owns now (default: `car`); absent = keep. */
  carUpdate?: Partial<CarAttributes>;
  ownership: OwnershipAttributes;
}

/** claimed = new current ownership; already_mine = the member already owns it; owned_by_other = someone else does. */
export type ClaimResult =
  { kind: 'claimed'; ownershipId: string } | { kind: 'already_mine'; ownershipId: string } | { kind: 'owned_by_other' };

/**
 * Makes `ownerId` the current owner of the car `vin` inside the caller's transaction: the car row
 * is created, or (when nobody owns it now) updated with the new owner's answers. Nothing is written
 * when another member owns it. Two claims racing for one VIN are stopped by the partial unique
 * index; the caller maps that with `resolveClaimConflict`.
 */
export async function claimCar(db: Db, input: ClaimInput): Promise<ClaimResult> {
  const current = await db.carOwnership.findFirst({
    where: { vin: input.vin, ownedUntil: null },
    select: { id: true, ownerId: true },
  });
  if (current)
    return current.ownerId === input.ownerId
      ? { kind: 'already_mine', ownershipId: current.id }
      : { kind: 'owned_by_other' };
  await db.car.upsert({
    where: { vin: input.vin },
    create: { vin: input.vin, ...input.car },
    update: input.carUpdate ?? input.car,
  });
  const ownership = await db.carOwnership.create({
    data: { vin: input.vin, ownerId: input.ownerId, ...input.ownership },
    select: { id: true },
  });
  return { kind: 'claimed', ownershipId: ownership.id };
}

@Injectable()
export class CarRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tx: TransactionRepository,
  ) {}

  /** claimCar in its own transaction. */
  async addCar(input: ClaimInput): Promise<ClaimResult> {
    try {
      return await this.tx.run((db) => claimCar(db, input));
    } catch (e) {
      if (isUniqueViolation(e)) return this.resolveClaimConflict(input.vin, input.ownerId);
      throw e;
    }
  }

  /** After a lost race on the partial unique index: who owns the car now. */
  async resolveClaimConflict(vin: string, ownerId: string): Promise<ClaimResult> {
    const current = await this.prisma.carOwnership.findFirst({
      where: { vin, ownedUntil: null },
      select: { id: true, ownerId: true },
    });
    return current?.ownerId === ownerId
      ? { kind: 'already_mine', ownershipId: current.id }
      : { kind: 'owned_by_other' };
  }

  /** Who currently owns the car, if anyone. */
  async findCurrentOwnerId(vin: string): Promise<string | null> {
    const current = await this.prisma.carOwnership.findFirst({
      where: { vin, ownedUntil: null },
      select: { ownerId: true },
    });
    return current?.ownerId ?? null;
  }

  async listCurrentOfOwner(
    ownerId: string,
    skip: number,
    take: number,
  ): Promise<{ rows: OwnedCarRow[]; total: number }> {
    const where = { ownerId, ownedUntil: null } satisfies Prisma.CarOwnershipWhereInput;
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.carOwnership.findMany({
        where,
        include: { car: true },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        skip,
        take,
      }),
      this.prisma.carOwnership.count({ where }),
    ]);
    return { rows, total };
  }

  /** Every current ownership of the member with its car, oldest first. */
  listAllCurrentOfOwner(ownerId: string): Promise<OwnedCarRow[]> {
    return this.prisma.carOwnership.findMany({
      where: { ownerId, ownedUntil: null },
      include: { car: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  findCurrentOfOwner(ownerId: string, vin: string): Promise<OwnedCarRow | null> {
    return this.prisma.carOwnership.findFirst({ where: { ownerId, vin, ownedUntil: null }, include: { car: true } });
  }

  findOwnership(id: string): Promise<OwnedCarRow | null> {
    return this.prisma.carOwnership.findUnique({ where: { id }, include: { car: true } });
  }

  /** Updates the car row and this ownership together; returns the ownership with its car. */
  updateOwnedCar(
    ownershipId: string,
    vin: string,
    car: Partial<CarAttributes>,
    ownership: Partial<OwnershipAttributes>,
  ): Promise<OwnedCarRow> {
    return this.tx.run(async (db) => {
      if (Object.keys(car).length) await db.car.update({ where: { vin }, data: car });
      return db.carOwnership.update({ where: { id: ownershipId }, data: ownership, include: { car: true } });
    });
  }

  /** Ends a current ownership on `ownedUntil`; false when it was no longer current. */
  async endOwnership(ownershipId: string, ownedUntil: Date): Promise<boolean> {
    const { count } = await this.prisma.carOwnership.updateMany({
      where: { id: ownershipId, ownedUntil: null },
      data: { ownedUntil },
    });
    return count === 1;
  }

  /**
   * Ends every current ownership of the member on `today` ('YYYY-MM-DD'), inside the caller's transaction (account
   * deletion).
   */
  async endAllOfOwner(db: Db, ownerId: string, today: string): Promise<void> {
    // owned_until >= owned_since is a CHECK: an ownership starting after today ends the day it starts.
    await db.$executeRaw`UPDATE "public"."car_ownerships" SET owned_until = GREATEST(${today}::date, owned_since) WHERE owner_id = ${ownerId}::uuid AND owned_until IS NULL`;
  }

  /** Every ownership the member has or had, with the car, oldest first (their history, for the export). */
  listHistoryOfOwner(ownerId: string): Promise<OwnedCarRow[]> {
    return this.prisma.carOwnership.findMany({
      where: { ownerId },
      include: { car: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }
}
