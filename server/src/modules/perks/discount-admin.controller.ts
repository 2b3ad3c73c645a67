import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import {
  CreateDiscountAdminDto,
  DiscountAdminListResponseDto,
  DiscountAdminQueryDto,
  DiscountAdminResponseDto,
  UpdateDiscountAdminDto,
} from './discount.dto';
import { DiscountAdminService } from './discount-admin.service';
import { ChangesPages } from '../../page-cache/changes-pages.decorator';
import { ApiErrors } from '../../common/api-errors.decorator';
import { PERKS_ERRORS } from './perks-errors';

@ApiTags('admin: discounts')
@Authenticated({ permissions: { content: 'full' } })
@ChangesPages()
@Controller('api/admin/discounts')
export class DiscountAdminController {
  constructor(private readonly service: DiscountAdminService) {}

  /** Every discount: drafts and expired ones too. */
  @Get()
  @ApiOkResponse({ type: DiscountAdminListResponseDto })
  listDiscountsAdmin(@Query() query: DiscountAdminQueryDto): Promise<DiscountAdminListResponseDto> {
    return this.service.listDiscountsAdmin(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: DiscountAdminResponseDto })
  @ApiErrors({ 404: [PERKS_ERRORS.discount_not_found] })
  getDiscountAdmin(@Param('id', UuidPipe) id: string): Promise<DiscountAdminResponseDto> {
    return this.service.getDiscountAdmin(id);
  }

  @Post()
  @ApiCreatedResponse({ type: DiscountAdminResponseDto })
  createDiscountAdmin(@Body() body: CreateDiscountAdminDto): Promise<DiscountAdminResponseDto> {
    return this.service.createDiscountAdmin(body);
  }

  @Patch(':id')
  @ApiOkResponse({ type: DiscountAdminResponseDto })
  @ApiErrors({ 404: [PERKS_ERRORS.discount_not_found] })
  updateDiscountAdmin(
    @Param('id', UuidPipe) id: string,
    @Body() body: UpdateDiscountAdminDto,
  ): Promise<DiscountAdminResponseDto> {
    return this.service.updateDiscountAdmin(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 404: [PERKS_ERRORS.discount_not_found] })
  deleteDiscountAdmin(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.service.deleteDiscountAdmin(id);
  }
}
