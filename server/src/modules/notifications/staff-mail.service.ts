// Staff and outgoing mail: the outbox (queued, sent, failed with the reason; retry a failed one)
// and the newsletter — an article previewed, sent as a test to the staff member, then sent to
// every subscribed member, with its counts. Sending twice mails nobody twice (one dedupe key per
// member and article); members who subscribe later get it on the next send.
import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../access/request-user';
import { ApiError } from '../../common/api-error';
import { renderMarkdown } from '../../common/markdown';
import { pageWindow } from '../../common/page.dto';
import { MailOutboxService } from '../../mail/mail-outbox.service';
import { ArticleService } from '../articles/article.service';
import { isPublished } from '../../domain/published';
import { CLOCK, type Clock } from '../../jobs/clock';
import { newsletterKey, NotifyService, type NewsletterArticle } from './notify.service';
import {
  mapOutboxMail,
  type NewsletterResponseDto,
  type OutboxListResponseDto,
  type OutboxMailResponseDto,
  type OutboxQueryDto,
} from './staff-mail.dto';
import { ARTICLES_ERRORS } from '../articles/articles.types';
import { NOTIFICATIONS_ERRORS } from './notifications-errors';

@Injectable()
export class StaffMailService {
  constructor(
    private readonly outbox: MailOutboxService,
    private readonly articles: ArticleService,
    private readonly notify: NotifyService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async listOutboxAdmin(query: OutboxQueryDto): Promise<OutboxListResponseDto> {
    const { rows, total } = await this.outbox.list({ status: query.status, kind: query.kind }, pageWindow(query));
    return { v: rows.map(mapOutboxMail), total };
  }

  async retryOutboxMailAdmin(id: string): Promise<OutboxMailResponseDto> {
    if (!(await this.outbox.retry(id))) {
      const row = await this.outbox.find(id);
      if (!row) throw new ApiError(404, NOTIFICATIONS_ERRORS.mail_not_found, 'No such mail');
      throw new ApiError(409, NOTIFICATIONS_ERRORS.mail_not_failed, 'Only a failed mail can be retried');
    }
    return { v: mapOutboxMail((await this.outbox.find(id))!) };
  }

  async getNewsletterAdmin(user: AuthUser, articleId: string): Promise<NewsletterResponseDto> {
    const article = await this.publishedArticle(articleId);
    const preview = await this.notify.previewNewsletter(article, user.id);
    const counts = await this.outbox.countByStatus(newsletterKey(article.id));
    return {
      v: {
        article_id: article.id,
        subject: preview.subject,
        html: preview.html ?? '',
        subscribers: await this.notify.newsletterSubscribers(),
        ...counts,
      },
    };
  }

  async sendNewsletterTestAdmin(user: AuthUser, articleId: string): Promise<NewsletterResponseDto> {
    await this.notify.sendNewsletterTest(await this.publishedArticle(articleId), user.id);
    return this.getNewsletterAdmin(user, articleId);
  }

  async sendNewsletterAdmin(user: AuthUser, articleId: string): Promise<NewsletterResponseDto> {
    await this.notify.sendNewsletter(await this.publishedArticle(articleId));
    return this.getNewsletterAdmin(user, articleId);
  }

  private async publishedArticle(id: string): Promise<NewsletterArticle> {
    const row = await this.articles.findArticleById(id);
    if (!row) throw new ApiError(404, ARTICLES_ERRORS.article_not_found, 'Article not found');
    if (!isPublished(row.publishedAt, this.clock.now()))
      throw new ApiError(
        409,
        NOTIFICATIONS_ERRORS.article_not_published,
        'Only a published article can be sent as the newsletter',
      );
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      bodyHtml: renderMarkdown(row.body),
    };
  }
}
