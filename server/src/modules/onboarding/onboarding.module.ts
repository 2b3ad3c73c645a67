import { Module } from '@nestjs/common';
import { OnboardingController } from './onboarding.controller';
import { OnboardingService } from './onboarding.service';
import { OnboardingRepository } from './onboarding.repository';
import { MembersModule } from '../members/members.module';
import { CarsModule } from '../cars/cars.module';

/**
 * The onboarding wizard: /api/onboarding; completing it claims the car in one transaction. OnboardingService gives
 * other modules a member's answers.
 */
@Module({
  imports: [MembersModule, CarsModule],
  controllers: [OnboardingController],
  providers: [OnboardingService, OnboardingRepository],
  exports: [OnboardingService],
})
export class OnboardingModule {}
