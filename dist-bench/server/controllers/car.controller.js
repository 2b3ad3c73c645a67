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
exports.CarController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const current_user_decorator_1 = require("../auth/current-user.decorator");
const decorators_1 = require("../auth/decorators");
const car_dto_1 = require("../dtos/car.dto");
const page_dto_1 = require("../dtos/page.dto");
const car_service_1 = require("../services/car.service");
const VIN_PARAM = { name: 'vin', description: 'The car’s VIN (any case)', example: '5YJ3E1EA8KF000001' };
const NOT_MINE = { description: 'errors.car_not_found: no such car among my current cars (also when another member owns it)' };
let CarController = class CarController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** My current cars. */
    listCars(user, query) {
        return this.service.listCars(user, query);
    }
    /** One of my current cars. */
    getCar(user, vin) {
        return this.service.getCar(user, vin);
    }
    /** Adds another car of mine (400 errors.vin_invalid with a reason for a bad VIN). */
    addCar(user, body) {
        return this.service.addCar(user, body);
    }
    /** Changes my car: plate, name, model, variant, colour, owned since, Tesla account. */
    updateCar(user, vin, body) {
        return this.service.updateCar(user, vin, body);
    }
    /** Retires my car: my ownership ends today; the car and its history are kept (it may get a new owner). */
    retireCar(user, vin) {
        return this.service.retireCar(user, vin);
    }
};
exports.CarController = CarController;
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: car_dto_1.CarListResponseDto }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, page_dto_1.PageQueryDto]),
    __metadata("design:returntype", Promise)
], CarController.prototype, "listCars", null);
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Get)(':vin'),
    (0, swagger_1.ApiParam)(VIN_PARAM),
    (0, swagger_1.ApiOkResponse)({ type: car_dto_1.CarResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)(NOT_MINE),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Param)('vin')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], CarController.prototype, "getCar", null);
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Post)(),
    (0, swagger_1.ApiCreatedResponse)({ type: car_dto_1.CarResponseDto }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.vin_owned_by_other: another member currently owns the car; errors.car_already_added: it is already mine' }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, car_dto_1.CreateCarDto]),
    __metadata("design:returntype", Promise)
], CarController.prototype, "addCar", null);
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Patch)(':vin'),
    (0, swagger_1.ApiParam)(VIN_PARAM),
    (0, swagger_1.ApiOkResponse)({ type: car_dto_1.CarResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)(NOT_MINE),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Param)('vin')),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, car_dto_1.UpdateCarDto]),
    __metadata("design:returntype", Promise)
], CarController.prototype, "updateCar", null);
__decorate([
    (0, decorators_1.Authenticated)(),
    (0, common_1.Delete)(':vin'),
    (0, common_1.HttpCode)(204),
    (0, swagger_1.ApiParam)(VIN_PARAM),
    (0, swagger_1.ApiNoContentResponse)({ description: 'Ownership ended' }),
    (0, swagger_1.ApiNotFoundResponse)(NOT_MINE),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Param)('vin')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", Promise)
], CarController.prototype, "retireCar", null);
exports.CarController = CarController = __decorate([
    (0, swagger_1.ApiTags)('cars'),
    (0, common_1.Controller)('api/cars'),
    __metadata("design:paramtypes", [car_service_1.CarService])
], CarController);
//# sourceMappingURL=car.controller.js.map