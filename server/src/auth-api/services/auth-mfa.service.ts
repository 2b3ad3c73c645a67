import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { GoTrueError } from '../errors/gotrue-error';
import { base32Encode, newRefreshToken, sha256Hex, verifyTotp } from '../crypto/crypto';
import type { AuthRequestContext } from '../http/request-context';
import { optString, readBody } from '../http/auth-input.dto';
import type { GoTrueSession } from '../http/auth-user.dto';
import { AuthAuditRepository } from '../data/auth-audit.repository';
import { AuthMfaRepository, type MfaFactorRow } from '../data/auth-mfa.repository';
import { AuthSessionRepository } from '../data/auth-session.repository';
import { TransactionRepository } from '../../database/transaction.repository';
import type { Authenticated } from './auth-jwt.service';
import { AuthSessionService } from './auth-session.service';
import { isUniqueViolation } from '../../database/prisma-errors';
import { UUID } from '../../domain/uuid';
import {
  factorCreationOptions,
  factorRequestOptions,
  verifyFactorAssertion,
  verifyFactorCreation,
  type FactorCeremony,
  type FactorCredential,
} from './mfa-webauthn';

export const CHALLENGE_LIFETIME_SECONDS = 300;
const UNVERIFIED_FACTOR_LIFETIME_SECONDS = 300;
const MAX_FACTORS = 10;

export interface EnrolReply {
  id: string;
  type: 'totp' | 'webauthn';
  friendly_name: string;
  totp?: { qr_code: string; secret: string; uri: string };
}

export interface ChallengeReply {
  id: string;
  type: string;
  expires_at: number;
  webauthn?: { type: FactorCeremony['type']; credential_options: { publicKey: unknown } };
}

/** TOTP and WebAuthn multi-factor authentication (docs/auth-api.md §1.10). */
@Injectable()
export class AuthMfaService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly tx: TransactionRepository,
    private readonly factors: AuthMfaRepository,
    private readonly sessionRows: AuthSessionRepository,
    private readonly audit: AuthAuditRepository,
    private readonly sessions: AuthSessionService,
  ) {}

  /** The caller @GoTrueUser() authenticated, who must not be anonymous. */
  private caller(auth: Authenticated): Authenticated {
    if (auth.user.isAnonymous)
      throw new GoTrueError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
    return auth;
  }

  private async factorOf(auth: Authenticated, factorId: string) {
    if (!UUID.test(factorId)) throw new GoTrueError(404, 'validation_failed', 'factor_id must be an UUID');
    const factor = await this.factors.findFactor(auth.user.id, factorId);
    if (!factor) throw new GoTrueError(404, 'mfa_factor_not_found', 'Factor not found');
    return factor;
  }

  /** POST /factors */
  async enroll(raw: unknown, caller: Authenticated, ctx: AuthRequestContext): Promise<EnrolReply> {
    const auth = this.caller(caller);
    const body = readBody(raw);
    const factorType = optString(body, 'factor_type');
    if (factorType !== 'totp' && factorType !== 'webauthn')
      throw new GoTrueError(400, 'validation_failed', 'factor_type needs to be totp or webauthn');
    if (factorType === 'totp' && !this.config.AUTH_MFA_TOTP)
      throw new GoTrueError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
    const friendlyName = (optString(body, 'friendly_name') ?? '').trim();
    const issuer = optString(body, 'issuer') ?? new URL(this.config.PUBLIC_URL).hostname;
    const { user, session } = auth;
    const verified = user.factors.filter((f) => f.status === 'verified');
    if (verified.length && session.aal !== 'aal2')
      throw new GoTrueError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    const secret = factorType === 'totp' ? base32Encode(randomBytes(20)) : '';
    const account = user.email ?? user.id;
    const uri = `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?algorithm=SHA1&digits=6&issuer=${encodeURIComponent(issuer)}&period=30&secret=${secret}`;
    const factor = await this.tx
      .run(async (db) => {
        // Abandoned enrolments do not count against the limit or block their name for long.
        await this.factors.deleteUnverified(db, user.id, {
          before: new Date(Date.now() - UNVERIFIED_FACTOR_LIFETIME_SECONDS * 1000),
        });
        const existing = await this.factors.listFactors(user.id, db);
        if (existing.length >= MAX_FACTORS || verified.length >= MAX_FACTORS)
          throw new GoTrueError(
            422,
            'too_many_enrolled_mfa_factors',
            'Maximum number of verified factors reached, unenroll to continue',
          );
        const created = await this.factors.createFactor(db, { userId: user.id, friendlyName, secret, factorType });
        await this.audit.log(
          {
            action: 'factor_in_progress',
            actorId: user.id,
            actorUsername: user.email ?? '',
            logType: 'factor',
            traits: { factor_id: created.id },
          },
          ctx.ip,
          db,
        );
        return created;
      })
      .catch((e: unknown) => {
        if (isUniqueViolation(e))
          throw new GoTrueError(
            422,
            'mfa_factor_name_conflict',
            `A factor with the friendly name "${friendlyName}" for this user already exists`,
          );
        throw e;
      });
    if (factorType === 'webauthn') return { id: factor.id, type: 'webauthn', friendly_name: friendlyName };
    const svg = qrSvg(await QRCode.toString(uri, { type: 'svg', margin: 2 }));
    return { id: factor.id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: svg, secret, uri } };
  }

  /** POST /factors/{id}/challenge */
  async challenge(factorId: string, caller: Authenticated, ctx: AuthRequestContext): Promise<ChallengeReply> {
    const auth = this.caller(caller);
    const factor = await this.factorOf(auth, factorId);
    if (factor.factorType === 'webauthn') return this.challengeWebAuthn(factor, auth, ctx);
    if (!this.config.AUTH_MFA_TOTP)
      throw new GoTrueError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    const challenge = await this.tx.run(async (db) => {
      await this.factors.updateFactor(db, factor.id, { lastChallengedAt: new Date() });
      await this.audit.log(
        {
          action: 'challenge_created',
          actorId: auth.user.id,
          actorUsername: auth.user.email ?? '',
          logType: 'factor',
          traits: { factor_id: factor.id },
        },
        ctx.ip,
        db,
      );
      return this.factors.createChallenge(db, factor.id, ctx.ip);
    });
    return {
      id: challenge.id,
      type: factor.factorType,
      expires_at: Math.floor(challenge.createdAt.getTime() / 1000) + CHALLENGE_LIFETIME_SECONDS,
    };
  }

  /** POST /factors/{id}/verify: the same session, raised to aal2, with a new refresh token. */
  async verify(factorId: string, raw: unknown, caller: Authenticated, ctx: AuthRequestContext): Promise<GoTrueSession> {
    const auth = this.caller(caller);
    const factor = await this.factorOf(auth, factorId);
    if (factor.factorType === 'webauthn') return this.verifyWebAuthn(factor, raw, auth, ctx);
    if (!this.config.AUTH_MFA_TOTP)
      throw new GoTrueError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    const body = readBody(raw);
    const code = optString(body, 'code');
    const challengeId = optString(body, 'challenge_id') ?? '';
    if (!code) throw new GoTrueError(400, 'validation_failed', 'Code needs to be non-empty');
    const { user, session } = auth;
    const notFound = () =>
      new GoTrueError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    const refreshToken = newRefreshToken();
    const outcome = await this.tx.run(async (db) => {
      const challenge = UUID.test(challengeId) ? await this.factors.findChallenge(db, factor.id, challengeId) : null;
      if (!challenge) throw notFound();
      if (challenge.verifiedAt || challenge.ipAddress !== ctx.ip)
        throw new GoTrueError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
      if (challenge.createdAt.getTime() + CHALLENGE_LIFETIME_SECONDS * 1000 < Date.now()) {
        await this.factors.deleteChallenge(db, challenge.id);
        return 'expired' as const;
      }
      const step = verifyTotp(factor.secret, code.trim());
      // A code already used (this step or an earlier one) fails like a wrong one.
      if (step === null || !(await this.factors.useTotpStep(db, factor.id, step))) {
        await this.audit.log(
          {
            action: 'verification_attempted',
            actorId: user.id,
            actorUsername: user.email ?? '',
            logType: 'factor',
            traits: { factor_id: factor.id, success: false },
          },
          ctx.ip,
          db,
        );
        return 'failed' as const;
      }
      if (!(await this.factors.markChallengeVerified(db, challenge.id)))
        throw new GoTrueError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
      if (factor.status !== 'verified') await this.factors.updateFactor(db, factor.id, { status: 'verified' });
      await this.factors.deleteUnverified(db, user.id, { exceptId: factor.id });
      // Other devices still at aal1 are signed out; this session is raised and gets a new refresh token.
      await this.sessionRows.deleteForUser(db, user.id, { except: session.id, onlyAal1: true });
      await this.sessionRows.addAmr(db, session.id, 'totp');
      await this.sessionRows.update(session.id, { aal: 'aal2', factorId: factor.id }, db);
      await this.sessionRows.revokeSessionTokens(db, session.id);
      await this.sessionRows.insertToken(db, {
        tokenHash: sha256Hex(refreshToken),
        userId: user.id,
        sessionId: session.id,
      });
      await this.audit.log(
        {
          action: 'verification_attempted',
          actorId: user.id,
          actorUsername: user.email ?? '',
          logType: 'factor',
          traits: { factor_id: factor.id, success: true },
        },
        ctx.ip,
        db,
      );
      return 'verified' as const;
    });
    if (outcome === 'expired')
      throw new GoTrueError(
        422,
        'mfa_challenge_expired',
        'Challenge has expired, verify against another challenge or create a new factor.',
      );
    if (outcome === 'failed') throw new GoTrueError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    return this.sessions.reply(user.id, session.id, refreshToken);
  }

  /**
   * POST /factors/{id}/challenge for a webauthn factor: creation options while it is unverified,
   * request options for its own credential once verified (GoTrue's challengeWebAuthnFactor). The
   * relying party is AUTH_WEBAUTHN_*, whatever rp_id or origins the client sends.
   */
  private async challengeWebAuthn(
    factor: MfaFactorRow,
    auth: Authenticated,
    ctx: AuthRequestContext,
  ): Promise<ChallengeReply> {
    const credential = factor.webAuthnCredential as unknown as FactorCredential | null;
    const type: FactorCeremony['type'] = factor.status === 'verified' && credential ? 'request' : 'create';
    const others = (await this.factors.listFactors(auth.user.id)).flatMap((f) =>
      f.webAuthnCredential ? [f.webAuthnCredential as unknown as FactorCredential] : [],
    );
    const options =
      type === 'create'
        ? await factorCreationOptions(this.config, auth.user, others)
        : await factorRequestOptions(this.config, credential!);
    const ceremony: FactorCeremony = { type, challenge: options.challenge };
    const challenge = await this.tx.run(async (db) => {
      await this.factors.updateFactor(db, factor.id, { lastChallengedAt: new Date() });
      await this.audit.log(
        {
          action: 'challenge_created',
          actorId: auth.user.id,
          actorUsername: auth.user.email ?? '',
          logType: 'factor',
          traits: { factor_id: factor.id },
        },
        ctx.ip,
        db,
      );
      return this.factors.createChallenge(db, factor.id, ctx.ip, { ...ceremony });
    });
    return {
      id: challenge.id,
      type: 'webauthn',
      expires_at: Math.floor(challenge.createdAt.getTime() / 1000) + CHALLENGE_LIFETIME_SECONDS,
      webauthn: { type, credential_options: { publicKey: options } },
    };
  }

  /**
   * POST /factors/{id}/verify for a webauthn factor (GoTrue's verifyWebAuthnFactor): the challenge
   * is used up by the first answer, right or wrong; the answer is checked by @simplewebauthn/server.
   */
  private async verifyWebAuthn(
    factor: MfaFactorRow,
    raw: unknown,
    auth: Authenticated,
    ctx: AuthRequestContext,
  ): Promise<GoTrueSession> {
    const body = readBody(raw);
    const params = body.webauthn as { type?: unknown; credential_response?: unknown } | undefined;
    if (!params || typeof params !== 'object')
      throw new GoTrueError(400, 'validation_failed', 'WebAuthn config required');
    if (params.type !== 'create' && params.type !== 'request')
      throw new GoTrueError(400, 'validation_failed', 'WebAuthn type must be create or request');
    if (!params.credential_response || typeof params.credential_response !== 'object')
      throw new GoTrueError(400, 'validation_failed', 'credential_response required');
    const challengeId = optString(body, 'challenge_id') ?? '';
    const { user, session } = auth;
    const challenge = await this.tx.run(async (db) => {
      const row = UUID.test(challengeId) ? await this.factors.findChallenge(db, factor.id, challengeId) : null;
      if (!row || !(await this.factors.markChallengeVerified(db, row.id)))
        throw new GoTrueError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
      return row;
    });
    if (challenge.ipAddress !== ctx.ip)
      throw new GoTrueError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    if (challenge.createdAt.getTime() + CHALLENGE_LIFETIME_SECONDS * 1000 < Date.now())
      throw new GoTrueError(
        422,
        'mfa_challenge_expired',
        'Challenge has expired, verify against another challenge or create a new factor.',
      );
    const ceremony = challenge.webAuthnSessionData as unknown as FactorCeremony | null;
    if (!ceremony || ceremony.type !== params.type)
      throw new GoTrueError(400, 'validation_failed', 'WebAuthn type does not match the challenge');
    // A creation challenge left over from before the factor was verified cannot replace its key.
    if (ceremony.type === 'create' && factor.status === 'verified')
      throw new GoTrueError(400, 'validation_failed', 'WebAuthn type does not match the challenge');
    const failed = () => new GoTrueError(422, 'mfa_verification_failed', 'WebAuthn credential verification failed');
    let credential = factor.webAuthnCredential as unknown as FactorCredential | null;
    if (ceremony.type === 'create') {
      credential = await verifyFactorCreation(this.config, ceremony, params.credential_response);
    } else {
      const counter = credential
        ? await verifyFactorAssertion(this.config, ceremony, credential, params.credential_response)
        : null;
      credential = counter === null ? null : { ...credential!, counter };
    }
    if (!credential) {
      await this.audit.log(
        {
          action: 'verification_attempted',
          actorId: user.id,
          actorUsername: user.email ?? '',
          logType: 'factor',
          traits: { factor_id: factor.id, success: false },
        },
        ctx.ip,
      );
      throw failed();
    }
    const refreshToken = newRefreshToken();
    await this.tx.run(async (db) => {
      await this.factors.updateFactor(db, factor.id, { status: 'verified', webAuthnCredential: { ...credential } });
      await this.factors.deleteUnverified(db, user.id, { exceptId: factor.id });
      await this.sessionRows.deleteForUser(db, user.id, { except: session.id, onlyAal1: true });
      await this.sessionRows.addAmr(db, session.id, 'mfa/webauthn');
      await this.sessionRows.update(session.id, { aal: 'aal2', factorId: factor.id }, db);
      await this.sessionRows.revokeSessionTokens(db, session.id);
      await this.sessionRows.insertToken(db, {
        tokenHash: sha256Hex(refreshToken),
        userId: user.id,
        sessionId: session.id,
      });
      await this.audit.log(
        {
          action: 'verification_attempted',
          actorId: user.id,
          actorUsername: user.email ?? '',
          logType: 'factor',
          traits: { factor_id: factor.id, success: true },
        },
        ctx.ip,
        db,
      );
    });
    return this.sessions.reply(user.id, session.id, refreshToken);
  }

  /** DELETE /factors/{id} */
  async unenroll(factorId: string, caller: Authenticated, ctx: AuthRequestContext): Promise<{ id: string }> {
    const auth = this.caller(caller);
    const factor = await this.factorOf(auth, factorId);
    if (factor.status === 'verified' && auth.session.aal !== 'aal2')
      throw new GoTrueError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    await this.tx.run(async (db) => {
      await this.factors.deleteFactor(db, factor.id);
      await this.sessionRows.downgradeFactorSessions(db, factor.id);
      await this.audit.log(
        {
          action: 'factor_deleted',
          actorId: auth.user.id,
          actorUsername: auth.user.email ?? '',
          logType: 'factor',
          traits: { factor_id: factor.id },
        },
        ctx.ip,
        db,
      );
    });
    return { id: factor.id };
  }
}

/**
 * The QR code's SVG with named colours instead of qrcode's `#ffffff`/`#000000`. supabase-js hands
 * it over as `data:image/svg+xml;utf-8,<svg…>` without encoding it, and clients put that string
 * straight into `<img src>` (as the Supabase docs do): a `#` would end the data URL there and the
 * image would not decode. GoTrue's SVG has no `#` either.
 */
export function qrSvg(svg: string): string {
  const named = svg.replace(/"#ffffff"/gi, '"white"').replace(/"#000000"/g, '"black"');
  if (/[#%]/.test(named)) throw new Error('the QR code SVG would not survive an unencoded data: URL');
  return named;
}
