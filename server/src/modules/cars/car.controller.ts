import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { CarListResponseDto, CarResponseDto, CreateCarDto, UpdateCarDto } from './car.dto';
import { PageQueryDto } from '../../common/page.dto';
import { CarService } from './car.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { DOMAIN_ERRORS } from '../../domain/domain-errors';
import { CARS_ERRORS } from './cars-errors';

const VIN_PARAM = { name: 'vin', description: 'The car’s VIN (any case)', example: '5YJ3E1EA8KF000001' };
const NOT_MINE = {
  404: [
    { code: CARS_ERRORS.car_not_found, when: 'no such car among my current cars (also when another member owns it)' },
  ],
};

@ApiTags('cars')
@Controller('api/cars')
export class CarController {
  constructor(private readonly service: CarService) {}

  /** My current cars. */
  @Authenticated()
  @Get()
  @ApiOkResponse({ type: CarListResponseDto })
  listCars(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<CarListResponseDto> {
    return this.service.listCars(user, query);
  }

  /** One of my current cars. */
  @Authenticated()
  @Get(':vin')
  @ApiParam(VIN_PARAM)
  @ApiOkResponse({ type: CarResponseDto })
  @ApiErrors(NOT_MINE)
  getCar(@CurrentUser() user: AuthUser, @Param('vin') vin: string): Promise<CarResponseDto> {
    return this.service.getCar(user, vin);
  }

  /** Adds another car of mine (400 with a reason for a bad VIN). */
  @Authenticated()
  @Post()
  @ApiCreatedResponse({ type: CarResponseDto })
  @ApiErrors({
    400: [{ code: DOMAIN_ERRORS.vin_invalid, when: 'with reason length | characters | check_digit' }],
    409: [
      { code: DOMAIN_ERRORS.vin_owned_by_other, when: 'another member currently owns the car' },
      { code: CARS_ERRORS.car_already_added, when: 'it is already mine' },
    ],
  })
  addCar(@CurrentUser() user: AuthUser, @Body() body: CreateCarDto): Promise<CarResponseDto> {
    return this.service.addCar(user, body);
  }

  /** Changes my car: plate, name, model, variant, colour, owned since, Tesla account. */
  @Authenticated()
  @Patch(':vin')
  @ApiParam(VIN_PARAM)
  @ApiOkResponse({ type: CarResponseDto })
  @ApiErrors(NOT_MINE)
  updateCar(
    @CurrentUser() user: AuthUser,
    @Param('vin') vin: string,
    @Body() body: UpdateCarDto,
  ): Promise<CarResponseDto> {
    return this.service.updateCar(user, vin, body);
  }

  /** Retires my car: my ownership ends today; the car and its history are kept (it may get a new owner). */
  @Authenticated()
  @Delete(':vin')
  @HttpCode(204)
  @ApiParam(VIN_PARAM)
  @ApiNoContentResponse({ description: 'Ownership ended' })
  @ApiErrors(NOT_MINE)
  retireCar(@CurrentUser() user: AuthUser, @Param('vin') vin: string): Promise<void> {
    return this.service.retireCar(user, vin);
  }
}
