import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import { ApiErrors } from '../../common/api-errors.decorator';
import { DOMAIN_ERRORS } from '../../domain/domain-errors';
import { MyRefundListResponseDto, MyRefundResponseDto, RefundAccountDto } from './refunds.dto';
import { RefundsService } from './refunds.service';
import { REFUNDS_ERRORS } from './refunds-errors';

/** The signed-in member's own refunds of event payments. */
@ApiTags('refunds')
@Authenticated()
@Controller('api')
export class RefundsController {
  constructor(private readonly service: RefundsService) {}

  /** The member's refunds, newest first: event, amount, status and whether an account is needed. */
  @Get('me/refunds')
  @ApiOkResponse({ type: MyRefundListResponseDto })
  listMyRefunds(@CurrentUser() user: AuthUser): Promise<MyRefundListResponseDto> {
    return this.service.listMyRefunds(user);
  }

  /** The account the member's refund is paid to, while it is neither exported nor refunded. */
  @Put('me/refunds/:id/account')
  @ApiOkResponse({ type: MyRefundResponseDto })
  @ApiErrors({
    400: [DOMAIN_ERRORS.iban_invalid],
    404: [{ code: REFUNDS_ERRORS.refund_not_found, when: 'also for another member’s refund' }],
    409: [REFUNDS_ERRORS.refund_exported, REFUNDS_ERRORS.refund_refunded],
  })
  setMyRefundAccount(
    @CurrentUser() user: AuthUser,
    @Param('id', UuidPipe) id: string,
    @Body() body: RefundAccountDto,
  ): Promise<MyRefundResponseDto> {
    return this.service.setMyRefundAccount(user, id, body);
  }
}
