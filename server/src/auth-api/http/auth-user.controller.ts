import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { AuthContext } from './request-context';
import type { AuthRequestContext } from './request-context';
import { AuthUserService } from '../services/auth-user.service';
import { Caller, GoTrueUser } from './gotrue-user.guard';
import { RateLimit } from './rate-limit.interceptor';
import type { Authenticated } from '../services/auth-jwt.service';

/** Embedded auth API: sign-up and the signed-in user's own account (docs/auth-api.md §1.2, §1.6, §1.7). */
@ApiExcludeController()
@Controller('auth/v1')
export class AuthUserController {
  constructor(private readonly service: AuthUserService) {}

  @Public()
  @Post('signup')
  @RateLimit('SIGN_UP', { email: 'body' })
  @HttpCode(200)
  authSignup(@Body() body: Record<string, unknown>, @AuthContext() ctx: AuthRequestContext) {
    return this.service.signup(body, ctx);
  }

  @GoTrueUser()
  @Get('user')
  authGetUser(@Caller() caller: Authenticated) {
    return this.service.getUser(caller);
  }

  @GoTrueUser()
  @Put('user')
  authUpdateUser(
    @Body() body: Record<string, unknown>,
    @Caller() caller: Authenticated,
    @AuthContext() ctx: AuthRequestContext,
  ) {
    return this.service.updateUser(body, caller, ctx);
  }
}
