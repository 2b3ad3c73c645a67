import { Body, Controller, Get, HttpCode, Post, Redirect } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { AuthContext } from './request-context';
import type { AuthRequestContext } from './request-context';
import { AuthOtpService } from '../services/auth-otp.service';
import { Caller, GoTrueUser } from './gotrue-user.guard';
import { RateLimit } from './rate-limit.interceptor';
import type { Authenticated } from '../services/auth-jwt.service';

/** Embedded auth API: e-mail links and codes (docs/auth-api.md §1.8, §1.11, §1.12). */
@ApiExcludeController()
@Controller('auth/v1')
export class AuthOtpController {
  constructor(private readonly service: AuthOtpService) {}

  @Public()
  @Post('recover')
  @RateLimit('RECOVER', { email: 'body' })
  @HttpCode(200)
  authRecover(@Body() body: Record<string, unknown>, @AuthContext() ctx: AuthRequestContext) {
    return this.service.recover(body, ctx);
  }

  /** The link in the e-mail, opened by a browser without headers: answers 303. */
  @Public()
  @Get('verify')
  @RateLimit('VERIFY')
  @Redirect(undefined, 303)
  async authVerifyLink(@AuthContext() ctx: AuthRequestContext) {
    return { url: await this.service.verifyLink(ctx.query, ctx), statusCode: 303 };
  }

  @Public()
  @Post('verify')
  @RateLimit('VERIFY', { email: 'body' })
  @HttpCode(200)
  authVerify(@Body() body: Record<string, unknown>, @AuthContext() ctx: AuthRequestContext) {
    return this.service.verify(body, ctx);
  }

  @Public()
  @Post('resend')
  @RateLimit('RESEND', { email: 'body' })
  @HttpCode(200)
  authResend(@Body() body: Record<string, unknown>, @AuthContext() ctx: AuthRequestContext) {
    return this.service.resend(body, ctx);
  }

  @GoTrueUser()
  @Get('reauthenticate')
  @RateLimit('RESEND', { email: 'caller' })
  authReauthenticate(@Caller() caller: Authenticated, @AuthContext() ctx: AuthRequestContext) {
    return this.service.reauthenticate(caller, ctx);
  }
}
