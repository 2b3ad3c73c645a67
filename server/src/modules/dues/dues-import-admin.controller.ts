import { Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { PageQueryDto } from '../../common/page.dto';
import { readUpload } from '../../common/multipart';
import { UploadEndpoint } from '../../common/upload-endpoint';
import {
  DuesImportListResponseDto,
  DuesImportResponseDto,
  StatementPreviewResponseDto,
  StatementUploadDto,
} from './dues-import.dto';
import { DuesImportService, STATEMENT_MAX_BYTES } from './dues-import.service';
import { COMMON_ERRORS } from '../../common/common-errors';
import { DUES_ERRORS } from './dues-errors';

const REFUSALS = {
  body: StatementUploadDto,
  errors: {
    400: [
      DUES_ERRORS.file_missing,
      { code: DUES_ERRORS.xml_forbidden, when: 'a DOCTYPE or entity declaration' },
      DUES_ERRORS.xml_malformed,
      { code: DUES_ERRORS.statement_format, when: 'not camt.053.001.02/.08' },
      { code: DUES_ERRORS.amount_invalid, when: 'more than two decimals' },
    ],
    413: [{ code: COMMON_ERRORS.file_too_large, when: 'over 10 MB' }],
    415: [{ code: COMMON_ERRORS.unsupported_media_type, when: 'not multipart/form-data' }],
  },
};

/** Bank statement (camt.053) import: staff holding finance=full. */
@ApiTags('admin: dues')
@Authenticated({ permissions: { finance: 'full' } })
@Controller('api/admin')
export class DuesImportAdminController {
  constructor(private readonly service: DuesImportService) {}

  /** What importing the statement would do with each entry; writes nothing. */
  @Post('dues-imports/preview')
  @HttpCode(200)
  @UploadEndpoint({ ...REFUSALS, response: StatementPreviewResponseDto })
  @ApiOkResponse({ type: StatementPreviewResponseDto })
  async previewStatementAdmin(@Req() request: FastifyRequest): Promise<StatementPreviewResponseDto> {
    return this.service.previewStatementAdmin((await readUpload(request, { maxBytes: STATEMENT_MAX_BYTES })).file);
  }

  /**
   * Imports the statement in one transaction; entries recorded before (by bank reference) are
   * skipped. A statement with nothing new to record (all imported before, or no incoming payment) is
   * refused: it would be an empty import.
   */
  @Post('dues-imports')
  @UploadEndpoint({
    ...REFUSALS,
    errors: {
      ...REFUSALS.errors,
      409: [{ code: DUES_ERRORS.statement_nothing_new, when: 'no incoming payment that was not imported before' }],
    },
    response: DuesImportResponseDto,
  })
  async importStatementAdmin(
    @CurrentUser() actor: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<DuesImportResponseDto> {
    return this.service.importStatementAdmin(
      actor,
      (await readUpload(request, { maxBytes: STATEMENT_MAX_BYTES })).file,
    );
  }

  @Get('dues-imports')
  @ApiOkResponse({ type: DuesImportListResponseDto })
  listStatementImportsAdmin(@Query() query: PageQueryDto): Promise<DuesImportListResponseDto> {
    return this.service.listStatementImportsAdmin(query);
  }
}
