// How an e-mail link or code is made (kinds, stored token types, the /verify link). Kept apart from
// AuthMailerService so that index.ts can offer it to `npm run owner` without the mail and Nest graph.
import type { Config } from '../../config/config';
import { hmacHex, newEmailCode, newLinkToken, sha256Hex } from '../crypto/crypto';
import { authIssuer } from '../crypto/keys';
import { resolveJwtSecret } from '../../access/jwt-secret';
import { replaceOneTimeToken } from '../data/auth-otp.repository';
import type { Db } from '../../database/transaction.repository';
import { stampAuthUser } from '../data/auth-user.repository';
import { RECOVERY_PAGE, resolveRedirect } from '../services/redirect';

export type OtpKind =
  'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change_new' | 'email_change_current' | 'reauthentication';

export const TOKEN_TYPE: Record<OtpKind, string> = {
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
  email_change_new: 'email_change_token_new',
  email_change_current: 'email_change_token_current',
  reauthentication: 'reauthentication_token',
};

/** The `type` a link carries, per kind. */
export const LINK_TYPE: Record<OtpKind, string> = {
  signup: 'signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change_new: 'email_change',
  email_change_current: 'email_change',
  reauthentication: 'reauthentication',
};

/** Verification types of /verify and the stored token kinds each accepts (`email` = confirmation or recovery). */
export const VERIFY_TOKEN_TYPES: Record<string, string[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['recovery_token', 'confirmation_token'],
  recovery: ['recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
  email: ['confirmation_token', 'recovery_token'],
};

export const SENT_AT: Record<
  OtpKind,
  'confirmationSentAt' | 'recoverySentAt' | 'emailChangeSentAt' | 'reauthenticationSentAt'
> = {
  signup: 'confirmationSentAt',
  invite: 'confirmationSentAt',
  recovery: 'recoverySentAt',
  magiclink: 'recoverySentAt',
  email_change_new: 'emailChangeSentAt',
  email_change_current: 'emailChangeSentAt',
  reauthentication: 'reauthenticationSentAt',
};

export interface IssuedOtp {
  linkToken: string;
  code: string;
  /** The /auth/v1/verify link (with the validated redirect). */
  link: string;
  tokenType: string;
}

export function codeHashOf(config: Config, tokenType: string, address: string, code: string): string {
  return hmacHex(`${resolveJwtSecret(config)}:one-time-codes`, `${tokenType}:${address}:${code}`);
}

export interface IssueInput {
  user: { id: string };
  kind: OtpKind;
  address: string;
  pkce?: boolean;
  redirectTo: string;
}

/**
 * The one way a link/code is made: stores it for the user (replacing the pending one of its kind)
 * and stamps `*_sent_at`. AuthMailerService.issue for the API; `npm run owner` through index.ts.
 */
export async function issueOneTimeToken(db: Db, config: Config, input: IssueInput): Promise<IssuedOtp> {
  const tokenType = TOKEN_TYPE[input.kind];
  const code = newEmailCode();
  const linkToken = `${input.pkce ? 'pkce_' : ''}${newLinkToken()}`;
  await replaceOneTimeToken(db, {
    userId: input.user.id,
    tokenType,
    tokenHash: sha256Hex(linkToken),
    codeHash: codeHashOf(config, tokenType, input.address, code),
    relatesTo: input.address,
  });
  await stampAuthUser(db, input.user.id, { [SENT_AT[input.kind]]: new Date() });
  const query = new URLSearchParams({ token: linkToken, type: LINK_TYPE[input.kind], redirect_to: input.redirectTo });
  return { linkToken, code, link: `${authIssuer(config)}/verify?${query}`, tokenType };
}

/**
 * A one-time recovery link (`npm run owner`): /auth/v1/verify signs the browser in once and lands on
 * the page that sets a new password, so it serves an account without one as well as a forgotten one.
 */
export async function issueRecoveryLink(db: Db, config: Config, user: { id: string; email: string }): Promise<string> {
  const otp = await issueOneTimeToken(db, config, {
    user,
    kind: 'recovery',
    address: user.email,
    redirectTo: resolveRedirect(undefined, config, RECOVERY_PAGE),
  });
  return otp.link;
}
