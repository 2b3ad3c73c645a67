import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import {
  CreateFaqEntryDto,
  FaqAdminQueryDto,
  FaqEntryAdminListResponseDto,
  FaqEntryAdminResponseDto,
  ReorderFaqDto,
  UpdateFaqEntryDto,
} from './faq.dto';
import { FaqService } from './faq.service';
import { ChangesPages } from '../../page-cache/changes-pages.decorator';
import { ApiErrors } from '../../common/api-errors.decorator';
import { FAQ_ERRORS } from './faq-errors';

@ApiTags('admin: faq')
@Authenticated({ permissions: { content: 'full' } })
@ChangesPages()
@Controller('api/admin/faq')
export class FaqAdminController {
  constructor(private readonly service: FaqService) {}

  @Get()
  @ApiOkResponse({ type: FaqEntryAdminListResponseDto })
  listFaqAdmin(@Query() query: FaqAdminQueryDto): Promise<FaqEntryAdminListResponseDto> {
    return this.service.listFaqAdmin(query);
  }

  /** Sets the order of the listed entries (sort_order 0, 1, 2 …) in one step; answers every entry in the new order. */
  @Put('order')
  @ApiOkResponse({ type: FaqEntryAdminListResponseDto })
  @ApiErrors({ 400: [{ code: FAQ_ERRORS.faq_entry_not_found, when: 'an unknown id; nothing changed' }] })
  reorderFaqAdmin(@Body() body: ReorderFaqDto): Promise<FaqEntryAdminListResponseDto> {
    return this.service.reorderFaqAdmin(body);
  }

  @Get(':id')
  @ApiOkResponse({ type: FaqEntryAdminResponseDto })
  @ApiErrors({ 404: [FAQ_ERRORS.faq_entry_not_found] })
  getFaqEntryAdmin(@Param('id', UuidPipe) id: string): Promise<FaqEntryAdminResponseDto> {
    return this.service.getFaqEntryAdmin(id);
  }

  @Post()
  @ApiCreatedResponse({ type: FaqEntryAdminResponseDto })
  createFaqEntryAdmin(@Body() body: CreateFaqEntryDto): Promise<FaqEntryAdminResponseDto> {
    return this.service.createFaqEntryAdmin(body);
  }

  @Patch(':id')
  @ApiOkResponse({ type: FaqEntryAdminResponseDto })
  @ApiErrors({ 404: [FAQ_ERRORS.faq_entry_not_found] })
  updateFaqEntryAdmin(
    @Param('id', UuidPipe) id: string,
    @Body() body: UpdateFaqEntryDto,
  ): Promise<FaqEntryAdminResponseDto> {
    return this.service.updateFaqEntryAdmin(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 404: [FAQ_ERRORS.faq_entry_not_found] })
  deleteFaqEntryAdmin(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.service.deleteFaqEntryAdmin(id);
  }
}
