import { Module } from '@nestjs/common';
import { ArticleController } from './article.controller';
import { ArticleAdminController } from './article-admin.controller';
import { ContentPageController } from './content-page.controller';
import { ContentPageAdminController } from './content-page-admin.controller';
import { FaqController } from './faq.controller';
import { FaqAdminController } from './faq-admin.controller';
import { GuideController } from './guide.controller';
import { GuideAdminController } from './guide-admin.controller';
import { GalleryController } from './gallery.controller';
import { GalleryAdminController } from './gallery-admin.controller';
import { RedirectController } from './redirect.controller';
import { RedirectAdminController } from './redirect-admin.controller';
import { SiteSettingController } from './site-setting.controller';
import { SiteSettingAdminController } from './site-setting-admin.controller';
import { SitemapController } from './sitemap.controller';
import { ArticleFeedController } from './article-feed.controller';
import { ArticleFeedService } from './article-feed.service';
import { ArticleService } from './article.service';
import { ArticleAdminService } from './article-admin.service';
import { ContentPageService } from './content-page.service';
import { FaqService } from './faq.service';
import { GuideService } from './guide.service';
import { GalleryService } from './gallery.service';
import { GalleryAdminService } from './gallery-admin.service';
import { RedirectService } from './redirect.service';
import { SiteSettingService } from './site-setting.service';
import { SitemapService } from './sitemap.service';
import { ArticleRepository } from './article.repository';
import { ContentPageRepository } from './content-page.repository';
import { FaqRepository } from './faq.repository';
import { GuideRepository } from './guide.repository';
import { GalleryRepository } from './gallery.repository';
import { RedirectRepository } from './redirect.repository';
import { SiteSettingRepository } from './site-setting.repository';
import { SitemapRepository } from './sitemap.repository';
import { PublicationService } from './publication.service';
import { PublicationRepository } from './publication.repository';
import { UsersModule } from '../users/users.module';
import { MembershipFeeModule } from '../dues/membership-fee.module';

/** What staff publish: articles, pages, FAQ, guide, gallery, redirects, site settings and the sitemap. */
@Module({
  imports: [UsersModule, MembershipFeeModule],
  controllers: [
    ArticleController,
    ArticleAdminController,
    ContentPageController,
    ContentPageAdminController,
    FaqController,
    FaqAdminController,
    GuideController,
    GuideAdminController,
    GalleryController,
    GalleryAdminController,
    RedirectController,
    RedirectAdminController,
    SiteSettingController,
    SiteSettingAdminController,
    SitemapController,
    ArticleFeedController,
  ],
  providers: [
    ArticleService,
    ArticleFeedService,
    ArticleAdminService,
    ContentPageService,
    FaqService,
    GuideService,
    GalleryService,
    GalleryAdminService,
    RedirectService,
    SiteSettingService,
    SitemapService,
    PublicationService,
    ArticleRepository,
    ContentPageRepository,
    FaqRepository,
    GuideRepository,
    GalleryRepository,
    RedirectRepository,
    SiteSettingRepository,
    SitemapRepository,
    PublicationRepository,
  ],
  exports: [
    PublicationService,
    GalleryService,
    SiteSettingService,
    RedirectService,
    ArticleService,
    ContentPageService,
    FaqService,
    GuideService,
  ],
})
export class ContentModule {}
