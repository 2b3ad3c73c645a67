import { Global, Module } from '@nestjs/common';
import { ACCOUNT_DELETION } from '../auth/account-deletion';
import { ERROR_DIALECT } from '../common/error.filter';
import { AccountsModule } from '../modules/accounts/accounts.module';
import { UsersModule } from '../modules/users/users.module';
import { AuthAccountDeletionService } from './auth-account-deletion.service';
import { AuthAdminController } from './auth-admin.controller';
import { AuthAdminService } from './auth-admin.service';
import { AuthAuditRepository } from './auth-audit.repository';
import { AuthExternalController } from './auth-external.controller';
import { AuthExternalService } from './auth-external.service';
import { AuthIdentityRepository } from './auth-identity.repository';
import { AuthIdentityService } from './auth-identity.service';
import { AuthOidcService } from './auth-oidc.service';
import { AuthHttpSetup } from './auth-http.setup';
import { AuthJwtService } from './auth-jwt.service';
import { AuthMailerService } from './auth-mailer.service';
import { AuthMetaController } from './auth-meta.controller';
import { AuthMetaService } from './auth-meta.service';
import { AuthMfaController } from './auth-mfa.controller';
import { AuthMfaRepository } from './auth-mfa.repository';
import { AuthMfaService } from './auth-mfa.service';
import { AuthMagicLinkService } from './auth-magic-link.service';
import { AuthOtpController } from './auth-otp.controller';
import { AuthOtpRepository } from './auth-otp.repository';
import { AuthOtpService } from './auth-otp.service';
import { AuthPasswordlessController } from './auth-passwordless.controller';
import { AuthRateLimitRepository } from './auth-rate-limit.repository';
import { AuthRateLimitService } from './auth-rate-limit.service';
import { PasswordCheckGate } from './password-check-gate';
import { AuthSessionController } from './auth-session.controller';
import { AuthSessionRepository } from './auth-session.repository';
import { AuthSessionService } from './auth-session.service';
import { AuthUserController } from './auth-user.controller';
import { AuthUserRepository } from './auth-user.repository';
import { AuthUserService } from './auth-user.service';
import { formatGoTrueError } from './gotrue-error';
import { AUTH_PREFIX } from './http-setup';

/**
 * The embedded Supabase-compatible auth API under /auth/v1 (docs/auth-api.md), imported by AppModule only
 * when AUTH_MODE=embedded. Global so that product modules find its one export for them,
 * ACCOUNT_DELETION, without importing it (and without it in supabase mode: they take it as optional).
 * It also brings GoTrue's error format for its prefix (ERROR_DIALECT) and its CORS (AuthHttpSetup).
 */
@Global()
@Module({
  imports: [AccountsModule, UsersModule],
  controllers: [AuthSessionController, AuthUserController, AuthOtpController, AuthMfaController, AuthAdminController, AuthMetaController, AuthPasswordlessController, AuthExternalController],
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
    AuthRateLimitService,
    PasswordCheckGate,
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
    { provide: ERROR_DIALECT, useValue: { prefix: AUTH_PREFIX, format: formatGoTrueError } },
  ],
  exports: [ACCOUNT_DELETION, ERROR_DIALECT],
})
export class AuthApiModule {}
