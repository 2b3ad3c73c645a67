import { Module } from '@nestjs/common';
import { ArticleController } from './article.controller';
import { ArticleAdminController } from './article-admin.controller';
import { ArticleFeedController } from './article-feed.controller';
import { ArticleService } from './article.service';
import { ArticleAdminService } from './article-admin.service';
import { ArticleFeedService } from './article-feed.service';
import { ArticleRepository } from './article.repository';
import { MembersModule } from '../members/members.module';
import { GalleryModule } from '../gallery/gallery.module';

/** Articles: the public list, an article, the RSS feed, and their staff screens. */
@Module({
  imports: [MembersModule, GalleryModule],
  controllers: [ArticleController, ArticleAdminController, ArticleFeedController],
  providers: [ArticleService, ArticleAdminService, ArticleFeedService, ArticleRepository],
  exports: [ArticleService],
})
export class ArticlesModule {}
