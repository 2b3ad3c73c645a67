import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/decorators';
import { AuthContext } from './request-context';
import type { AuthRequestContext } from './request-context';
import { AuthMfaService } from './auth-mfa.service';

/** Embedded auth API: TOTP factors (docs/auth-api.md §1.10). */
@ApiExcludeController()
@Controller('auth/v1/factors')
export class AuthMfaController {
  constructor(private readonly service: AuthMfaService) {}

  @Public()
  @Post()
  @HttpCode(200)
  authEnrollFactor(@Body() body: Record<string, unknown>, @AuthContext() ctx: AuthRequestContext) {
    return this.service.enroll(body, ctx);
  }

  @Public()
  @Post(':factorId/challenge')
  @HttpCode(200)
  authChallengeFactor(@Param('factorId') factorId: string, @AuthContext() ctx: AuthRequestContext) {
    return this.service.challenge(factorId, ctx);
  }

  @Public()
  @Post(':factorId/verify')
  @HttpCode(200)
  authVerifyFactor(@Param('factorId') factorId: string, @Body() body: Record<string, unknown>, @AuthContext() ctx: AuthRequestContext) {
    return this.service.verify(factorId, body, ctx);
  }

  @Public()
  @Delete(':factorId')
  authUnenrollFactor(@Param('factorId') factorId: string, @AuthContext() ctx: AuthRequestContext) {
    return this.service.unenroll(factorId, ctx);
  }
}
