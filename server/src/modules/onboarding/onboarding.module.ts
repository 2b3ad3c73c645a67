import { Module } from '@nestjs/common';
import { OnboardingController } from './onboarding.controller';
import { OnboardingService } from './onboarding.service';
import { OnboardingRepository } from './onboarding.repository';
import { UsersModule } from '../users/users.module';
import { CarsModule } from '../cars/cars.module';

/** The onboarding wizard: /api/onboarding; completing it claims the car in one transaction. */
@Module({
  imports: [UsersModule, CarsModule],
  controllers: [OnboardingController],
  providers: [OnboardingService, OnboardingRepository],
})
export class OnboardingModule {}
