import { Body, Controller, Get, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import {
  AdminDuesListQueryDto,
  AdminDuesListResponseDto,
  AdminDuesResponseDto,
  AssignPaymentDto,
  DuesPaymentListQueryDto,
  DuesPaymentListResponseDto,
  DuesPaymentResponseDto,
  ResolvePaymentDto,
  ManualPaymentDto,
} from './dues-admin.dto';
import { DuesSummaryResponseDto } from './dues-import.dto';
import {
  DuesMemberMatchListResponseDto,
  DuesMemberSearchQueryDto,
  PaymentSuggestionListResponseDto,
  RegistrationPaymentResponseDto,
  RegistrationSuggestionListResponseDto,
} from './dues-assign.dto';
import { DuesAdminService } from './dues-admin.service';
import { EventPaymentAssignService } from './event-payment-assign.service';
import { EVENTS_ERRORS } from '../events/events.types';
import { ApiErrors } from '../../common/api-errors.decorator';
import { DUES_ERRORS } from './dues-errors';

const CSV_RESPONSE = {
  description: 'text/csv; charset=utf-8 with a BOM, `;`-separated (Slovak Excel)',
  schema: { type: 'string' },
};

/** Members' dues records and payments: staff holding finance=full. */
@ApiTags('admin: dues')
@Authenticated({ permissions: { finance: 'full' } })
@Controller('api/admin')
export class DuesAdminController {
  constructor(
    private readonly service: DuesAdminService,
    private readonly events: EventPaymentAssignService,
  ) {}

  /** Records filtered by year, status and plan; `q` searches the symbol, name and e-mail. */
  @Get('dues')
  @ApiOkResponse({ type: AdminDuesListResponseDto })
  listDuesAdmin(@Query() query: AdminDuesListQueryDto): Promise<AdminDuesListResponseDto> {
    return this.service.listDuesAdmin(query);
  }

  /** The same filtered list as CSV for Excel (every matching record, no paging). */
  @Get('dues.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV_RESPONSE)
  exportDuesAdmin(@Query() query: AdminDuesListQueryDto): Promise<StreamableFile> {
    return this.service.exportDuesAdmin(query);
  }

  /** The staff home: the latest open year's paid and owed counts and amounts, payments by week. */
  @Get('dues/summary')
  @ApiOkResponse({ type: DuesSummaryResponseDto })
  getDuesSummaryAdmin(): Promise<DuesSummaryResponseDto> {
    return this.service.getDuesSummaryAdmin();
  }

  @Get('dues/:id')
  @ApiOkResponse({ type: AdminDuesResponseDto })
  @ApiErrors({ 404: [DUES_ERRORS.dues_not_found] })
  getDuesAdmin(@Param('id', UuidPipe) id: string): Promise<AdminDuesResponseDto> {
    return this.service.getDuesAdmin(id);
  }

  /** A payment received by hand (cash), with a note. */
  @Post('dues/:id/payments')
  @ApiCreatedResponse({ type: AdminDuesResponseDto })
  @ApiErrors({ 404: [DUES_ERRORS.dues_not_found] })
  recordManualPaymentAdmin(
    @CurrentUser() actor: AuthUser,
    @Param('id', UuidPipe) id: string,
    @Body() body: ManualPaymentDto,
  ): Promise<AdminDuesResponseDto> {
    return this.service.recordManualPaymentAdmin(actor, id, body);
  }

  /** Payments no record took: an unknown variable symbol or another currency. */
  @Get('dues-payments')
  @ApiOkResponse({ type: DuesPaymentListResponseDto })
  listUnassignedPaymentsAdmin(@Query() query: DuesPaymentListQueryDto): Promise<DuesPaymentListResponseDto> {
    return this.service.listUnassignedPaymentsAdmin(query);
  }

  /** The records a payment most likely belongs to (at most five, best first), each with why. */
  @Get('dues-payments/:id/suggestions')
  @ApiOkResponse({ type: PaymentSuggestionListResponseDto })
  @ApiErrors({ 404: [DUES_ERRORS.payment_not_found] })
  listPaymentSuggestionsAdmin(@Param('id', UuidPipe) id: string): Promise<PaymentSuggestionListResponseDto> {
    return this.service.listPaymentSuggestionsAdmin(id);
  }

  /** Members with dues records found by name or e-mail (at most ten), to assign a payment to one of their records. */
  @Get('dues-members')
  @ApiOkResponse({ type: DuesMemberMatchListResponseDto })
  searchDuesMembersAdmin(@Query() query: DuesMemberSearchQueryDto): Promise<DuesMemberMatchListResponseDto> {
    return this.service.searchDuesMembersAdmin(query);
  }

  /** Assigns an unassigned payment to the record with the given variable symbol; another currency needs the euros credited. */
  @Post('dues-payments/:id/assignment')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminDuesResponseDto })
  @ApiErrors({
    404: [DUES_ERRORS.payment_not_found, DUES_ERRORS.dues_not_found],
    409: [DUES_ERRORS.payment_assigned, DUES_ERRORS.payment_currency],
  })
  assignPaymentAdmin(
    @CurrentUser() actor: AuthUser,
    @Param('id', UuidPipe) id: string,
    @Body() body: AssignPaymentDto,
  ): Promise<AdminDuesResponseDto> {
    return this.service.assignPaymentAdmin(actor, id, body);
  }

  /** The registrations for paid events a payment most likely pays for (at most five, best first), each with why. */
  @Get('dues-payments/:id/registration-suggestions')
  @ApiOkResponse({ type: RegistrationSuggestionListResponseDto })
  @ApiErrors({ 404: [DUES_ERRORS.payment_not_found] })
  listRegistrationSuggestionsAdmin(@Param('id', UuidPipe) id: string): Promise<RegistrationSuggestionListResponseDto> {
    return this.events.suggestRegistrations(id);
  }

  /**
   * Assigns an unassigned payment to the registration for a paid event with the given variable symbol (another
   * currency needs the euros credited). Paid in full, the member gets the confirmation mail; money for a cancelled
   * registration is owed back to the payer.
   */
  @Post('dues-payments/:id/registration-assignment')
  @HttpCode(200)
  @ApiOkResponse({ type: RegistrationPaymentResponseDto })
  @ApiErrors({
    404: [DUES_ERRORS.payment_not_found, EVENTS_ERRORS.registration_not_found],
    409: [DUES_ERRORS.payment_assigned, DUES_ERRORS.payment_currency],
  })
  assignPaymentToRegistrationAdmin(
    @CurrentUser() actor: AuthUser,
    @Param('id', UuidPipe) id: string,
    @Body() body: AssignPaymentDto,
  ): Promise<RegistrationPaymentResponseDto> {
    return this.events.assign(actor, id, body);
  }

  /** Settles an unassigned payment without a record: returned to the payer, or dismissed with a note. */
  @Post('dues-payments/:id/resolution')
  @HttpCode(200)
  @ApiOkResponse({ type: DuesPaymentResponseDto })
  @ApiErrors({
    400: [DUES_ERRORS.note_required],
    404: [DUES_ERRORS.payment_not_found],
    409: [DUES_ERRORS.payment_resolved],
  })
  resolvePaymentAdmin(
    @CurrentUser() actor: AuthUser,
    @Param('id', UuidPipe) id: string,
    @Body() body: ResolvePaymentDto,
  ): Promise<DuesPaymentResponseDto> {
    return this.service.resolvePaymentAdmin(actor, id, body);
  }
}
