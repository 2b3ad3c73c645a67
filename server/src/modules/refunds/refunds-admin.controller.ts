import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import { ApiErrors } from '../../common/api-errors.decorator';
import { DOMAIN_ERRORS } from '../../domain/domain-errors';
import { RefundAccountDto } from './refunds.dto';
import {
  AdminRefundListQueryDto,
  AdminRefundListResponseDto,
  AdminRefundResponseDto,
  RefundExportResponseDto,
} from './refunds-admin.dto';
import { RefundsAdminService } from './refunds-admin.service';
import { REFUNDS_ERRORS } from './refunds-errors';

/** Refunds of event payments and their SEPA transfer files: staff holding finance=full. */
@ApiTags('admin: refunds')
@Authenticated({ permissions: { finance: 'full' } })
@Controller('api/admin')
export class RefundsAdminController {
  constructor(private readonly service: RefundsAdminService) {}

  /** Refunds filtered by status (owed, exported, refunded); `q` searches the member, the event and the symbol. */
  @Get('refunds')
  @ApiOkResponse({ type: AdminRefundListResponseDto })
  listRefundsAdmin(@Query() query: AdminRefundListQueryDto): Promise<AdminRefundListResponseDto> {
    return this.service.listRefundsAdmin(query);
  }

  @Get('refunds/:id')
  @ApiOkResponse({ type: AdminRefundResponseDto })
  @ApiErrors({ 404: [REFUNDS_ERRORS.refund_not_found] })
  getRefundAdmin(@Param('id', UuidPipe) id: string): Promise<AdminRefundResponseDto> {
    return this.service.getRefundAdmin(id);
  }

  /** Sets or corrects the account of a refund not yet exported nor refunded. */
  @Put('refunds/:id/account')
  @ApiOkResponse({ type: AdminRefundResponseDto })
  @ApiErrors({
    400: [DOMAIN_ERRORS.iban_invalid],
    404: [REFUNDS_ERRORS.refund_not_found],
    409: [REFUNDS_ERRORS.refund_exported, REFUNDS_ERRORS.refund_refunded],
  })
  setRefundAccountAdmin(
    @Param('id', UuidPipe) id: string,
    @Body() body: RefundAccountDto,
  ): Promise<AdminRefundResponseDto> {
    return this.service.setRefundAccountAdmin(id, body);
  }

  /** Marks a refund paid back by hand; who and when are recorded. */
  @Post('refunds/:id/refunded')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminRefundResponseDto })
  @ApiErrors({ 404: [REFUNDS_ERRORS.refund_not_found], 409: [REFUNDS_ERRORS.refund_refunded] })
  markRefundRefundedAdmin(
    @CurrentUser() actor: AuthUser,
    @Param('id', UuidPipe) id: string,
  ): Promise<AdminRefundResponseDto> {
    return this.service.markRefundRefundedAdmin(actor, id);
  }

  /** Exports every owed refund with an account as one SEPA credit transfer file (pain.001.001.03). */
  @Post('refund-exports')
  @ApiCreatedResponse({ type: RefundExportResponseDto })
  @ApiErrors({
    409: [
      { code: REFUNDS_ERRORS.nothing_to_export, when: 'no owed refund with an account' },
      { code: REFUNDS_ERRORS.club_account_missing, when: 'the club’s IBAN or name is not set' },
    ],
  })
  exportRefundsAdmin(@CurrentUser() actor: AuthUser): Promise<RefundExportResponseDto> {
    return this.service.exportRefundsAdmin(actor);
  }

  /** The export's pain.001.001.03 XML, the same bytes every time. */
  @Get('refund-exports/:id/file')
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'application/xml; charset=utf-8 (pain.001.001.03)', schema: { type: 'string' } })
  @ApiErrors({ 404: [REFUNDS_ERRORS.export_not_found] })
  downloadRefundExportAdmin(@Param('id', UuidPipe) id: string): Promise<StreamableFile> {
    return this.service.downloadRefundExportAdmin(id);
  }
}
