import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../auth/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import { CreateRedirectDto, RedirectAdminQueryDto, RedirectListResponseDto, RedirectResponseDto, UpdateRedirectDto } from './redirect.dto';
import { RedirectService } from './redirect.service';
import { ChangesPages } from '../../page-cache/changes-pages.decorator';

const BAD_RULE = 'errors.validation (not a local path), errors.path_invalid (dot segments), errors.path_reserved (not a page), errors.redirect_loop';

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
  @ApiNotFoundResponse({ description: 'errors.redirect_not_found' })
  getRedirectAdmin(@Param('id', UuidPipe) id: string): Promise<RedirectResponseDto> {
    return this.service.getRedirectAdmin(id);
  }

  @Post()
  @ApiCreatedResponse({ type: RedirectResponseDto })
  @ApiBadRequestResponse({ description: BAD_RULE })
  @ApiConflictResponse({ description: 'errors.redirect_exists' })
  createRedirectAdmin(@Body() body: CreateRedirectDto): Promise<RedirectResponseDto> {
    return this.service.createRedirectAdmin(body);
  }

  @Patch(':id')
  @ApiOkResponse({ type: RedirectResponseDto })
  @ApiBadRequestResponse({ description: BAD_RULE })
  @ApiNotFoundResponse({ description: 'errors.redirect_not_found' })
  @ApiConflictResponse({ description: 'errors.redirect_exists' })
  updateRedirectAdmin(@Param('id', UuidPipe) id: string, @Body() body: UpdateRedirectDto): Promise<RedirectResponseDto> {
    return this.service.updateRedirectAdmin(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'errors.redirect_not_found' })
  deleteRedirectAdmin(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.service.deleteRedirectAdmin(id);
  }
}
