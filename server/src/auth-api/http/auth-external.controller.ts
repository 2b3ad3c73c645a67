import { Body, Controller, Delete, Get, HttpCode, Param, Post, Redirect, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { AuthContext } from './request-context';
import type { AuthRequestContext } from './request-context';
import { queryString } from './auth-input.dto';
import type { Authenticated } from '../services/auth-jwt.service';
import { GoTrueError } from '../errors/gotrue-error';
import { AuthExternalService } from '../services/auth-external.service';
import { UUID } from '../../domain/uuid';
import { Caller, GoTrueUser } from './gotrue-user.guard';
import { ManualLinkingGuard } from './manual-linking.guard';
import { RateLimit } from './rate-limit.interceptor';

/** Callback parameters: strings only (a repeated one counts once). */
function callbackParams(source: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys((source ?? {}) as object)) {
    const value = queryString(source, key);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * External sign-in providers and linked identities (docs/auth-api.md §7 `GET authorize`,
 * `GET user/identities/authorize`, `DELETE user/identities/{id}`), see AuthExternalService. Without
 * AUTH_PROVIDERS every provider is unknown and manual linking is off, as in GoTrue with none set up.
 */
@ApiExcludeController()
@Controller('auth/v1')
export class AuthExternalController {
  constructor(private readonly external: AuthExternalService) {}

  /** Opened by the browser (signInWithOAuth): a 302 to the provider. */
  @Public()
  @Get('authorize')
  @RateLimit('VERIFY')
  @Redirect(undefined, 302)
  async authAuthorize(@AuthContext() ctx: AuthRequestContext) {
    return { url: await this.external.authorize(ctx), statusCode: 302 };
  }

  /** Where the provider sends the browser back (GET, or POST with response_mode=form_post). */
  @Public()
  @Get('callback')
  @Redirect(undefined, 302)
  async authCallback(@AuthContext() ctx: AuthRequestContext) {
    return { url: await this.external.callback(callbackParams(ctx.query), ctx), statusCode: 302 };
  }

  @Public()
  @Post('callback')
  @Redirect(undefined, 302)
  async authCallbackPost(@Body() body: unknown, @AuthContext() ctx: AuthRequestContext) {
    return {
      url: await this.external.callback({ ...callbackParams(ctx.query), ...callbackParams(body) }, ctx),
      statusCode: 302,
    };
  }

  /** linkIdentity: `{ url }` with skip_http_redirect=true (what supabase-js asks for), else a 302. */
  @GoTrueUser(ManualLinkingGuard)
  @Get('user/identities/authorize')
  @RateLimit('VERIFY')
  async authLinkIdentity(
    @Caller() { user }: Authenticated,
    @AuthContext() ctx: AuthRequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const url = await this.external.authorize(ctx, user);
    if (queryString(ctx.query, 'skip_http_redirect') !== 'true') reply.status(302).header('location', url);
    return { url };
  }

  @GoTrueUser(ManualLinkingGuard)
  @Delete('user/identities/:identityId')
  @HttpCode(200)
  async authUnlinkIdentity(
    @Param('identityId') identityId: string,
    @Caller() { user }: Authenticated,
    @AuthContext() ctx: AuthRequestContext,
  ): Promise<Record<string, never>> {
    if (!UUID.test(identityId)) throw new GoTrueError(404, 'validation_failed', 'identity_id must be an UUID');
    await this.external.unlink(user, identityId, ctx.ip);
    return {};
  }
}
