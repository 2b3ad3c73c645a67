import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { Logger } from 'pino';
import { AuthApiModule } from './auth-api/auth-api.module';
import { AccessModule } from './access/access.module';
import { ErrorFilter } from './common/error.filter';
import { LoggerModule } from './common/logger.module';
import type { Config } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule, type DatabaseProcess } from './database/database.module';
import { MailModule } from './mail/mail.module';
import { JobsModule } from './jobs/jobs.module';
import type { Clock } from './jobs/clock';
import { PersonalDataModule } from './modules/personal-data/personal-data.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { DuesModule } from './modules/dues/dues.module';
import { RefundsModule } from './modules/refunds/refunds.module';
import { CarsModule } from './modules/cars/cars.module';
import { ContactModule } from './modules/contact/contact.module';
import { ArticlesModule } from './modules/articles/articles.module';
import { PagesModule } from './modules/pages/pages.module';
import { FaqModule } from './modules/faq/faq.module';
import { GuideModule } from './modules/guide/guide.module';
import { GalleryModule } from './modules/gallery/gallery.module';
import { RedirectsModule } from './modules/redirects/redirects.module';
import { SiteSettingsModule } from './modules/site-settings/site-settings.module';
import { SitemapModule } from './modules/sitemap/sitemap.module';
import { PublicationModule } from './modules/publication/publication.module';
import { EventsModule } from './modules/events/events.module';
import { FilesModule } from './modules/files/files.module';
import { HealthModule } from './modules/health/health.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { OnboardingModule } from './modules/onboarding/onboarding.module';
import { PerksModule } from './modules/perks/perks.module';
import { MemberVerificationModule } from './modules/member-verification/member-verification.module';
import { SearchModule } from './modules/search/search.module';
import { SetupModule } from './modules/setup/setup.module';
import { MembersModule } from './modules/members/members.module';
import { UserAdminModule } from './modules/user-admin/user-admin.module';
import { OperationsModule } from './modules/operations/operations.module';
import { StorageModule } from './storage/storage.module';
import { MediaModule } from './media/media.module';
import { PageCacheModule } from './page-cache/page-cache.module';
import { SsrModule } from './ssr/ssr.module';
import { MetricsModule } from './metrics/metrics.module';
import { BackupModule } from './backup/backup.module';

export interface AppOptions {
  config: Config;
  databaseUrl: string;
  logger: Logger;
  /** The time background jobs read (tests set it); the system clock by default. */
  clock?: Clock;
  /** The embedded PostgreSQL's process state, for /healthz; absent for an external database. */
  databaseProcess?: DatabaseProcess;
}

/**
 * Composes the app: the cross-cutting modules, one module per product area, and the embedded auth API in embedded mode.
 */
@Module({})
export class AppModule {
  static forRoot({ config, databaseUrl, logger, clock, databaseProcess }: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(logger),
        DatabaseModule.forRoot(databaseUrl, databaseProcess),
        StorageModule,
        MediaModule,
        JobsModule.forRoot(clock),
        MailModule,
        AccessModule,
        ...(config.AUTH_MODE === 'embedded' ? [AuthApiModule] : []),
        PageCacheModule,
        HealthModule,
        MetricsModule,
        BackupModule,
        MembersModule,
        UserAdminModule,
        PersonalDataModule,
        CarsModule,
        OnboardingModule,
        EventsModule,
        SearchModule,
        SetupModule,
        MemberVerificationModule,
        ArticlesModule,
        PagesModule,
        FaqModule,
        GuideModule,
        GalleryModule,
        RedirectsModule,
        SiteSettingsModule,
        SitemapModule,
        PublicationModule,
        FilesModule,
        PerksModule,
        ContactModule,
        DashboardModule,
        NotificationsModule,
        OperationsModule,
        DuesModule,
        RefundsModule,
        SsrModule,
      ],
      // The one error filter, built by Nest so that it gets the auth API's error dialect when mounted.
      providers: [{ provide: APP_FILTER, useClass: ErrorFilter }],
    };
  }
}
