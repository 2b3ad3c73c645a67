import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ACCOUNT_DELETION } from '../access/account-deletion';
import { MEMBER_PASSKEYS } from '../access/member-passkeys';
import { ERROR_DIALECT } from '../common/error.filter';
import { PersonalDataModule } from '../modules/personal-data/personal-data.module';
import { MembersModule } from '../modules/members/members.module';
import { AuthAccountDeletionService } from './services/auth-account-deletion.service';
import { AuthAdminController } from './http/auth-admin.controller';
import { AuthAdminService } from './services/auth-admin.service';
import { AuthAuditRepository } from './data/auth-audit.repository';
import { AuthExternalController } from './http/auth-external.controller';
import { AuthExternalService } from './services/auth-external.service';
import { AuthIdentityRepository } from './data/auth-identity.repository';
import { AuthIdentityService } from './services/auth-identity.service';
import { AuthOidcService } from './services/auth-oidc.service';
import { AuthHttpSetup } from './http/auth-http.setup';
import { AuthJwtService } from './services/auth-jwt.service';
import { AuthMailerService } from './mailer/auth-mailer.service';
import { AuthMetaController } from './http/auth-meta.controller';
import { AuthMetaService } from './services/auth-meta.service';
import { AuthMfaController } from './http/auth-mfa.controller';
import { AuthMfaRepository } from './data/auth-mfa.repository';
import { AuthMfaService } from './services/auth-mfa.service';
import { AuthMagicLinkService } from './services/auth-magic-link.service';
import { AuthOtpController } from './http/auth-otp.controller';
import { AuthOtpRepository } from './data/auth-otp.repository';
import { AuthPasskeyController } from './http/auth-passkey.controller';
import { AuthPasskeyRepository } from './data/auth-passkey.repository';
import { AuthPasskeyService } from './services/auth-passkey.service';
import { AuthOtpService } from './services/auth-otp.service';
import { AuthPasswordlessController } from './http/auth-passwordless.controller';
import { AuthRateLimitRepository } from './data/auth-rate-limit.repository';
import { AuthRateLimitService } from './rate-limit/auth-rate-limit.service';
import { PasswordCheckGate } from './rate-limit/password-check-gate';
import { PasswordHasher } from './crypto/password-hasher';
import { AuthBulkhead } from './rate-limit/auth-bulkhead';
import { BulkheadInterceptor } from './http/bulkhead.interceptor';
import { AuthSessionController } from './http/auth-session.controller';
import { AuthSessionRepository } from './data/auth-session.repository';
import { AuthSessionService } from './services/auth-session.service';
import { AuthUserController } from './http/auth-user.controller';
import { AuthUserRepository } from './data/auth-user.repository';
import { AuthUserService } from './services/auth-user.service';
import { formatGoTrueError } from './errors/gotrue-error';
import { AUTH_PREFIX } from './http/http-setup';

/**
 * The embedded Supabase-compatible auth API under /auth/v1 (docs/auth-api.md), imported by AppModule only
 * when AUTH_MODE=embedded. Global so that product modules find its exports for them,
 * ACCOUNT_DELETION and MEMBER_PASSKEYS, without importing it (and without it in supabase mode: they take it as
 * optional). It also brings GoTrue's error format for its prefix (ERROR_DIALECT) and its CORS (AuthHttpSetup).
 */
@Global()
@Module({
  imports: [PersonalDataModule, MembersModule],
  controllers: [
    AuthSessionController,
    AuthUserController,
    AuthOtpController,
    AuthMfaController,
    AuthAdminController,
    AuthMetaController,
    AuthPasswordlessController,
    AuthExternalController,
    AuthPasskeyController,
  ],
  providers: [
    AuthHttpSetup,
    AuthAdminService,
    AuthExternalService,
    AuthIdentityService,
    AuthOidcService,
    AuthIdentityRepository,
    AuthJwtService,
    AuthMagicLinkService,
    AuthMailerService,
    AuthMetaService,
    AuthMfaService,
    AuthOtpService,
    AuthPasskeyService,
    AuthPasskeyRepository,
    AuthRateLimitService,
    PasswordCheckGate,
    PasswordHasher,
    AuthBulkhead,
    { provide: APP_INTERCEPTOR, useClass: BulkheadInterceptor },
    AuthSessionService,
    AuthUserService,
    AuthAuditRepository,
    AuthMfaRepository,
    AuthOtpRepository,
    AuthRateLimitRepository,
    AuthSessionRepository,
    AuthUserRepository,
    AuthAccountDeletionService,
    { provide: ACCOUNT_DELETION, useExisting: AuthAccountDeletionService },
    { provide: MEMBER_PASSKEYS, useExisting: AuthPasskeyService },
    { provide: ERROR_DIALECT, useValue: { prefix: AUTH_PREFIX, format: formatGoTrueError } },
  ],
  exports: [ACCOUNT_DELETION, MEMBER_PASSKEYS, ERROR_DIALECT],
})
export class AuthApiModule {}
