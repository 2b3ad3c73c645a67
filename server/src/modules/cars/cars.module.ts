import { Module } from '@nestjs/common';
import { CarController } from './car.controller';
import { CarService } from './car.service';
import { CarRepository } from './car.repository';
import { MembersModule } from '../members/members.module';

/** A member's cars: /api/cars. */
@Module({
  imports: [MembersModule],
  controllers: [CarController],
  providers: [CarService, CarRepository],
  exports: [CarService],
})
export class CarsModule {}
