"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.services = void 0;
const mail_service_1 = require("../mail/mail.service");
const auth_admin_service_1 = require("./auth-admin.service");
const auth_jwt_service_1 = require("./auth-jwt.service");
const auth_mailer_service_1 = require("./auth-mailer.service");
const auth_meta_service_1 = require("./auth-meta.service");
const auth_mfa_service_1 = require("./auth-mfa.service");
const auth_otp_service_1 = require("./auth-otp.service");
const auth_rate_limit_service_1 = require("./auth-rate-limit.service");
const auth_session_service_1 = require("./auth-session.service");
const auth_user_service_1 = require("./auth-user.service");
const health_service_1 = require("./health.service");
const me_service_1 = require("./me.service");
const registration_admin_service_1 = require("./registration-admin.service");
const search_service_1 = require("./search.service");
const user_admin_service_1 = require("./user-admin.service");
const car_service_1 = require("./car.service");
const onboarding_service_1 = require("./onboarding.service");
const profile_data_service_1 = require("./profile-data.service");
const profile_service_1 = require("./profile.service");
const event_admin_service_1 = require("./event-admin.service");
const event_attendance_service_1 = require("./event-attendance.service");
const event_service_1 = require("./event.service");
const article_admin_service_1 = require("./article-admin.service");
const article_service_1 = require("./article.service");
const contact_service_1 = require("./contact.service");
const content_page_service_1 = require("./content-page.service");
const faq_service_1 = require("./faq.service");
const gallery_admin_service_1 = require("./gallery-admin.service");
const gallery_service_1 = require("./gallery.service");
const guide_service_1 = require("./guide.service");
const redirect_service_1 = require("./redirect.service");
const site_setting_service_1 = require("./site-setting.service");
const sitemap_service_1 = require("./sitemap.service");
const charging_admin_service_1 = require("./charging-admin.service");
const charging_service_1 = require("./charging.service");
const discount_admin_service_1 = require("./discount-admin.service");
const discount_service_1 = require("./discount.service");
const file_admin_service_1 = require("./file-admin.service");
const file_service_1 = require("./file.service");
exports.services = [
    health_service_1.HealthService,
    mail_service_1.MailService,
    auth_admin_service_1.AuthAdminService,
    auth_jwt_service_1.AuthJwtService,
    auth_mailer_service_1.AuthMailerService,
    auth_meta_service_1.AuthMetaService,
    auth_mfa_service_1.AuthMfaService,
    auth_otp_service_1.AuthOtpService,
    auth_rate_limit_service_1.AuthRateLimitService,
    auth_session_service_1.AuthSessionService,
    auth_user_service_1.AuthUserService,
    me_service_1.MeService,
    search_service_1.SearchService,
    user_admin_service_1.UserAdminService,
    registration_admin_service_1.RegistrationAdminService,
    onboarding_service_1.OnboardingService,
    car_service_1.CarService,
    profile_service_1.ProfileService,
    profile_data_service_1.ProfileDataService,
    event_service_1.EventService,
    event_attendance_service_1.EventAttendanceService,
    event_admin_service_1.EventAdminService,
    article_service_1.ArticleService,
    article_admin_service_1.ArticleAdminService,
    content_page_service_1.ContentPageService,
    faq_service_1.FaqService,
    guide_service_1.GuideService,
    gallery_service_1.GalleryService,
    gallery_admin_service_1.GalleryAdminService,
    redirect_service_1.RedirectService,
    site_setting_service_1.SiteSettingService,
    contact_service_1.ContactService,
    sitemap_service_1.SitemapService,
    discount_service_1.DiscountService,
    discount_admin_service_1.DiscountAdminService,
    charging_service_1.ChargingService,
    charging_admin_service_1.ChargingAdminService,
    file_service_1.FileService,
    file_admin_service_1.FileAdminService,
];
//# sourceMappingURL=index.js.map