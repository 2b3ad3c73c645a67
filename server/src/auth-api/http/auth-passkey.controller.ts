import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { AuthContext } from './request-context';
import type { AuthRequestContext } from './request-context';
import { AuthPasskeyService } from '../services/auth-passkey.service';
import { Caller, GoTrueUser } from './gotrue-user.guard';
import { NotAnonymousGuard } from './not-anonymous.guard';
import { PasskeysEnabledGuard } from './passkeys-enabled.guard';
import { RateLimit } from './rate-limit.interceptor';
import { ServiceRole } from './service-role.guard';
import type { Authenticated } from '../services/auth-jwt.service';

/** Embedded auth API: passkeys (docs/auth-api.md §1.15), GoTrue's `/passkeys` routes and the admin's. */
@ApiExcludeController()
@UseGuards(PasskeysEnabledGuard)
@Controller('auth/v1')
export class AuthPasskeyController {
  constructor(private readonly service: AuthPasskeyService) {}

  @Public()
  @Post('passkeys/authentication/options')
  @RateLimit('PASSKEY')
  @HttpCode(200)
  authPasskeyAuthenticationOptions() {
    return this.service.authenticationOptions();
  }

  @Public()
  @Post('passkeys/authentication/verify')
  @HttpCode(200)
  authPasskeyAuthenticationVerify(@Body() body: Record<string, unknown>, @AuthContext() ctx: AuthRequestContext) {
    return this.service.authenticationVerify(body, ctx);
  }

  @GoTrueUser(NotAnonymousGuard)
  @Post('passkeys/registration/options')
  @HttpCode(200)
  authPasskeyRegistrationOptions(@Caller() caller: Authenticated) {
    return this.service.registrationOptions(caller);
  }

  @GoTrueUser(NotAnonymousGuard)
  @Post('passkeys/registration/verify')
  @HttpCode(200)
  authPasskeyRegistrationVerify(
    @Body() body: Record<string, unknown>,
    @Caller() caller: Authenticated,
    @AuthContext() ctx: AuthRequestContext,
  ) {
    return this.service.registrationVerify(body, caller, ctx);
  }

  @GoTrueUser()
  @Get('passkeys')
  authListPasskeys(@Caller() caller: Authenticated) {
    return this.service.list(caller);
  }

  @GoTrueUser()
  @Patch('passkeys/:passkeyId')
  authUpdatePasskey(
    @Param('passkeyId') passkeyId: string,
    @Body() body: Record<string, unknown>,
    @Caller() caller: Authenticated,
    @AuthContext() ctx: AuthRequestContext,
  ) {
    return this.service.rename(passkeyId, body, caller, ctx);
  }

  @GoTrueUser()
  @Delete('passkeys/:passkeyId')
  @HttpCode(204)
  authDeletePasskey(
    @Param('passkeyId') passkeyId: string,
    @Caller() caller: Authenticated,
    @AuthContext() ctx: AuthRequestContext,
  ) {
    return this.service.remove(passkeyId, caller, ctx);
  }

  @ServiceRole()
  @Get('admin/users/:userId/passkeys')
  authListPasskeysAdmin(@Param('userId') userId: string) {
    return this.service.listAdmin(userId);
  }

  @ServiceRole()
  @Delete('admin/users/:userId/passkeys/:passkeyId')
  @HttpCode(204)
  authDeletePasskeyAdmin(
    @Param('userId') userId: string,
    @Param('passkeyId') passkeyId: string,
    @AuthContext() ctx: AuthRequestContext,
  ) {
    return this.service.removeAdmin(userId, passkeyId, ctx);
  }
}
