import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import {
  CreateRedirectDto,
  RedirectAdminQueryDto,
  RedirectListResponseDto,
  RedirectResponseDto,
  UpdateRedirectDto,
} from './redirect.dto';
import { RedirectService } from './redirect.service';
import { ChangesPages } from '../../page-cache/changes-pages.decorator';
import { ApiErrors } from '../../common/api-errors.decorator';
import { COMMON_ERRORS } from '../../common/common-errors';
import { REDIRECTS_ERRORS } from './redirects-errors';

const BAD_RULE = [
  { code: COMMON_ERRORS.validation, when: 'not a local path' },
  { code: REDIRECTS_ERRORS.path_invalid, when: 'dot segments' },
  { code: REDIRECTS_ERRORS.path_reserved, when: 'not a page' },
  REDIRECTS_ERRORS.redirect_loop,
];

@ApiTags('admin: redirects')
@Authenticated({ permissions: { content: 'full' } })
@ChangesPages()
@Controller('api/admin/redirects')
export class RedirectAdminController {
  constructor(private readonly service: RedirectService) {}

  @Get()
  @ApiOkResponse({ type: RedirectListResponseDto })
  listRedirectsAdmin(@Query() query: RedirectAdminQueryDto): Promise<RedirectListResponseDto> {
    return this.service.listRedirectsAdmin(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: RedirectResponseDto })
  @ApiErrors({ 404: [REDIRECTS_ERRORS.redirect_not_found] })
  getRedirectAdmin(@Param('id', UuidPipe) id: string): Promise<RedirectResponseDto> {
    return this.service.getRedirectAdmin(id);
  }

  @Post()
  @ApiCreatedResponse({ type: RedirectResponseDto })
  @ApiErrors({ 400: BAD_RULE, 409: [REDIRECTS_ERRORS.redirect_exists] })
  createRedirectAdmin(@Body() body: CreateRedirectDto): Promise<RedirectResponseDto> {
    return this.service.createRedirectAdmin(body);
  }

  @Patch(':id')
  @ApiOkResponse({ type: RedirectResponseDto })
  @ApiErrors({ 400: BAD_RULE, 404: [REDIRECTS_ERRORS.redirect_not_found], 409: [REDIRECTS_ERRORS.redirect_exists] })
  updateRedirectAdmin(
    @Param('id', UuidPipe) id: string,
    @Body() body: UpdateRedirectDto,
  ): Promise<RedirectResponseDto> {
    return this.service.updateRedirectAdmin(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 404: [REDIRECTS_ERRORS.redirect_not_found] })
  deleteRedirectAdmin(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.service.deleteRedirectAdmin(id);
  }
}
