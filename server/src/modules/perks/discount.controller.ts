import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { DiscountListResponseDto } from './discount.dto';
import { PageQueryDto } from '../../common/page.dto';
import { DiscountService } from './discount.service';

/** Partner discounts: members only, never visitors (the codes are the benefit). */
@ApiTags('discounts')
@Authenticated()
@Controller('api')
export class DiscountController {
  constructor(private readonly service: DiscountService) {}

  /**
   * Published discounts valid today, in the staff's order (all of them unless `per_page` is given).
   * Codes are shown to verified members only; others get `code: null, code_hidden_reason: 'unverified'`.
   */
  @Get('discounts')
  @ApiOkResponse({ type: DiscountListResponseDto })
  listDiscounts(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<DiscountListResponseDto> {
    return this.service.listDiscounts(user, query);
  }
}
