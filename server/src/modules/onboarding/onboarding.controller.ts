import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { OnboardingResponseDto, UpdateOnboardingDto } from './onboarding.dto';
import { OnboardingService } from './onboarding.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { DOMAIN_ERRORS } from '../../domain/domain-errors';
import { ONBOARDING_ERRORS } from './onboarding-errors';

@ApiTags('onboarding')
@Controller('api/onboarding')
export class OnboardingController {
  constructor(private readonly service: OnboardingService) {}

  /** My onboarding answers, the current and previous step, which steps are complete and the model my VIN suggests. */
  @Authenticated()
  @Get()
  @ApiOkResponse({ type: OnboardingResponseDto })
  getOnboarding(@CurrentUser() user: AuthUser): Promise<OnboardingResponseDto> {
    return this.service.getOnboarding(user);
  }

  /**
   * Saves any subset of my answers. The request that completes steps 1–3 also registers the car
   * (reusing the car by VIN) with me as its current owner and stamps completed_at, all in one
   * transaction; afterwards /api/me reports onboarding_complete and changes go through /api/cars.
   */
  @Authenticated()
  @Put()
  @ApiOkResponse({ type: OnboardingResponseDto })
  @ApiErrors({
    400: [{ code: DOMAIN_ERRORS.vin_invalid, when: 'with reason length | characters | check_digit' }],
    409: [
      { code: DOMAIN_ERRORS.vin_owned_by_other, when: 'another member currently owns the car' },
      ONBOARDING_ERRORS.onboarding_completed,
    ],
  })
  updateOnboarding(@CurrentUser() user: AuthUser, @Body() body: UpdateOnboardingDto): Promise<OnboardingResponseDto> {
    return this.service.updateOnboarding(user, body);
  }
}
