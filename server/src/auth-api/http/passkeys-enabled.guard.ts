// The passkey routes (`/passkeys/*`, and the admin's) answer only while passkeys are on
// (AUTH_PASSKEY_ENABLED), checked before anything else as GoTrue's router does with its
// `requirePasskeyEnabled` middleware: 404 passkey_disabled, even to a caller without a token.
import { CanActivate, Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { GoTrueError } from '../errors/gotrue-error';

@Injectable()
export class PasskeysEnabledGuard implements CanActivate {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  canActivate(): boolean {
    if (!this.config.AUTH_PASSKEY_ENABLED) throw new GoTrueError(404, 'passkey_disabled', 'Passkeys are disabled');
    return true;
  }
}
