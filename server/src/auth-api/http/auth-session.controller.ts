import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { AuthContext } from './request-context';
import type { AuthRequestContext } from './request-context';
import { queryString } from './auth-input.dto';
import { AuthSessionService } from '../services/auth-session.service';
import { Caller, GoTrueUser } from './gotrue-user.guard';
import { RateLimit } from './rate-limit.interceptor';
import type { Authenticated } from '../services/auth-jwt.service';

/**
 * Embedded auth API (Supabase Auth compatible, documented in README.md, "Sign-in methods", rather
 * than OpenAPI). Public for the product guard: these endpoints authenticate callers themselves (§3.3).
 */
@ApiExcludeController()
@Controller('auth/v1')
export class AuthSessionController {
  constructor(private readonly service: AuthSessionService) {}

  @Public()
  @Post('token')
  @RateLimit('REFRESH', { grantType: 'refresh_token' })
  @RateLimit('VERIFY', { grantType: 'pkce' })
  @HttpCode(200)
  authToken(@Body() body: Record<string, unknown>, @AuthContext() ctx: AuthRequestContext) {
    return this.service.token(queryString(ctx.query, 'grant_type'), body, ctx);
  }

  @GoTrueUser()
  @Post('logout')
  @HttpCode(204)
  authLogout(@Caller() caller: Authenticated, @AuthContext() ctx: AuthRequestContext) {
    return this.service.logout(queryString(ctx.query, 'scope'), caller, ctx);
  }
}
