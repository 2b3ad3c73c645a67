import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import {
  CreateGuideEntryDto,
  GuideAdminQueryDto,
  GuideEntryAdminListResponseDto,
  GuideEntryAdminResponseDto,
  UpdateGuideEntryDto,
} from './guide.dto';
import { GuideService } from './guide.service';
import { ChangesPages } from '../../page-cache/changes-pages.decorator';
import { ApiErrors } from '../../common/api-errors.decorator';
import { COMMON_ERRORS } from '../../common/common-errors';
import { GUIDE_ERRORS } from './guide-errors';

@ApiTags('admin: guide')
@Authenticated({ permissions: { content: 'full' } })
@ChangesPages()
@Controller('api/admin/guide')
export class GuideAdminController {
  constructor(private readonly service: GuideService) {}

  @Get()
  @ApiOkResponse({ type: GuideEntryAdminListResponseDto })
  listGuideAdmin(@Query() query: GuideAdminQueryDto): Promise<GuideEntryAdminListResponseDto> {
    return this.service.listGuideAdmin(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: GuideEntryAdminResponseDto })
  @ApiErrors({ 404: [GUIDE_ERRORS.guide_entry_not_found] })
  getGuideEntryAdmin(@Param('id', UuidPipe) id: string): Promise<GuideEntryAdminResponseDto> {
    return this.service.getGuideEntryAdmin(id);
  }

  @Post()
  @ApiCreatedResponse({ type: GuideEntryAdminResponseDto })
  @ApiErrors({
    400: [{ code: COMMON_ERRORS.slug_invalid, when: 'no slug given and the title has no letters or digits' }],
    409: [COMMON_ERRORS.slug_taken],
  })
  createGuideEntryAdmin(@Body() body: CreateGuideEntryDto): Promise<GuideEntryAdminResponseDto> {
    return this.service.createGuideEntryAdmin(body);
  }

  @Patch(':id')
  @ApiOkResponse({ type: GuideEntryAdminResponseDto })
  @ApiErrors({ 404: [GUIDE_ERRORS.guide_entry_not_found], 409: [COMMON_ERRORS.slug_taken] })
  updateGuideEntryAdmin(
    @Param('id', UuidPipe) id: string,
    @Body() body: UpdateGuideEntryDto,
  ): Promise<GuideEntryAdminResponseDto> {
    return this.service.updateGuideEntryAdmin(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 404: [GUIDE_ERRORS.guide_entry_not_found] })
  deleteGuideEntryAdmin(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.service.deleteGuideEntryAdmin(id);
  }
}
