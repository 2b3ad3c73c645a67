// Linking and unlinking identities (`/user/identities/*`) are open only while manual linking is on
// (AUTH_MANUAL_LINKING, with a provider configured), checked before the handler as GoTrue's router
// does with its `requireManualLinkingEnabled` middleware. Used after the authentication:
// `@GoTrueUser(ManualLinkingGuard)`, so an anonymous caller still hears 401 first.
import { CanActivate, Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { GoTrueError } from '../errors/gotrue-error';

@Injectable()
export class ManualLinkingGuard implements CanActivate {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  canActivate(): boolean {
    if (!this.config.AUTH_MANUAL_LINKING || this.config.authProviders.length === 0)
      throw new GoTrueError(404, 'manual_linking_disabled', 'Manual linking is disabled');
    return true;
  }
}
