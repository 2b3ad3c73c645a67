import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { publicJwks } from '../crypto/keys';

const EXTERNAL_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
];

/** What tooling asks the auth API about itself (docs/auth-api.md §1.13). */
@Injectable()
export class AuthMetaService {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  settings() {
    return {
      external: {
        anonymous_users: this.config.AUTH_ANONYMOUS_SIGN_IN,
        ...Object.fromEntries(EXTERNAL_PROVIDERS.map((p) => [p, false])),
        ...Object.fromEntries(this.config.authProviders.map((p) => [p.id, true])),
        email: true,
        phone: false,
      },
      disable_signup: this.config.AUTH_DISABLE_SIGNUP,
      mailer_autoconfirm: this.config.AUTH_AUTOCONFIRM,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    };
  }

  health() {
    return {
      version: 'evklub-embedded-2.196.0',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    };
  }

  jwks() {
    return publicJwks(this.config);
  }
}
