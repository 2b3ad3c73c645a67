import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import type { AuthProviderConfig } from '../../config/auth-providers';
import { LOGGER } from '../../common/logger.module';
import { TransactionRepository } from '../../database/transaction.repository';
import { GoTrueError, validationFailed } from '../errors/gotrue-error';
import { resolveRedirect, withParams } from './redirect';
import type { AuthRequestContext } from '../http/request-context';
import { queryString, readPkce } from '../http/auth-input.dto';
import { AuthOidcService } from './auth-oidc.service';
import { AuthIdentityRepository, ExternalFlowRow } from '../data/auth-identity.repository';
import { AuthIdentityService } from './auth-identity.service';
import { AuthMailerService } from '../mailer/auth-mailer.service';
import { AuthRateLimitService } from '../rate-limit/auth-rate-limit.service';
import { AuthSessionService, FLOW_CODE_LIFETIME_SECONDS } from './auth-session.service';
import type { AuthUserRecord } from '../data/auth-user.repository';
import { UUID } from '../../domain/uuid';

/** How long the browser may take at the provider (GoTrue's flow-state expiry is of the same order). */
const FLOW_LIFETIME_SECONDS = 600;
/** Query parameters of /authorize handed on to the provider (the rest are ours or the provider's to set). */
const PASSED_ON = ['prompt', 'login_hint', 'hd', 'domain_hint', 'max_age', 'ui_locales', 'display', 'access_type'];
/** GoTrue's `error` values of the redirect for an HTTP status (oauthErrorMap). */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};
const ACCESS_DENIED_CODES = new Set(['signup_disabled', 'user_banned', 'provider_email_needs_verification']);

/** An OAuth error from the provider itself (`?error=access_denied` when the person said no). */
class ProviderDenied extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const unsupportedProvider = (name: string | undefined) =>
  validationFailed(`Unsupported provider: Provider ${name ?? ''} could not be found`);

/**
 * Sign-in with an external OpenID provider the way GoTrue does it (external.go): GET /authorize
 * stores a flow state whose id is the `state` and sends the browser to the provider with our PKCE
 * challenge and a nonce; GET|POST /callback exchanges the code once, finds or creates the account
 * (AuthIdentityService) and sends the browser back to `redirect_to` with `?code=` (the client's PKCE
 * flow, exchanged by POST /token?grant_type=pkce) or the session in the fragment (implicit flow).
 * Errors go back to the app as `?error=…&error_code=…&error_description=…` (and the same fragment).
 */
@Injectable()
export class AuthExternalService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly tx: TransactionRepository,
    private readonly oidc: AuthOidcService,
    private readonly flows: AuthIdentityRepository,
    private readonly accounts: AuthIdentityService,
    private readonly mailer: AuthMailerService,
    private readonly sessions: AuthSessionService,
    private readonly limits: AuthRateLimitService,
  ) {}

  /** Where the browser goes when the flow names no (allowed) `redirect_to`. */
  private get home(): string {
    return `${this.config.PUBLIC_URL}/`;
  }

  /** The provider's authorization URL for /authorize (and, with `linkTo`, for linking an identity). */
  async authorize(ctx: AuthRequestContext, linkTo?: AuthUserRecord): Promise<string> {
    const name = queryString(ctx.query, 'provider');
    const provider = this.oidc.find(name);
    if (!provider) throw unsupportedProvider(name?.toLowerCase());
    const pkce = readPkce({
      code_challenge: queryString(ctx.query, 'code_challenge'),
      code_challenge_method: queryString(ctx.query, 'code_challenge_method'),
    });
    const state = randomUUID();
    const verifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    await this.tx.run(async (db) => {
      // Flows nobody can finish any more: past the time at the provider plus the code's lifetime.
      await this.flows.deleteFlowsOlderThan(
        db,
        new Date(Date.now() - (FLOW_LIFETIME_SECONDS + FLOW_CODE_LIFETIME_SECONDS) * 1000),
      );
      await this.flows.createFlow(db, {
        id: state,
        authCode: randomUUID(),
        providerType: provider.id,
        codeChallenge: pkce?.challenge ?? null,
        codeChallengeMethod: pkce?.method ?? null,
        referrer: resolveRedirect(queryString(ctx.query, 'redirect_to'), this.config),
        linkingTargetId: linkTo?.id ?? null,
        providerCodeVerifier: verifier,
        providerNonce: nonce,
      });
    });
    const extra = Object.fromEntries(PASSED_ON.map((k) => [k, queryString(ctx.query, k)]).filter(([, v]) => v));
    return this.oidc.authorizationUrl(
      provider,
      { state, verifier, nonce, scopes: queryString(ctx.query, 'scopes') },
      extra,
    );
  }

  /** DELETE /user/identities/{id}: the identity, the user's provider list and the audit entry in one transaction. */
  unlink(user: AuthUserRecord, identityId: string, ip: string): Promise<void> {
    return this.tx.run((db) => this.accounts.unlink(db, user, identityId, ip));
  }

  /** GET|POST /callback: where the browser goes next (the app, with a code, a session or an error). */
  async callback(params: Record<string, string>, ctx: AuthRequestContext): Promise<string> {
    let target = this.home;
    try {
      // Counted here, not by @RateLimit(): a refused callback goes back to the site like any failed one.
      await this.limits.consume('VERIFY', ctx.ip);
      const flow = await this.loadFlow(params.state);
      target = flow.referrer ?? target;
      return await this.finish(flow, params, ctx);
    } catch (e) {
      return this.failure(target, e);
    }
  }

  private async loadFlow(state: string | undefined): Promise<ExternalFlowRow & { providerNonce: string }> {
    if (!state) throw new GoTrueError(400, 'bad_oauth_callback', 'OAuth state parameter missing');
    if (!UUID.test(state)) throw new GoTrueError(400, 'bad_oauth_state', 'OAuth state parameter is invalid');
    const flow = await this.flows.findFlow(state);
    if (!flow || flow.authenticationMethod !== 'oauth' || !flow.providerNonce)
      throw new GoTrueError(400, 'bad_oauth_state', 'OAuth state not found or expired');
    if (flow.userId || !flow.providerCodeVerifier)
      throw new GoTrueError(400, 'flow_state_already_used', 'State has already been used');
    if (flow.createdAt.getTime() + FLOW_LIFETIME_SECONDS * 1000 < Date.now())
      throw new GoTrueError(400, 'bad_oauth_state', 'OAuth state has expired');
    return flow as ExternalFlowRow & { providerNonce: string };
  }

  private async finish(
    flow: ExternalFlowRow & { providerNonce: string },
    params: Record<string, string>,
    ctx: AuthRequestContext,
  ): Promise<string> {
    const verifier = flow.providerCodeVerifier!;
    const back = flow.referrer ?? this.home;
    // The provider's code is exchanged once: a replayed callback finds the verifier gone.
    if (!(await this.flows.claimFlow(flow.id)))
      throw new GoTrueError(400, 'flow_state_already_used', 'State has already been used');
    if (params.error) throw new ProviderDenied(params.error, params.error_description ?? params.error);
    const provider = this.oidc.find(flow.providerType);
    if (!provider) throw unsupportedProvider(flow.providerType);
    if (!params.code)
      throw new GoTrueError(400, 'bad_oauth_callback', 'OAuth callback with missing authorization code');
    const claims = await this.oidc.exchange(provider, params, { state: flow.id, verifier, nonce: flow.providerNonce });
    const pkce = !!flow.codeChallenge;
    type Result =
      { refusal: GoTrueError } | { code: string } | { user: AuthUserRecord; sessionId: string; refreshToken: string };
    const result = await this.tx.run(async (db): Promise<Result> => {
      const outcome = flow.linkingTargetId
        ? { user: await this.accounts.link(db, provider, claims, flow.linkingTargetId, ctx.ip) }
        : await this.accounts.signIn(db, provider, claims, ctx.ip);
      if ('refusal' in outcome) {
        if (outcome.confirm) await this.mailer.sendConfirmation(db, outcome.confirm, undefined, back);
        await this.flows.deleteFlow(db, flow.id);
        return { refusal: outcome.refusal };
      }
      if (pkce) {
        await this.flows.issueCode(db, flow.id, outcome.user.id);
        return { code: flow.authCode };
      }
      await this.flows.deleteFlow(db, flow.id);
      return { user: outcome.user, ...(await this.sessions.start(db, outcome.user, 'oauth', ctx)) };
    });
    if ('refusal' in result) throw result.refusal;
    if ('code' in result) return withParams(back, { code: result.code }, 'query');
    return this.implicit(back, result.user.id, result.sessionId, result.refreshToken, provider);
  }

  private async implicit(
    back: string,
    userId: string,
    sessionId: string,
    refreshToken: string,
    provider: AuthProviderConfig,
  ): Promise<string> {
    const s = await this.sessions.reply(userId, sessionId, refreshToken);
    this.logger.debug({ provider: provider.id }, 'signed in with an external provider');
    const params = {
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: 'bearer',
    };
    return withParams(back, params, 'fragment');
  }

  /** GoTrue's redirectErrors: the error in the query and in the fragment (with `sb`). */
  private failure(target: string, e: unknown): string {
    let params: Record<string, string>;
    if (e instanceof ProviderDenied) params = { error: e.error, error_description: e.description };
    else if (e instanceof GoTrueError) {
      const status = e.getStatus();
      const error: string = ACCESS_DENIED_CODES.has(e.code)
        ? 'access_denied'
        : (OAUTH_ERRORS[status] ?? 'server_error');
      params = { error, error_code: e.code, error_description: e.message };
    } else {
      this.logger.error({ err: (e as Error).message }, 'external sign-in failed');
      params = {
        error: 'server_error',
        error_code: 'unexpected_failure',
        error_description: 'Unexpected failure, please check server logs for more information',
      };
    }
    return withParams(withParams(target, params, 'query'), { ...params, sb: '' }, 'fragment');
  }
}
