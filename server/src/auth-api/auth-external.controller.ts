import { Controller, Delete, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/decorators';
import { AuthContext } from './request-context';
import type { AuthRequestContext } from './request-context';
import { queryString } from './auth-input.dto';
import { AuthJwtService } from './auth-jwt.service';
import { GoTrueError } from './gotrue-error';

const manualLinkingDisabled = () => new GoTrueError(404, 'manual_linking_disabled', 'Manual linking is disabled');

/**
 * External sign-in providers and linked identities (auth-api.md §7 `GET authorize`,
 * `GET user/identities/authorize`, `DELETE user/identities/{id}`). No OAuth/OIDC provider is
 * configured and manual linking is off, so these answer exactly as GoTrue does in that state; the
 * identities of an account are still listed by GET /user (`getUserIdentities`).
 */
@ApiExcludeController()
@Controller('auth/v1')
export class AuthExternalController {
  constructor(private readonly jwt: AuthJwtService) {}

  /** Opened by the browser (signInWithOAuth): an unknown provider is GoTrue's 400. */
  @Public()
  @Get('authorize')
  authAuthorize(@AuthContext() ctx: AuthRequestContext): never {
    throw new GoTrueError(400, 'validation_failed', `Unsupported provider: Provider ${queryString(ctx.query, 'provider') ?? ''} could not be found`);
  }

  @Public()
  @Get('user/identities/authorize')
  async authLinkIdentity(@AuthContext() ctx: AuthRequestContext): Promise<never> {
    await this.jwt.authenticate(ctx.authorization);
    throw manualLinkingDisabled();
  }

  @Public()
  @Delete('user/identities/:identityId')
  async authUnlinkIdentity(@AuthContext() ctx: AuthRequestContext): Promise<never> {
    await this.jwt.authenticate(ctx.authorization);
    throw manualLinkingDisabled();
  }
}
