import { AuthAuditRepository } from './auth-audit.repository';
import { AuthMfaRepository } from './auth-mfa.repository';
import { AuthOtpRepository } from './auth-otp.repository';
import { AuthRateLimitRepository } from './auth-rate-limit.repository';
import { AuthSessionRepository } from './auth-session.repository';
import { AuthTransactionRepository } from './auth-transaction.repository';
import { AuthUserRepository } from './auth-user.repository';
import { HealthRepository } from './health.repository';
import { ProfileRepository } from './profile.repository';
import { SearchRepository } from './search.repository';
import { UserAdminRepository } from './user-admin.repository';
import { CarRepository } from './car.repository';
import { OnboardingRepository } from './onboarding.repository';
import { TokenSubjectRepository } from './token-subject.repository';
import { EventAttendanceRepository } from './event-attendance.repository';
import { EventRepository } from './event.repository';
import { ArticleRepository } from './article.repository';
import { ContactRepository } from './contact.repository';
import { ContentPageRepository } from './content-page.repository';
import { FaqRepository } from './faq.repository';
import { GalleryRepository } from './gallery.repository';
import { GuideRepository } from './guide.repository';
import { RedirectRepository } from './redirect.repository';
import { SiteSettingRepository } from './site-setting.repository';
import { SitemapRepository } from './sitemap.repository';
import { ChargingRepository } from './charging.repository';
import { DiscountRepository } from './discount.repository';
import { FileRepository } from './file.repository';

export const repositories = [
  HealthRepository,
  AuthAuditRepository,
  AuthMfaRepository,
  AuthOtpRepository,
  AuthRateLimitRepository,
  AuthSessionRepository,
  AuthTransactionRepository,
  AuthUserRepository,
  ProfileRepository,
  SearchRepository,
  UserAdminRepository,
  CarRepository,
  OnboardingRepository,
  TokenSubjectRepository,
  EventRepository,
  EventAttendanceRepository,
  ArticleRepository,
  ContentPageRepository,
  FaqRepository,
  GuideRepository,
  GalleryRepository,
  RedirectRepository,
  SiteSettingRepository,
  ContactRepository,
  SitemapRepository,
  DiscountRepository,
  ChargingRepository,
  FileRepository,
];
