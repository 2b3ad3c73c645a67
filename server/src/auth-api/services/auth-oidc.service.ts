import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import type { AuthProviderConfig } from '../../config/auth-providers';
import { GoTrueError } from '../errors/gotrue-error';

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
 * The client side towards the configured providers (openid-client): discovery (kept once it
 * succeeded), the authorization URL with our own PKCE challenge and (OpenID) nonce, and the code
 * exchange with the ID token's checks (signature, issuer, audience, nonce, expiry) done by the
 * library. A plain OAuth 2.0 provider has its endpoints configured and no ID token: its userinfo
 * endpoint says who signed in.
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

  async authorizationUrl(
    provider: AuthProviderConfig,
    request: ProviderRequest,
    extra: Record<string, string>,
  ): Promise<string> {
    const configuration = await this.configuration(provider);
    const openId = provider.kind === 'oidc';
    const url = oidc.buildAuthorizationUrl(configuration, {
      ...extra,
      redirect_uri: this.callbackUrl,
      scope: request.scopes ? `${openId ? 'openid ' : ''}${request.scopes}` : provider.scopes,
      state: request.state,
      ...(openId ? { nonce: request.nonce } : {}),
      code_challenge: await oidc.calculatePKCECodeChallenge(request.verifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  /** Exchanges the code of the callback and reads who signed in; a failure is GoTrue's OAuth error. */
  async exchange(
    provider: AuthProviderConfig,
    params: Record<string, string>,
    request: Omit<ProviderRequest, 'scopes'>,
  ): Promise<ProviderClaims> {
    const configuration = await this.configuration(provider);
    const current = new URL(this.callbackUrl);
    for (const [k, v] of Object.entries(params)) current.searchParams.set(k, v);
    let claims: Record<string, unknown>;
    try {
      claims =
        provider.kind === 'oidc'
          ? await this.openIdClaims(configuration, current, request)
          : await this.userinfoClaims(configuration, current, request);
    } catch (e) {
      throw new GoTrueError(400, 'bad_oauth_callback', `Unable to exchange external code: ${(e as Error).message}`);
    }
    const sub = claims.sub ?? claims.id; // plain OAuth 2.0 APIs (Facebook's Graph API) call it `id`
    if ((typeof sub !== 'string' && typeof sub !== 'number') || sub === '')
      throw new GoTrueError(400, 'bad_oauth_callback', 'The provider did not say who signed in');
    const email = typeof claims.email === 'string' && claims.email ? claims.email.toLowerCase() : undefined;
    // Verified only when the provider says so: `true` (or the string "true" some providers send), or
    // a provider configured as handing out verified addresses only; absent = not verified.
    const verified = provider.trustEmail || claims.email_verified === true || claims.email_verified === 'true';
    return { ...claims, sub: String(sub), email, email_verified: !!email && verified };
  }

  /** OpenID Connect: the ID token's claims (checked by the library), completed by userinfo when it has no address. */
  private async openIdClaims(
    configuration: oidc.Configuration,
    current: URL,
    request: Omit<ProviderRequest, 'scopes'>,
  ): Promise<Record<string, unknown>> {
    const tokens = await oidc.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    const claims: Record<string, unknown> = { ...tokens.claims() };
    if (typeof claims.email === 'string') return claims;
    // Some providers put the address only in userinfo.
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, String(claims.sub));
    return { ...info, ...claims, email: info.email, email_verified: info.email_verified };
  }

  /** Plain OAuth 2.0: who signed in is what the userinfo endpoint says about the access token. */
  private async userinfoClaims(
    configuration: oidc.Configuration,
    current: URL,
    request: Omit<ProviderRequest, 'scopes'>,
  ): Promise<Record<string, unknown>> {
    const tokens = await oidc.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
    });
    return { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, oidc.skipSubjectCheck)) };
  }

  private configuration(provider: AuthProviderConfig): Promise<oidc.Configuration> {
    let found = this.discovered.get(provider.id);
    if (!found) {
      const insecure = new URL(provider.issuer).protocol === 'http:';
      if (provider.endpoints) {
        const { authorization, token, userinfo } = provider.endpoints;
        const configuration = new oidc.Configuration(
          {
            issuer: provider.issuer,
            authorization_endpoint: authorization,
            token_endpoint: token,
            userinfo_endpoint: userinfo,
          },
          provider.clientId,
          provider.clientSecret,
        );
        if (insecure) oidc.allowInsecureRequests(configuration);
        found = Promise.resolve(configuration);
      } else {
        found = oidc.discovery(
          new URL(provider.issuer),
          provider.clientId,
          provider.clientSecret,
          undefined,
          insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
        );
      }
      this.discovered.set(provider.id, found);
      // A failed discovery is tried again by the next request.
      found.catch(() => this.discovered.delete(provider.id));
    }
    return found.catch((e: Error) => {
      throw providerError(`Error getting provider configuration: ${e.message}`);
    });
  }
}
