import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';
import type { AuthProviderConfig } from '../config/auth-providers';
import { GoTrueError } from './gotrue-error';

/** What a provider told about the person who signed in (the ID token's claims, completed by userinfo). */
export interface ProviderClaims extends Record<string, unknown> {
  sub: string;
  email?: string;
  email_verified: boolean;
}

/** What the authorization request needs from us; `verifier` and `nonce` are kept in the flow state. */
export interface ProviderRequest {
  state: string;
  verifier: string;
  nonce: string;
  scopes?: string;
}

const providerError = (message: string) => new GoTrueError(500, 'unexpected_failure', message);

/**
 * The OpenID Connect client side towards the configured providers (openid-client): discovery (kept
 * once it succeeded), the authorization URL with our own PKCE challenge and nonce, and the code
 * exchange with the ID token's checks (signature, issuer, audience, nonce, expiry) done by the library.
 */
@Injectable()
export class AuthOidcService {
  private readonly discovered = new Map<string, Promise<oidc.Configuration>>();

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  /** The configured provider of this name, else undefined. */
  find(id: string | undefined): AuthProviderConfig | undefined {
    const name = (id ?? '').toLowerCase();
    return this.config.authProviders.find((p) => p.id === name);
  }

  /** Where the provider sends the browser back: register this URL with the provider. */
  get callbackUrl(): string {
    return `${this.config.PUBLIC_URL}/auth/v1/callback`;
  }

  async authorizationUrl(provider: AuthProviderConfig, request: ProviderRequest, extra: Record<string, string>): Promise<string> {
    const configuration = await this.configuration(provider);
    const url = oidc.buildAuthorizationUrl(configuration, {
      ...extra,
      redirect_uri: this.callbackUrl,
      scope: request.scopes ? `openid ${request.scopes}` : provider.scopes,
      state: request.state,
      nonce: request.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(request.verifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  /** Exchanges the code of the callback and reads who signed in; a failure is GoTrue's OAuth error. */
  async exchange(provider: AuthProviderConfig, params: Record<string, string>, request: Omit<ProviderRequest, 'scopes'>): Promise<ProviderClaims> {
    const configuration = await this.configuration(provider);
    const current = new URL(this.callbackUrl);
    for (const [k, v] of Object.entries(params)) current.searchParams.set(k, v);
    let claims: Record<string, unknown>;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: request.verifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      claims = { ...tokens.claims() };
      if (typeof claims.email !== 'string') {
        // Some providers put the address only in userinfo.
        const info = await oidc.fetchUserInfo(configuration, tokens.access_token, String(claims.sub));
        claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
      }
    } catch (e) {
      throw new GoTrueError(400, 'bad_oauth_callback', `Unable to exchange external code: ${(e as Error).message}`);
    }
    const email = typeof claims.email === 'string' && claims.email ? claims.email.toLowerCase() : undefined;
    // Verified only when the provider says so: `true` (or the string "true" some providers send); absent = not verified.
    const verified = claims.email_verified === true || claims.email_verified === 'true';
    return { ...claims, sub: String(claims.sub), email, email_verified: !!email && verified };
  }

  private configuration(provider: AuthProviderConfig): Promise<oidc.Configuration> {
    let found = this.discovered.get(provider.id);
    if (!found) {
      const insecure = new URL(provider.issuer).protocol === 'http:';
      found = oidc.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
      this.discovered.set(provider.id, found);
      // A failed discovery is tried again by the next request.
      found.catch(() => this.discovered.delete(provider.id));
    }
    return found.catch((e: Error) => {
      throw providerError(`Error getting provider configuration: ${e.message}`);
    });
  }
}
