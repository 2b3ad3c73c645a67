import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import { NewsletterResponseDto, OutboxListResponseDto, OutboxMailResponseDto, OutboxQueryDto } from './staff-mail.dto';
import { StaffMailService } from './staff-mail.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { ARTICLES_ERRORS } from '../articles/articles.types';
import { NOTIFICATIONS_ERRORS } from './notifications-errors';

@ApiTags('admin: mail')
@Controller('api/admin')
export class StaffMailController {
  constructor(private readonly service: StaffMailService) {}

  /** Outgoing mails newest first: queued, sent, failed with the reason (no bodies). */
  @Authenticated({ permissions: { users: 'full' } })
  @Get('outbox')
  @ApiOkResponse({ type: OutboxListResponseDto })
  listOutboxAdmin(@Query() query: OutboxQueryDto): Promise<OutboxListResponseDto> {
    return this.service.listOutboxAdmin(query);
  }

  /** Queues a failed mail again. */
  @Authenticated({ permissions: { users: 'full' } })
  @Post('outbox/:id/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: OutboxMailResponseDto })
  @ApiErrors({ 404: [NOTIFICATIONS_ERRORS.mail_not_found], 409: [NOTIFICATIONS_ERRORS.mail_not_failed] })
  retryOutboxMailAdmin(@Param('id', UuidPipe) id: string): Promise<OutboxMailResponseDto> {
    return this.service.retryOutboxMailAdmin(id);
  }

  /** The article as the newsletter: preview (as the caller would get it), subscribers, and counts of what was sent. */
  @Authenticated({ permissions: { content: 'full' } })
  @Get('newsletters/:articleId')
  @ApiOkResponse({ type: NewsletterResponseDto })
  @ApiErrors({ 404: [ARTICLES_ERRORS.article_not_found], 409: [NOTIFICATIONS_ERRORS.article_not_published] })
  getNewsletterAdmin(
    @CurrentUser() user: AuthUser,
    @Param('articleId', UuidPipe) articleId: string,
  ): Promise<NewsletterResponseDto> {
    return this.service.getNewsletterAdmin(user, articleId);
  }

  /** Sends the newsletter to the caller only. */
  @Authenticated({ permissions: { content: 'full' } })
  @Post('newsletters/:articleId/test')
  @HttpCode(200)
  @ApiOkResponse({ type: NewsletterResponseDto })
  @ApiErrors({ 404: [ARTICLES_ERRORS.article_not_found], 409: [NOTIFICATIONS_ERRORS.article_not_published] })
  sendNewsletterTestAdmin(
    @CurrentUser() user: AuthUser,
    @Param('articleId', UuidPipe) articleId: string,
  ): Promise<NewsletterResponseDto> {
    return this.service.sendNewsletterTestAdmin(user, articleId);
  }

  /** Sends the newsletter to every subscribed member not sent it yet. */
  @Authenticated({ permissions: { content: 'full' } })
  @Post('newsletters/:articleId/send')
  @HttpCode(200)
  @ApiOkResponse({ type: NewsletterResponseDto })
  @ApiErrors({ 404: [ARTICLES_ERRORS.article_not_found], 409: [NOTIFICATIONS_ERRORS.article_not_published] })
  sendNewsletterAdmin(
    @CurrentUser() user: AuthUser,
    @Param('articleId', UuidPipe) articleId: string,
  ): Promise<NewsletterResponseDto> {
    return this.service.sendNewsletterAdmin(user, articleId);
  }
}
