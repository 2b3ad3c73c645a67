"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.repositories = void 0;
const auth_audit_repository_1 = require("./auth-audit.repository");
const auth_mfa_repository_1 = require("./auth-mfa.repository");
const auth_otp_repository_1 = require("./auth-otp.repository");
const auth_rate_limit_repository_1 = require("./auth-rate-limit.repository");
const auth_session_repository_1 = require("./auth-session.repository");
const auth_transaction_repository_1 = require("./auth-transaction.repository");
const auth_user_repository_1 = require("./auth-user.repository");
const health_repository_1 = require("./health.repository");
const profile_repository_1 = require("./profile.repository");
const search_repository_1 = require("./search.repository");
const user_admin_repository_1 = require("./user-admin.repository");
const car_repository_1 = require("./car.repository");
const onboarding_repository_1 = require("./onboarding.repository");
const token_subject_repository_1 = require("./token-subject.repository");
const event_attendance_repository_1 = require("./event-attendance.repository");
const event_repository_1 = require("./event.repository");
const article_repository_1 = require("./article.repository");
const contact_repository_1 = require("./contact.repository");
const content_page_repository_1 = require("./content-page.repository");
const faq_repository_1 = require("./faq.repository");
const gallery_repository_1 = require("./gallery.repository");
const guide_repository_1 = require("./guide.repository");
const redirect_repository_1 = require("./redirect.repository");
const site_setting_repository_1 = require("./site-setting.repository");
const sitemap_repository_1 = require("./sitemap.repository");
const charging_repository_1 = require("./charging.repository");
const discount_repository_1 = require("./discount.repository");
const file_repository_1 = require("./file.repository");
exports.repositories = [
    health_repository_1.HealthRepository,
    auth_audit_repository_1.AuthAuditRepository,
    auth_mfa_repository_1.AuthMfaRepository,
    auth_otp_repository_1.AuthOtpRepository,
    auth_rate_limit_repository_1.AuthRateLimitRepository,
    auth_session_repository_1.AuthSessionRepository,
    auth_transaction_repository_1.AuthTransactionRepository,
    auth_user_repository_1.AuthUserRepository,
    profile_repository_1.ProfileRepository,
    search_repository_1.SearchRepository,
    user_admin_repository_1.UserAdminRepository,
    car_repository_1.CarRepository,
    onboarding_repository_1.OnboardingRepository,
    token_subject_repository_1.TokenSubjectRepository,
    event_repository_1.EventRepository,
    event_attendance_repository_1.EventAttendanceRepository,
    article_repository_1.ArticleRepository,
    content_page_repository_1.ContentPageRepository,
    faq_repository_1.FaqRepository,
    guide_repository_1.GuideRepository,
    gallery_repository_1.GalleryRepository,
    redirect_repository_1.RedirectRepository,
    site_setting_repository_1.SiteSettingRepository,
    contact_repository_1.ContactRepository,
    sitemap_repository_1.SitemapRepository,
    discount_repository_1.DiscountRepository,
    charging_repository_1.ChargingRepository,
    file_repository_1.FileRepository,
];
//# sourceMappingURL=index.js.map