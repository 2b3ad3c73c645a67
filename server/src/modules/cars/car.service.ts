// A member's cars: list, detail, add, update and retire. Only the current owner sees or changes a
// car; for anyone else a car does not exist (404 errors.car_not_found, never 403), so a VIN's
// presence is not revealed by reading. Adding a VIN that another member currently owns is refused
// (409 errors.vin_owned_by_other): a car changes hands only after its owner retires it.
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../access/request-user';
import { ApiError } from '../../common/api-error';
import { carModel, carVariant, type CarVariantName } from '../../domain/car-enums';
import { dateOnly, isoDate, todayIso } from '../../domain/calendar';
import { normalizeVin, validVin, VIN_PATTERN, vinOwnedByOther } from '../../domain/vin';
import {
  mapCar,
  mapCarHistory,
  colorChange,
  type CarDto,
  type CarListResponseDto,
  type ExportCarDto,
  type CarResponseDto,
  type CreateCarDto,
  type UpdateCarDto,
} from './car.dto';
import { collection, pageWindow, single, type PageQueryDto } from '../../common/page.dto';
import type { Db } from '../../database/transaction.repository';
import {
  CarRepository,
  claimCar,
  type CarAttributes,
  type ClaimInput,
  type ClaimResult,
  type OwnedCarRow,
  type OwnershipAttributes,
} from './car.repository';
import { MemberService } from '../members/member.service';
import { CARS_ERRORS } from './cars-errors';

const carNotFound = () => new ApiError(404, CARS_ERRORS.car_not_found, 'Car not found');

const variantChange = (variant: CarVariantName | null | undefined) =>
  variant === undefined ? {} : { variant: variant === null ? null : carVariant.toDb(variant) };

@Injectable()
export class CarService {
  constructor(
    private readonly cars: CarRepository,
    private readonly me: MemberService,
  ) {}

  /**
   * Makes the member the car's current owner inside the caller's transaction (onboarding's last step); see claimCar.
   */
  claimIn(db: Db, input: ClaimInput): Promise<ClaimResult> {
    return claimCar(db, input);
  }

  /** After a claim lost a race for the VIN (a unique violation): who owns the car now. */
  resolveClaimConflict(vin: string, ownerId: string): Promise<ClaimResult> {
    return this.cars.resolveClaimConflict(vin, ownerId);
  }

  /** The member who owns the car now, or null (onboarding refuses a VIN another member owns). */
  findCurrentOwnerId(vin: string): Promise<string | null> {
    return this.cars.findCurrentOwnerId(vin);
  }

  /**
   * Ends the member's current ownerships on `today` inside the caller's transaction (account deletion); the history
   * stays.
   */
  endAllOwnershipsIn(db: Db, ownerId: string, today: string): Promise<void> {
    return this.cars.endAllOfOwner(db, ownerId, today);
  }

  /** Every car the member owns or owned, with their ownership history (their data export). */
  async exportHistoryOf(ownerId: string): Promise<ExportCarDto[]> {
    return mapCarHistory(await this.cars.listHistoryOfOwner(ownerId));
  }

  /** The member's current cars, all of them (the staff page of a member). */
  async listCurrentOf(ownerId: string): Promise<CarDto[]> {
    return (await this.cars.listAllCurrentOfOwner(ownerId)).map(mapCar);
  }

  async listCars(user: AuthUser, query: PageQueryDto): Promise<CarListResponseDto> {
    const { skip, take } = pageWindow(query);
    const { rows, total } = await this.cars.listCurrentOfOwner(user.id, skip, take);
    return collection(rows.map(mapCar), total);
  }

  async getCar(user: AuthUser, vin: string): Promise<CarResponseDto> {
    return single(mapCar(await this.ownedCar(user, vin)));
  }

  async addCar(user: AuthUser, dto: CreateCarDto): Promise<CarResponseDto> {
    await this.me.ensureProfile(user);
    const vin = validVin(dto.vin);
    const described = { model: carModel.toDb(dto.model), ...variantChange(dto.variant), ...colorChange(dto) };
    const result = await this.cars.addCar({
      vin,
      ownerId: user.id,
      car: { variant: null, color: null, customColor: null, ...described },
      // A car a former owner retired keeps what this member does not say about it.
      carUpdate: described,
      ownership: {
        licensePlate: dto.license_plate ?? null,
        name: dto.name ?? null,
        teslaAccount: dto.tesla_account ?? null,
        ownedSince: dto.owned_since ? dateOnly(dto.owned_since) : null,
      },
    });
    if (result.kind === 'owned_by_other') throw vinOwnedByOther();
    if (result.kind === 'already_mine')
      throw new ApiError(409, CARS_ERRORS.car_already_added, 'This car is already among your cars');
    return single(mapCar((await this.cars.findOwnership(result.ownershipId))!));
  }

  async updateCar(user: AuthUser, vin: string, dto: UpdateCarDto): Promise<CarResponseDto> {
    const owned = await this.ownedCar(user, vin);
    const car: Partial<CarAttributes> = {
      ...(dto.model ? { model: carModel.toDb(dto.model) } : {}),
      ...variantChange(dto.variant),
      ...colorChange(dto),
    };
    const ownership: Partial<OwnershipAttributes> = {};
    if (dto.license_plate !== undefined) ownership.licensePlate = dto.license_plate;
    if (dto.name !== undefined) ownership.name = dto.name;
    if (dto.tesla_account !== undefined) ownership.teslaAccount = dto.tesla_account;
    if (dto.owned_since !== undefined)
      ownership.ownedSince = dto.owned_since === null ? null : dateOnly(dto.owned_since);
    return single(mapCar(await this.cars.updateOwnedCar(owned.id, owned.vin, car, ownership)));
  }

  /** Ends my ownership today; the car and the history stay (spec: a car may change owners). */
  async retireCar(user: AuthUser, vin: string): Promise<void> {
    const owned = await this.ownedCar(user, vin);
    const today = todayIso();
    const since = isoDate(owned.ownedSince);
    // owned_until >= owned_since (database CHECK): an ownership dated after today ends the day it starts.
    const until = since && since > today ? since : today;
    if (!(await this.cars.endOwnership(owned.id, dateOnly(until)))) throw carNotFound();
  }

  /** The member's current ownership of the car, or 404 (also for a malformed VIN). */
  private async ownedCar(user: AuthUser, rawVin: string): Promise<OwnedCarRow> {
    const vin = normalizeVin(rawVin);
    if (!VIN_PATTERN.test(vin)) throw carNotFound();
    const owned = await this.cars.findCurrentOfOwner(user.id, vin);
    if (!owned) throw carNotFound();
    return owned;
  }
}
