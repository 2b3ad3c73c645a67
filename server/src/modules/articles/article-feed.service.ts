import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { buildRss } from '../../domain/rss';
import { ArticleRepository } from './article.repository';
import { mapAuthor } from './article.dto';

const FEED_SIZE = { skip: 0, take: 30 };

/** The news feed: the newest published articles (drafts and scheduled ones never appear). */
@Injectable()
export class ArticleFeedService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly articles: ArticleRepository,
  ) {}

  async getArticleFeed(): Promise<string> {
    const { rows } = await this.articles.listPublished(new Date(), FEED_SIZE);
    const site = this.config.PUBLIC_URL;
    return buildRss({
      title: `${this.config.SITE_NAME} – články`,
      link: `${site}/clanky`,
      self: `${site}/clanky/feed.xml`,
      description: `Novinky a články ${this.config.SITE_NAME}`,
      language: 'sk',
      items: rows.map((row) => {
        const author = mapAuthor(row.author);
        return {
          title: row.title,
          url: `${site}/clanok/${row.slug}`,
          guid: `${site}/clanok/${row.slug}`,
          published: row.publishedAt!,
          description: row.description,
          author: [author.first_name, author.last_name].filter(Boolean).join(' ') || null,
        };
      }),
    });
  }
}
