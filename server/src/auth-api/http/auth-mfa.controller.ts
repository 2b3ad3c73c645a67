import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AuthContext } from './request-context';
import type { AuthRequestContext } from './request-context';
import { AuthMfaService } from '../services/auth-mfa.service';
import { Caller, GoTrueUser } from './gotrue-user.guard';
import { RateLimit } from './rate-limit.interceptor';
import type { Authenticated } from '../services/auth-jwt.service';

/** Embedded auth API: TOTP factors (docs/auth-api.md §1.10). */
@ApiExcludeController()
@Controller('auth/v1/factors')
export class AuthMfaController {
  constructor(private readonly service: AuthMfaService) {}

  @GoTrueUser()
  @Post()
  @HttpCode(200)
  authEnrollFactor(
    @Body() body: Record<string, unknown>,
    @Caller() caller: Authenticated,
    @AuthContext() ctx: AuthRequestContext,
  ) {
    return this.service.enroll(body, caller, ctx);
  }

  @GoTrueUser()
  @Post(':factorId/challenge')
  @RateLimit('MFA')
  @HttpCode(200)
  authChallengeFactor(
    @Param('factorId') factorId: string,
    @Caller() caller: Authenticated,
    @AuthContext() ctx: AuthRequestContext,
  ) {
    return this.service.challenge(factorId, caller, ctx);
  }

  @GoTrueUser()
  @Post(':factorId/verify')
  @RateLimit('MFA')
  @HttpCode(200)
  authVerifyFactor(
    @Param('factorId') factorId: string,
    @Body() body: Record<string, unknown>,
    @Caller() caller: Authenticated,
    @AuthContext() ctx: AuthRequestContext,
  ) {
    return this.service.verify(factorId, body, caller, ctx);
  }

  @GoTrueUser()
  @Delete(':factorId')
  authUnenrollFactor(
    @Param('factorId') factorId: string,
    @Caller() caller: Authenticated,
    @AuthContext() ctx: AuthRequestContext,
  ) {
    return this.service.unenroll(factorId, caller, ctx);
  }
}
