import { Module } from '@nestjs/common';
import { CarController } from './car.controller';
import { CarService } from './car.service';
import { CarRepository } from './car.repository';
import { UsersModule } from '../users/users.module';

/** A member's cars: /api/cars. */
@Module({
  imports: [UsersModule],
  controllers: [CarController],
  providers: [CarService, CarRepository],
  exports: [CarService],
})
export class CarsModule {}
