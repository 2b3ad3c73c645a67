import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { AuthContext } from './request-context';
import type { AuthRequestContext } from './request-context';
import { GoTrueError } from '../errors/gotrue-error';
import { AuthMagicLinkService } from '../services/auth-magic-link.service';
import { RateLimit } from './rate-limit.interceptor';

const samlDisabled = () => new GoTrueError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');

/** Embedded auth API: sign-in without a password (POST /otp) and SAML SSO, which is switched off. */
@ApiExcludeController()
@Controller('auth/v1')
export class AuthPasswordlessController {
  constructor(private readonly service: AuthMagicLinkService) {}

  @Public()
  @Post('otp')
  @RateLimit('RECOVER', { email: 'body' })
  @HttpCode(200)
  authOtp(@Body() body: Record<string, unknown>, @AuthContext() ctx: AuthRequestContext) {
    return this.service.otp(body, ctx);
  }

  /** SAML 2.0 is not offered: GoTrue's /sso routes answer as it does with SAML disabled. */
  @Public()
  @Post(['sso', 'sso/saml/acs'])
  authSso(): never {
    throw samlDisabled();
  }

  @Public()
  @Get('sso/saml/metadata')
  authSsoMetadata(): never {
    throw samlDisabled();
  }
}
