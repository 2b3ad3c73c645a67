import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import type { AuthProviderConfig } from '../../config/auth-providers';
import type { Db } from '../../database/transaction.repository';
import { GoTrueError } from '../errors/gotrue-error';
import type { ProviderClaims } from './auth-oidc.service';
import { AuthAuditRepository } from '../data/auth-audit.repository';
import { AuthIdentityRepository } from '../data/auth-identity.repository';
import { AuthUserRecord, AuthUserRepository, type JsonValue } from '../data/auth-user.repository';
import { isBanned } from './auth-jwt.service';

/** The outcome of a provider's answer: an account to sign in, or a refusal to hand back to the app. */
export type ProviderOutcome = { user: AuthUserRecord } | { refusal: GoTrueError; confirm?: AuthUserRecord };

const needsVerification = (p: AuthProviderConfig, mailed: boolean) =>
  new GoTrueError(
    422,
    'provider_email_needs_verification',
    mailed
      ? `Unverified email with ${p.id}. A confirmation email has been sent to your ${p.id} email`
      : `Unverified email with ${p.id}. Verify the email with ${p.id} in order to sign in`,
  );

/** identity_data of a provider identity, as GoTrue stores its claims (names and picture under both spellings). */
function identityData(claims: ProviderClaims): Record<string, unknown> {
  const pick = (key: string) => (typeof claims[key] === 'string' && claims[key] ? claims[key] : undefined);
  const data: Record<string, unknown> = {
    iss: pick('iss'),
    sub: claims.sub,
    provider_id: claims.sub,
    email: claims.email,
    email_verified: claims.email_verified,
    phone_verified: false,
    name: pick('name'),
    full_name: pick('name'),
    given_name: pick('given_name'),
    family_name: pick('family_name'),
    picture: pick('picture'),
    avatar_url: pick('picture'),
  };
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
}

/**
 * Which account a provider's answer belongs to (GoTrue's DetermineAccountLinking, external.go), and
 * linking/unlinking identities. The rule that protects existing accounts: a provider's e-mail joins
 * the account with that address only when the provider says the address is verified
 * (`email_verified: true`). An unverified address that belongs to an account is refused with
 * `provider_email_needs_verification` and creates nothing (GoTrue would create a second, address-less
 * account that cannot sign in either; nothing is the safer equal). An unverified new address becomes
 * an unconfirmed account whose confirmation mail must be followed first, as in GoTrue.
 */
@Injectable()
export class AuthIdentityService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly users: AuthUserRepository,
    private readonly identities: AuthIdentityRepository,
    private readonly audit: AuthAuditRepository,
  ) {}

  /** Sign-in (or sign-up) with a provider, inside the caller's transaction. */
  async signIn(db: Db, provider: AuthProviderConfig, claims: ProviderClaims, ip: string): Promise<ProviderOutcome> {
    const data = identityData(claims);
    const known = await this.identities.find(provider.id, claims.sub, db);
    if (known) {
      await this.identities.updateData(db, known.id, data, claims.email ?? null);
      return this.admit(db, provider, (await this.users.findById(known.userId, db))!, claims, data);
    }
    if (!claims.email)
      throw new GoTrueError(500, 'unexpected_failure', 'Error getting user email from external provider');
    const owner = await this.users.findByEmail(claims.email, db);
    if (owner) {
      // Never joins an account on an address the provider has not verified: that would be a takeover.
      if (!claims.email_verified) return { refusal: needsVerification(provider, false) };
      await this.addIdentity(db, owner, provider, claims, data, ip);
      return this.admit(db, provider, (await this.users.findById(owner.id, db))!, claims, data);
    }
    if (this.config.AUTH_DISABLE_SIGNUP)
      throw new GoTrueError(422, 'signup_disabled', 'Signups not allowed for this instance');
    const confirmed = claims.email_verified || this.config.AUTH_AUTOCONFIRM;
    const user = await this.users.create(
      {
        email: claims.email,
        emailConfirmedAt: confirmed ? new Date() : null,
        emailIdentity: false,
        appMetadata: { provider: provider.id, providers: [provider.id] },
        userMetadata: data,
      },
      db,
    );
    await this.identities.create(db, {
      userId: user.id,
      provider: provider.id,
      providerId: claims.sub,
      email: claims.email,
      identityData: data,
    });
    await this.audit.log(
      {
        action: 'user_signedup',
        actorId: user.id,
        actorUsername: claims.email,
        logType: 'team',
        traits: { provider: provider.id },
      },
      ip,
      db,
    );
    const created = (await this.users.findById(user.id, db))!;
    if (!confirmed) return { refusal: needsVerification(provider, true), confirm: created };
    return { user: created };
  }

  /** Links the provider's identity to a signed-in account (linkIdentity), inside the caller's transaction. */
  async link(
    db: Db,
    provider: AuthProviderConfig,
    claims: ProviderClaims,
    targetId: string,
    ip: string,
  ): Promise<AuthUserRecord> {
    const target = await this.users.findById(targetId, db);
    if (!target || target.deletedAt) throw new GoTrueError(422, 'user_not_found', 'Linking target user not found');
    const known = await this.identities.find(provider.id, claims.sub, db);
    if (known)
      throw new GoTrueError(
        422,
        'identity_already_exists',
        known.userId === target.id ? 'Identity is already linked' : 'Identity is already linked to another user',
      );
    if (isBanned(target)) throw new GoTrueError(403, 'user_banned', 'User is banned');
    await this.addIdentity(db, target, provider, claims, identityData(claims), ip);
    return (await this.users.findById(target.id, db))!;
  }

  /** DELETE /user/identities/{id}: never the account's last identity. */
  async unlink(db: Db, user: AuthUserRecord, identityId: string, ip: string): Promise<void> {
    if (user.identities.length <= 1)
      throw new GoTrueError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
    const identity = user.identities.find((i) => i.id === identityId);
    if (!identity || !(await this.identities.delete(db, identity.id, user.id)))
      throw new GoTrueError(422, 'identity_not_found', "Identity doesn't exist");
    await this.identities.syncProviders(db, user.id);
    await this.audit.log(
      {
        action: 'identity_unlinked',
        actorId: user.id,
        actorUsername: user.email ?? '',
        logType: 'account',
        traits: { identity_id: identity.id, provider: identity.provider, provider_id: identity.providerId },
      },
      ip,
      db,
    );
  }

  private async addIdentity(
    db: Db,
    user: AuthUserRecord,
    provider: AuthProviderConfig,
    claims: ProviderClaims,
    data: Record<string, unknown>,
    ip: string,
  ): Promise<void> {
    const identity = await this.identities.create(db, {
      userId: user.id,
      provider: provider.id,
      providerId: claims.sub,
      email: claims.email ?? null,
      identityData: data,
    });
    await this.identities.syncProviders(db, user.id);
    await this.audit.log(
      {
        action: 'identity_linked',
        actorId: user.id,
        actorUsername: user.email ?? '',
        logType: 'account',
        traits: { identity_id: identity.id, provider: provider.id, provider_id: claims.sub },
      },
      ip,
      db,
    );
  }

  /** The account may sign in: not banned, and an unconfirmed one only with a verified provider address. */
  private async admit(
    db: Db,
    provider: AuthProviderConfig,
    user: AuthUserRecord,
    claims: ProviderClaims,
    data: Record<string, unknown>,
  ): Promise<ProviderOutcome> {
    if (isBanned(user) || user.deletedAt) throw new GoTrueError(403, 'user_banned', 'User is banned');
    await this.users.update(
      user.id,
      { rawUserMetaData: { ...(user.rawUserMetaData as Record<string, unknown>), ...data } as JsonValue },
      db,
    );
    if (!user.emailConfirmedAt) {
      if (!claims.email_verified || claims.email !== user.email) return { refusal: needsVerification(provider, false) };
      // Someone may have signed up with this address and a password without owning it: the
      // provider proved who owns it, so that password goes (GoTrue's pre-account-takeover defence).
      await this.users.update(user.id, { encryptedPassword: null }, db);
      await this.users.confirmEmail(user, db);
    }
    return { user: (await this.users.findById(user.id, db))! };
  }
}
