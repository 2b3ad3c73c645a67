import { MailService } from '../mail/mail.service';
import { AuthAdminService } from './auth-admin.service';
import { AvatarFilesService } from './avatar-files.service';
import { AuthJwtService } from './auth-jwt.service';
import { AuthMailerService } from './auth-mailer.service';
import { AuthMetaService } from './auth-meta.service';
import { AuthMfaService } from './auth-mfa.service';
import { AuthOtpService } from './auth-otp.service';
import { AuthRateLimitService } from './auth-rate-limit.service';
import { AuthSessionService } from './auth-session.service';
import { AuthUserService } from './auth-user.service';
import { HealthService } from './health.service';
import { MeService } from './me.service';
import { RegistrationAdminService } from './registration-admin.service';
import { SearchService } from './search.service';
import { UserAdminService } from './user-admin.service';
import { CarService } from './car.service';
import { OnboardingService } from './onboarding.service';
import { ProfileDataService } from './profile-data.service';
import { ProfileService } from './profile.service';
import { EventAdminService } from './event-admin.service';
import { EventAttendanceService } from './event-attendance.service';
import { EventService } from './event.service';
import { ArticleAdminService } from './article-admin.service';
import { ArticleService } from './article.service';
import { ContactService } from './contact.service';
import { ContentPageService } from './content-page.service';
import { FaqService } from './faq.service';
import { GalleryAdminService } from './gallery-admin.service';
import { GalleryService } from './gallery.service';
import { GuideService } from './guide.service';
import { RedirectService } from './redirect.service';
import { SiteSettingService } from './site-setting.service';
import { SitemapService } from './sitemap.service';
import { ChargingAdminService } from './charging-admin.service';
import { ChargingService } from './charging.service';
import { DiscountAdminService } from './discount-admin.service';
import { DiscountService } from './discount.service';
import { FileAdminService } from './file-admin.service';
import { FileService } from './file.service';

export const services = [
  HealthService,
  MailService,
  AuthAdminService,
  AuthJwtService,
  AuthMailerService,
  AuthMetaService,
  AuthMfaService,
  AuthOtpService,
  AuthRateLimitService,
  AuthSessionService,
  AuthUserService,
  MeService,
  SearchService,
  UserAdminService,
  RegistrationAdminService,
  OnboardingService,
  CarService,
  ProfileService,
  ProfileDataService,
  AvatarFilesService,
  EventService,
  EventAttendanceService,
  EventAdminService,
  ArticleService,
  ArticleAdminService,
  ContentPageService,
  FaqService,
  GuideService,
  GalleryService,
  GalleryAdminService,
  RedirectService,
  SiteSettingService,
  ContactService,
  SitemapService,
  DiscountService,
  DiscountAdminService,
  ChargingService,
  ChargingAdminService,
  FileService,
  FileAdminService,
];
