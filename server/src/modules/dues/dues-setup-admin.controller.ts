import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../access/decorators';
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
import { ApiErrors } from '../../common/api-errors.decorator';
import { COMMON_ERRORS } from '../../common/common-errors';
import { MEMBERS_ERRORS } from '../members/members.types';
import { DUES_ERRORS } from './dues-errors';
import { DOMAIN_ERRORS } from '../../domain/domain-errors';

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
  @ApiErrors({ 409: [DUES_ERRORS.plan_name_taken] })
  createFeePlanAdmin(@Body() body: CreateFeePlanDto): Promise<FeePlanResponseDto> {
    return this.service.createFeePlanAdmin(body);
  }

  @Get('fee-plans/:id')
  @ApiOkResponse({ type: FeePlanResponseDto })
  @ApiErrors({ 404: [DUES_ERRORS.plan_not_found] })
  getFeePlanAdmin(@Param('id', UuidPipe) id: string): Promise<FeePlanResponseDto> {
    return this.service.getFeePlanAdmin(id);
  }

  /** New amounts apply to records created from now on; existing records keep theirs. */
  @Patch('fee-plans/:id')
  @ApiOkResponse({ type: FeePlanResponseDto })
  @ApiErrors({ 404: [DUES_ERRORS.plan_not_found], 409: [DUES_ERRORS.plan_name_taken] })
  updateFeePlanAdmin(@Param('id', UuidPipe) id: string, @Body() body: UpdateFeePlanDto): Promise<FeePlanResponseDto> {
    return this.service.updateFeePlanAdmin(id, body);
  }

  @Delete('fee-plans/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 404: [DUES_ERRORS.plan_not_found] })
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
  @ApiErrors({ 400: [DOMAIN_ERRORS.iban_invalid, DUES_ERRORS.bic_invalid], 404: [DUES_ERRORS.plan_not_found] })
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
  @ApiErrors({
    400: [{ code: COMMON_ERRORS.validation, when: 'due_date outside the year' }],
    409: [
      DUES_ERRORS.year_exists,
      { code: DUES_ERRORS.settings_missing, when: 'no IBAN, beneficiary or default plan yet' },
    ],
  })
  openDuesYearAdmin(@Body() body: OpenDuesYearDto): Promise<OpenedDuesYearResponseDto> {
    return this.service.openDuesYearAdmin(body);
  }

  /** A member's plan (null = the default) or waiver; unpaid records take the new amount. */
  @Put('dues-members/:userId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Saved' })
  @ApiErrors({ 404: [MEMBERS_ERRORS.user_not_found, DUES_ERRORS.plan_not_found] })
  updateMemberDuesAdmin(@Param('userId', UuidPipe) userId: string, @Body() body: UpdateMemberDuesDto): Promise<void> {
    return this.service.updateMemberDuesAdmin(userId, body);
  }
}
