import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../auth/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import {
  CreateFeePlanDto,
  DuesSettingsResponseDto,
  DuesYearListResponseDto,
  FeePlanListResponseDto,
  FeePlanResponseDto,
  OpenDuesYearDto,
  OpenedDuesYearResponseDto,
  UpdateDuesSettingsDto,
  UpdateFeePlanDto,
  UpdateMemberDuesDto,
} from './dues-admin.dto';
import { DuesSetupService } from './dues-setup.service';

/** Fee plans, the club's payment details, membership years and members' plans: staff holding finance=full. */
@ApiTags('admin: dues')
@Authenticated({ permissions: { finance: 'full' } })
@Controller('api/admin')
export class DuesSetupAdminController {
  constructor(private readonly service: DuesSetupService) {}

  @Get('fee-plans')
  @ApiOkResponse({ type: FeePlanListResponseDto })
  listFeePlansAdmin(): Promise<FeePlanListResponseDto> {
    return this.service.listFeePlansAdmin();
  }

  /** A plan with its yearly amount (EUR, not negative, at most two decimals). */
  @Post('fee-plans')
  @ApiCreatedResponse({ type: FeePlanResponseDto })
  @ApiConflictResponse({ description: 'errors.fee_plan_name_taken' })
  createFeePlanAdmin(@Body() body: CreateFeePlanDto): Promise<FeePlanResponseDto> {
    return this.service.createFeePlanAdmin(body);
  }

  @Get('fee-plans/:id')
  @ApiOkResponse({ type: FeePlanResponseDto })
  @ApiNotFoundResponse({ description: 'errors.fee_plan_not_found' })
  getFeePlanAdmin(@Param('id', UuidPipe) id: string): Promise<FeePlanResponseDto> {
    return this.service.getFeePlanAdmin(id);
  }

  /** New amounts apply to records created from now on; existing records keep theirs. */
  @Patch('fee-plans/:id')
  @ApiOkResponse({ type: FeePlanResponseDto })
  @ApiNotFoundResponse({ description: 'errors.fee_plan_not_found' })
  @ApiConflictResponse({ description: 'errors.fee_plan_name_taken' })
  updateFeePlanAdmin(@Param('id', UuidPipe) id: string, @Body() body: UpdateFeePlanDto): Promise<FeePlanResponseDto> {
    return this.service.updateFeePlanAdmin(id, body);
  }

  @Delete('fee-plans/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'errors.fee_plan_not_found' })
  deleteFeePlanAdmin(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.service.deleteFeePlanAdmin(id);
  }

  @Get('dues-settings')
  @ApiOkResponse({ type: DuesSettingsResponseDto })
  getDuesSettingsAdmin(): Promise<DuesSettingsResponseDto> {
    return this.service.getDuesSettingsAdmin();
  }

  /** The club's IBAN (check digits verified), BIC, beneficiary, default plan and reminder lead. */
  @Put('dues-settings')
  @ApiOkResponse({ type: DuesSettingsResponseDto })
  @ApiBadRequestResponse({ description: 'errors.iban_invalid, errors.bic_invalid, errors.validation' })
  @ApiNotFoundResponse({ description: 'errors.fee_plan_not_found' })
  updateDuesSettingsAdmin(@Body() body: UpdateDuesSettingsDto): Promise<DuesSettingsResponseDto> {
    return this.service.updateDuesSettingsAdmin(body);
  }

  @Get('dues-years')
  @ApiOkResponse({ type: DuesYearListResponseDto })
  listDuesYearsAdmin(): Promise<DuesYearListResponseDto> {
    return this.service.listDuesYearsAdmin();
  }

  /** Opens a membership year: every verified member's record, and their request mails queued. */
  @Post('dues-years')
  @ApiCreatedResponse({ type: OpenedDuesYearResponseDto })
  @ApiConflictResponse({ description: 'errors.dues_year_exists, errors.dues_settings_missing' })
  openDuesYearAdmin(@Body() body: OpenDuesYearDto): Promise<OpenedDuesYearResponseDto> {
    return this.service.openDuesYearAdmin(body);
  }

  /** A member's plan (null = the default) or waiver; unpaid records take the new amount. */
  @Put('dues-members/:userId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Saved' })
  @ApiNotFoundResponse({ description: 'errors.user_not_found, errors.fee_plan_not_found' })
  updateMemberDuesAdmin(@Param('userId', UuidPipe) userId: string, @Body() body: UpdateMemberDuesDto): Promise<void> {
    return this.service.updateMemberDuesAdmin(userId, body);
  }
}
