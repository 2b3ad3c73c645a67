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
exports.CarService = exports.vinOwnedByOther = void 0;
exports.validVin = validVin;
exports.colorChange = colorChange;
exports.mapCar = mapCar;
// A member's cars: list, detail, add, update and retire. Only the current owner sees or changes a
// car; for anyone else a car does not exist (404 errors.car_not_found, never 403), so a VIN's
// presence is not revealed by reading. Adding a VIN that another member currently owns is refused
// (409 errors.vin_owned_by_other): a car changes hands only after its owner retires it.
const common_1 = require("@nestjs/common");
const api_error_1 = require("../common/api-error");
const car_enums_1 = require("../domain/car-enums");
const car_images_1 = require("../domain/car-images");
const calendar_1 = require("../domain/calendar");
const vin_1 = require("../domain/vin");
const page_dto_1 = require("../dtos/page.dto");
const car_repository_1 = require("../repositories/car.repository");
const me_service_1 = require("./me.service");
const VIN_MESSAGES = {
    length: 'A VIN has exactly 17 characters',
    characters: 'A VIN has only digits and capital letters except I, O and Q',
    check_digit: 'The VIN’s check digit (9th character) does not match the rest of the VIN',
};
/** The normalised VIN, or 400 errors.vin_invalid with `reason` (length | characters | check_digit). */
function validVin(raw) {
    const vin = (0, vin_1.normalizeVin)(raw);
    const reason = (0, vin_1.vinProblem)(vin);
    if (reason)
        throw new api_error_1.ApiError(400, 'errors.vin_invalid', VIN_MESSAGES[reason], { reason });
    return vin;
}
const vinOwnedByOther = () => new api_error_1.ApiError(409, 'errors.vin_owned_by_other', 'This car is registered to another member');
exports.vinOwnedByOther = vinOwnedByOther;
const carNotFound = () => new api_error_1.ApiError(404, 'errors.car_not_found', 'Car not found');
/**
 * Colour pair as stored: a listed colour clears the custom one and vice versa (the DTO refuses
 * both at once). Returns only what the request changes.
 */
function colorChange(dto) {
    if (dto.color)
        return { color: car_enums_1.carColor.toDb(dto.color), customColor: null };
    if (dto.custom_color)
        return { color: null, customColor: dto.custom_color };
    return { ...(dto.color === null ? { color: null } : {}), ...(dto.custom_color === null ? { customColor: null } : {}) };
}
const variantChange = (variant) => (variant === undefined ? {} : { variant: variant === null ? null : car_enums_1.carVariant.toDb(variant) });
function mapCar(row) {
    const model = car_enums_1.carModel.fromDb(row.car.model);
    const color = row.car.color ? car_enums_1.carColor.fromDb(row.car.color) : null;
    return {
        vin: row.vin,
        license_plate: row.licensePlate,
        model,
        variant: row.car.variant ? car_enums_1.carVariant.fromDb(row.car.variant) : null,
        color,
        custom_color: row.car.customColor,
        owned_since: (0, calendar_1.isoDate)(row.ownedSince),
        owner_id: row.ownerId,
        ownership_id: row.id,
        tesla_account: row.teslaAccount,
        name: row.name,
        image: (0, car_images_1.carImagePath)(model, color),
    };
}
let CarService = class CarService {
    cars;
    me;
    constructor(cars, me) {
        this.cars = cars;
        this.me = me;
    }
    async listCars(user, query) {
        const { skip, take } = (0, page_dto_1.pageWindow)(query);
        const { rows, total } = await this.cars.listCurrentOfOwner(user.id, skip, take);
        return (0, page_dto_1.collection)(rows.map(mapCar), total);
    }
    async getCar(user, vin) {
        return (0, page_dto_1.single)(mapCar(await this.ownedCar(user, vin)));
    }
    async addCar(user, dto) {
        await this.me.ensureProfile(user);
        const vin = validVin(dto.vin);
        const described = { model: car_enums_1.carModel.toDb(dto.model), ...variantChange(dto.variant), ...colorChange(dto) };
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
                ownedSince: dto.owned_since ? (0, calendar_1.dateOnly)(dto.owned_since) : null,
            },
        });
        if (result.kind === 'owned_by_other')
            throw (0, exports.vinOwnedByOther)();
        if (result.kind === 'already_mine')
            throw new api_error_1.ApiError(409, 'errors.car_already_added', 'This car is already among your cars');
        return (0, page_dto_1.single)(mapCar((await this.cars.findOwnership(result.ownershipId))));
    }
    async updateCar(user, vin, dto) {
        const owned = await this.ownedCar(user, vin);
        const car = { ...(dto.model ? { model: car_enums_1.carModel.toDb(dto.model) } : {}), ...variantChange(dto.variant), ...colorChange(dto) };
        const ownership = {};
        if (dto.license_plate !== undefined)
            ownership.licensePlate = dto.license_plate;
        if (dto.name !== undefined)
            ownership.name = dto.name;
        if (dto.tesla_account !== undefined)
            ownership.teslaAccount = dto.tesla_account;
        if (dto.owned_since !== undefined)
            ownership.ownedSince = dto.owned_since === null ? null : (0, calendar_1.dateOnly)(dto.owned_since);
        return (0, page_dto_1.single)(mapCar(await this.cars.updateOwnedCar(owned.id, owned.vin, car, ownership)));
    }
    /** Ends my ownership today; the car and the history stay (spec: a car may change owners). */
    async retireCar(user, vin) {
        const owned = await this.ownedCar(user, vin);
        const today = (0, calendar_1.todayIso)();
        const since = (0, calendar_1.isoDate)(owned.ownedSince);
        // owned_until >= owned_since (database CHECK): an ownership dated after today ends the day it starts.
        const until = since && since > today ? since : today;
        if (!(await this.cars.endOwnership(owned.id, (0, calendar_1.dateOnly)(until))))
            throw carNotFound();
    }
    /** The member's current ownership of the car, or 404 (also for a malformed VIN). */
    async ownedCar(user, rawVin) {
        const vin = (0, vin_1.normalizeVin)(rawVin);
        if (!vin_1.VIN_PATTERN.test(vin))
            throw carNotFound();
        const owned = await this.cars.findCurrentOfOwner(user.id, vin);
        if (!owned)
            throw carNotFound();
        return owned;
    }
};
exports.CarService = CarService;
exports.CarService = CarService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [car_repository_1.CarRepository,
        me_service_1.MeService])
], CarService);
//# sourceMappingURL=car.service.js.map