import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import {
  ChargingEntryAdminListResponseDto,
  ChargingEntryAdminQueryDto,
  ChargingEntryAdminResponseDto,
  CreateChargingEntryAdminDto,
  UpdateChargingEntryAdminDto,
} from './charging.dto';
import { ChargingAdminService } from './charging-admin.service';
import { ChangesPages } from '../../page-cache/changes-pages.decorator';
import { ApiErrors } from '../../common/api-errors.decorator';
import { PERKS_ERRORS } from './perks-errors';

@ApiTags('admin: charging')
@Authenticated({ permissions: { content: 'full' } })
@ChangesPages()
@Controller('api/admin/charging')
export class ChargingAdminController {
  constructor(private readonly service: ChargingAdminService) {}

  /** Every entry, drafts included. */
  @Get()
  @ApiOkResponse({ type: ChargingEntryAdminListResponseDto })
  listChargingEntriesAdmin(@Query() query: ChargingEntryAdminQueryDto): Promise<ChargingEntryAdminListResponseDto> {
    return this.service.listChargingEntriesAdmin(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ChargingEntryAdminResponseDto })
  @ApiErrors({ 404: [PERKS_ERRORS.charging_entry_not_found] })
  getChargingEntryAdmin(@Param('id', UuidPipe) id: string): Promise<ChargingEntryAdminResponseDto> {
    return this.service.getChargingEntryAdmin(id);
  }

  @Post()
  @ApiCreatedResponse({ type: ChargingEntryAdminResponseDto })
  createChargingEntryAdmin(@Body() body: CreateChargingEntryAdminDto): Promise<ChargingEntryAdminResponseDto> {
    return this.service.createChargingEntryAdmin(body);
  }

  @Patch(':id')
  @ApiOkResponse({ type: ChargingEntryAdminResponseDto })
  @ApiErrors({ 404: [PERKS_ERRORS.charging_entry_not_found] })
  updateChargingEntryAdmin(
    @Param('id', UuidPipe) id: string,
    @Body() body: UpdateChargingEntryAdminDto,
  ): Promise<ChargingEntryAdminResponseDto> {
    return this.service.updateChargingEntryAdmin(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 404: [PERKS_ERRORS.charging_entry_not_found] })
  deleteChargingEntryAdmin(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.service.deleteChargingEntryAdmin(id);
  }
}
