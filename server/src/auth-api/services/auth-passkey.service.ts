import { Inject, Injectable } from '@nestjs/common';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { CONFIG } from '../../config/config.module';
import type { MemberPasskey, MemberPasskeys } from '../../access/member-passkeys';
import type { Config } from '../../config/config';
import { GoTrueError, validationFailed } from '../errors/gotrue-error';
import type { AuthRequestContext } from '../http/request-context';
import { readBody, type AuthBody } from '../http/auth-input.dto';
import type { GoTrueSession } from '../http/auth-user.dto';
import { mapPasskey, type GoTruePasskey } from '../http/auth-passkey.dto';
import { passkeyName } from './passkey-names';
import { AuthAuditRepository } from '../data/auth-audit.repository';
import { AuthPasskeyRepository, type PasskeyChallengeType } from '../data/auth-passkey.repository';
import { AuthUserRepository } from '../data/auth-user.repository';
import { AuthSessionRepository } from '../data/auth-session.repository';
import { TransactionRepository, type Db } from '../../database/transaction.repository';
import { isUniqueViolation } from '../../database/prisma-errors';
import { UUID } from '../../domain/uuid';
import { isBanned, type Authenticated } from './auth-jwt.service';
import { AuthSessionService } from './auth-session.service';
import { creationOptions, requestOptions, verifyAssertion, verifyCreation } from './webauthn-ceremony';

interface ChallengeData {
  challenge: string;
  user_verification: 'required' | 'preferred';
}

interface OptionsReply<T> {
  challenge_id: string;
  options: T;
  expires_at: number;
}

const verificationFailed = (message = 'Credential verification failed') =>
  new GoTrueError(400, 'webauthn_verification_failed', message);
const passkeyNotFound = () => new GoTrueError(404, 'validation_failed', 'Passkey not found');

/**
 * Passkeys (docs/auth-api.md §1.15), as GoTrue's internal/api/passkey_*.go: registration and
 * discoverable sign-in ceremonies, verified by @simplewebauthn/server, and the member's list.
 */
@Injectable()
export class AuthPasskeyService implements MemberPasskeys {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly tx: TransactionRepository,
    private readonly passkeys: AuthPasskeyRepository,
    private readonly users: AuthUserRepository,
    private readonly audit: AuthAuditRepository,
    private readonly sessions: AuthSessionService,
    private readonly sessionRows: AuthSessionRepository,
  ) {}

  /**
   * Registering and removing need aal2 from a member who has a verified MFA factor (GoTrue's
   * requirePasskeyManagementAAL).
   */
  private requireManagementAal({ user, session }: Authenticated): void {
    if (user.factors.some((f) => f.status === 'verified') && session.aal !== 'aal2')
      throw new GoTrueError(403, 'insufficient_aal', 'AAL2 session is required to manage passkeys when MFA is enabled');
  }

  /**
   * A passkey is a whole sign-in: without its PIN or biometrics, a stolen key would be one
   * (AUTH_PASSKEY_USER_VERIFICATION).
   */
  private requireUserVerification = () => this.config.AUTH_PASSKEY_USER_VERIFICATION === 'required';

  private tooMany = () => new GoTrueError(422, 'too_many_passkeys', 'Maximum number of passkeys reached');

  private async newChallenge<T extends { challenge: string }>(
    userId: string | null,
    type: PasskeyChallengeType,
    options: T,
  ): Promise<OptionsReply<T>> {
    const expiresAt = new Date(Date.now() + this.config.AUTH_WEBAUTHN_CHALLENGE_EXPIRY * 1000);
    const sessionData: ChallengeData = {
      challenge: options.challenge,
      user_verification: this.config.AUTH_PASSKEY_USER_VERIFICATION,
    };
    const row = await this.tx.run(async (db) => {
      await this.passkeys.deleteExpiredChallenges(db, new Date());
      return this.passkeys.createChallenge(db, { userId, type, sessionData: { ...sessionData }, expiresAt });
    });
    return { challenge_id: row.id, options, expires_at: Math.floor(expiresAt.getTime() / 1000) };
  }

  /** The challenge an answer names, taken for use: unknown or used → 400, expired → 400 (GoTrue's order). */
  private async takeChallenge(
    body: AuthBody,
    type: PasskeyChallengeType,
    userId: string | null,
  ): Promise<{ data: ChallengeData; credential: Record<string, unknown> }> {
    const challengeId = body.challenge_id;
    if (challengeId === undefined || challengeId === null || challengeId === '')
      throw validationFailed('challenge_id is required');
    if (body.credential === undefined || body.credential === null) throw validationFailed('credential is required');
    if (typeof challengeId !== 'string' || !UUID.test(challengeId))
      throw validationFailed('challenge_id must be a valid UUID');
    const challenge = await this.passkeys.consumeChallenge(challengeId, type, userId);
    if (!challenge) throw new GoTrueError(400, 'webauthn_challenge_not_found', 'Challenge not found or already used');
    if (challenge.expiresAt.getTime() < Date.now())
      throw new GoTrueError(400, 'webauthn_challenge_expired', 'Challenge has expired');
    const credential = body.credential;
    if (typeof credential !== 'object' || Array.isArray(credential))
      throw verificationFailed('Invalid credential response');
    return {
      data: challenge.sessionData as unknown as ChallengeData,
      credential: credential as Record<string, unknown>,
    };
  }

  /** POST /passkeys/registration/options */
  async registrationOptions(auth: Authenticated): Promise<OptionsReply<PublicKeyCredentialCreationOptionsJSON>> {
    this.requireManagementAal(auth);
    const { user } = auth;
    const existing = await this.passkeys.listForUser(user.id);
    if (existing.length >= this.config.AUTH_PASSKEY_MAX_PER_USER) throw this.tooMany();
    const name = user.email ?? user.phone ?? '';
    const metaName = (user.rawUserMetaData as Record<string, unknown> | null)?.name;
    const options = await creationOptions(this.config, {
      userId: user.id,
      userName: name,
      displayName: typeof metaName === 'string' && metaName ? metaName : name,
      exclude: existing.map((p) => ({
        id: Buffer.from(p.credentialId).toString('base64url'),
        transports: p.transports as string[],
      })),
      residentKey: 'required',
      userVerification: this.config.AUTH_PASSKEY_USER_VERIFICATION,
    });
    return this.newChallenge(user.id, 'registration', options);
  }

  /** POST /passkeys/registration/verify */
  async registrationVerify(raw: unknown, auth: Authenticated, ctx: AuthRequestContext): Promise<GoTruePasskey> {
    this.requireManagementAal(auth);
    const { user } = auth;
    const { data, credential } = await this.takeChallenge(readBody(raw), 'registration', user.id);
    const info = await verifyCreation(this.config, {
      challenge: data.challenge,
      response: credential,
      requireUserVerification: this.requireUserVerification(),
    });
    if (!info) throw verificationFailed();
    const aaguid = UUID.test(info.aaguid) && !/^[0-]+$/.test(info.aaguid) ? info.aaguid : null;
    const created = await this.tx
      .run(async (db) => {
        // The limit holds against parallel registrations: they wait for each other here.
        await this.passkeys.lockUser(db, user.id);
        if ((await this.passkeys.countForUser(user.id, db)) >= this.config.AUTH_PASSKEY_MAX_PER_USER)
          throw this.tooMany();
        const row = await this.passkeys.create(db, {
          userId: user.id,
          credentialId: Buffer.from(info.credential.id, 'base64url') as Uint8Array<ArrayBuffer>,
          publicKey: info.credential.publicKey as Uint8Array<ArrayBuffer>,
          attestationType: info.fmt,
          aaguid,
          signCount: info.credential.counter,
          transports: info.credential.transports ?? [],
          backupEligible: info.credentialDeviceType === 'multiDevice',
          backedUp: info.credentialBackedUp,
          friendlyName: passkeyName(aaguid),
        });
        await this.audit.log(
          {
            action: 'passkey_created',
            actorId: user.id,
            actorUsername: user.email ?? '',
            logType: 'user',
            traits: { passkey_id: row.id },
          },
          ctx.ip,
          db,
        );
        return row;
      })
      .catch((e: unknown) => {
        if (isUniqueViolation(e))
          throw new GoTrueError(422, 'webauthn_credential_exists', 'This credential is already registered');
        throw e;
      });
    return {
      id: created.id,
      friendly_name: created.friendlyName || undefined,
      created_at: created.createdAt.toISOString(),
    };
  }

  /** POST /passkeys/authentication/options: discoverable, so no e-mail and no list of credentials. */
  async authenticationOptions(): Promise<OptionsReply<PublicKeyCredentialRequestOptionsJSON>> {
    const options = await requestOptions(this.config, { userVerification: this.config.AUTH_PASSKEY_USER_VERIFICATION });
    return this.newChallenge(null, 'authentication', options);
  }

  /** POST /passkeys/authentication/verify: a new session, as a password sign-in opens one. */
  async authenticationVerify(raw: unknown, ctx: AuthRequestContext): Promise<GoTrueSession> {
    const { data, credential } = await this.takeChallenge(readBody(raw), 'authentication', null);
    const response = credential as unknown as AuthenticationResponseJSON;
    const rawId =
      typeof response.rawId === 'string' ? response.rawId : typeof response.id === 'string' ? response.id : '';
    const handle =
      typeof response.response?.userHandle === 'string'
        ? Buffer.from(response.response.userHandle, 'base64url').toString('utf8')
        : '';
    const passkey = rawId
      ? await this.passkeys.findByCredentialId(Buffer.from(rawId, 'base64url') as Uint8Array<ArrayBuffer>)
      : null;
    // A discoverable credential names its account; it must be the one the passkey was registered for.
    if (!passkey || passkey.userId !== handle) throw verificationFailed();
    const newCounter = await verifyAssertion(this.config, {
      challenge: data.challenge,
      response,
      credential: {
        id: rawId,
        publicKey: passkey.publicKey,
        counter: Number(passkey.signCount),
        transports: passkey.transports as string[],
      },
      requireUserVerification: this.requireUserVerification(),
    });
    if (newCounter === null) throw verificationFailed();
    const user = await this.users.findById(passkey.userId);
    if (!user || user.deletedAt) throw verificationFailed();
    if (user.email && !user.emailConfirmedAt) throw new GoTrueError(403, 'email_not_confirmed', 'Email not confirmed');
    if (isBanned(user)) throw new GoTrueError(403, 'user_banned', 'User is banned');
    const { sessionId, refreshToken } = await this.tx.run(async (db) => {
      // A counter that moved meanwhile means another sign-in with the same value: one of them is a clone.
      if (!(await this.passkeys.recordUse(db, passkey.id, passkey.signCount, newCounter))) throw verificationFailed();
      return this.sessions.start(db, user, 'passkey', ctx);
    });
    return this.sessions.reply(user.id, sessionId, refreshToken);
  }

  /** GET /passkeys */
  async list(auth: Authenticated): Promise<GoTruePasskey[]> {
    return (await this.passkeys.listForUser(auth.user.id)).map(mapPasskey);
  }

  /** PATCH /passkeys/{id} */
  async rename(passkeyId: string, raw: unknown, auth: Authenticated, ctx: AuthRequestContext): Promise<GoTruePasskey> {
    if (!UUID.test(passkeyId)) throw passkeyNotFound();
    const name = readBody(raw).friendly_name;
    if (name !== undefined && name !== null && typeof name !== 'string')
      throw validationFailed('friendly_name must be a string');
    if (!name) throw validationFailed('friendly_name is required');
    if ([...name].length > 120) throw validationFailed('friendly_name must be 120 characters or less');
    const passkey = await this.passkeys.findOfUser(auth.user.id, passkeyId);
    if (!passkey) throw passkeyNotFound();
    const renamed = await this.tx.run(async (db) => {
      const row = await this.passkeys.rename(db, passkey.id, name);
      await this.audit.log(
        {
          action: 'passkey_updated',
          actorId: auth.user.id,
          actorUsername: auth.user.email ?? '',
          logType: 'user',
          traits: { passkey_id: passkey.id },
        },
        ctx.ip,
        db,
      );
      return row;
    });
    return mapPasskey(renamed);
  }

  /** DELETE /passkeys/{id}: gone for good; it can no longer sign in. */
  async remove(passkeyId: string, auth: Authenticated, ctx: AuthRequestContext): Promise<void> {
    this.requireManagementAal(auth);
    await this.deleteOf(auth.user.id, passkeyId, { actorId: auth.user.id, actorUsername: auth.user.email ?? '' }, ctx);
  }

  /** GET /admin/users/{id}/passkeys */
  async listAdmin(userId: string): Promise<GoTruePasskey[]> {
    await this.existingUser(userId);
    return (await this.passkeys.listForUser(userId)).map(mapPasskey);
  }

  /** DELETE /admin/users/{id}/passkeys/{passkeyId}: staff remove the passkey of a lost phone. */
  async removeAdmin(userId: string, passkeyId: string, ctx: AuthRequestContext): Promise<void> {
    await this.existingUser(userId);
    await this.deleteOf(userId, passkeyId, { actorUsername: 'service_role' }, ctx);
  }

  /** MemberPasskeys: the count the console shows. */
  countOf(userId: string): Promise<number> {
    return this.passkeys.countForUser(userId);
  }

  /** MemberPasskeys: the passkeys the console lists. */
  async listOf(userId: string): Promise<MemberPasskey[]> {
    return (await this.passkeys.listForUser(userId)).map((p) => ({
      id: p.id,
      name: p.friendlyName || null,
      createdAt: p.createdAt,
      lastUsedAt: p.lastUsedAt,
    }));
  }

  /**
   * MemberPasskeys: staff remove every passkey of a member whose phone was lost, and sign the member out everywhere.
   */
  async removeAllOf(userId: string, actorId: string): Promise<void> {
    await this.tx.run(async (db) => {
      const all = await this.passkeys.listForUser(userId, db);
      await this.removeForLostDevice(
        db,
        userId,
        actorId,
        all.map((p) => p.id),
      );
    });
  }

  /** MemberPasskeys: staff remove one passkey of a member, and sign the member out everywhere. */
  async removeOneOf(userId: string, passkeyId: string, actorId: string): Promise<boolean> {
    if (!UUID.test(passkeyId)) return false;
    return this.tx.run(async (db) => {
      const passkey = await this.passkeys.findOfUser(userId, passkeyId, db);
      if (!passkey) return false;
      await this.removeForLostDevice(db, userId, actorId, [passkey.id]);
      return true;
    });
  }

  /**
   * A lost device: its passkeys go, and so does every session of the member (with their refresh
   * tokens), since a session does not tell which device holds it. The next refresh fails and
   * supabase-js signs that device out; the product API checks a token's session_id against live
   * sessions (auth/jwt.strategy.ts), so the access tokens stop working at once.
   */
  private async removeForLostDevice(db: Db, userId: string, actorId: string, passkeyIds: string[]): Promise<void> {
    for (const id of passkeyIds) await this.passkeys.delete(db, id);
    const sessionsEnded = await this.sessionRows.deleteForUser(db, userId);
    if (passkeyIds.length || sessionsEnded)
      await this.audit.log(
        {
          action: 'passkey_deleted',
          actorId,
          logType: 'user',
          traits: { user_id: userId, passkey_ids: passkeyIds, sessions_ended: sessionsEnded },
        },
        undefined,
        db,
      );
  }

  private async existingUser(userId: string): Promise<void> {
    const user = UUID.test(userId) ? await this.users.findById(userId) : null;
    if (!user) throw new GoTrueError(404, 'user_not_found', 'User not found');
  }

  private async deleteOf(
    userId: string,
    passkeyId: string,
    actor: { actorId?: string; actorUsername: string },
    ctx: AuthRequestContext,
  ): Promise<void> {
    const passkey = UUID.test(passkeyId) ? await this.passkeys.findOfUser(userId, passkeyId) : null;
    if (!passkey) throw passkeyNotFound();
    await this.tx.run(async (db) => {
      await this.passkeys.delete(db, passkey.id);
      await this.audit.log(
        { action: 'passkey_deleted', ...actor, logType: 'user', traits: { user_id: userId, passkey_id: passkey.id } },
        ctx.ip,
        db,
      );
    });
  }
}
