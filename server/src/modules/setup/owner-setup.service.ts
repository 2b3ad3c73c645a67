// The two ways to the club's first owner (docs/product-rules.md §6): the one-time setup link a start
// prints while the database has no owner (runtime/owner-setup.hook.ts; the page /nastavenie/<token>
// and SetupService answer it), and `npm run owner -- <e-mail>` (bin/owner.ts), which makes any
// account an owner and prints a one-time sign-in link. Plain functions: both run outside the Nest
// application. Only the SHA-256 of a setup token is stored.
import { createHash } from 'node:crypto';
import { newSecretToken } from '../../common/secrets';
import type { Config } from '../../config/config';
import { insertAuthUser, issueRecoveryLink } from '../../auth-api';
import { canonicalEmail } from '../../domain/email';
import {
  type CommandPrisma,
  findAccountByEmail,
  grantOwner,
  insertSetupLink,
  ownerExists,
  ownerTransaction,
} from './owner-setup.repository';

export const SETUP_LINK_HOURS = 24;
/** The page of a setup link (web/src/app/router.tsx, domain/site-paths.ts). */
export const SETUP_PAGE = '/nastavenie';
/** 32 random bytes, base64url. */
export const SETUP_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const setupTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A start of a database without an owner: a fresh setup link, valid SETUP_LINK_HOURS. Links of
 * earlier starts stay valid until used or expired: only the person at the server's console sees
 * them, and whichever is used first makes the owner, after which every other one is refused.
 */
export async function issueSetupLinkIfNoOwner(
  prisma: CommandPrisma,
  publicUrl: string,
): Promise<{ url: string; expiresAt: Date } | null> {
  return ownerTransaction(prisma, async (db) => {
    if (await ownerExists(db)) return null;
    const token = newSecretToken(32);
    const expiresAt = new Date(Date.now() + SETUP_LINK_HOURS * 3_600_000);
    await insertSetupLink(db, setupTokenHash(token), expiresAt);
    return { url: `${publicUrl}${SETUP_PAGE}/${token}`, expiresAt };
  });
}

export class OwnerCommandError extends Error {}

export interface OwnerCommandResult {
  email: string;
  /** No account had the address: one was made (confirmed, without a password). */
  created: boolean;
  /** The account was an owner already (nothing changed, no audit row). */
  already: boolean;
  /** One-time sign-in link (embedded auth only): lands signed in on the page that sets a password. */
  link: string | null;
}

/** `npm run owner -- <e-mail>`: the account (made when missing) becomes an owner, audited as via 'command'. */
export async function makeOwnerByCommand(
  prisma: CommandPrisma,
  config: Config,
  rawEmail: string,
): Promise<OwnerCommandResult> {
  const email = canonicalEmail(rawEmail);
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(email))
    throw new OwnerCommandError(`not an e-mail address: ${rawEmail}`);
  const embedded = config.AUTH_MODE === 'embedded';
  return ownerTransaction(prisma, async (db) => {
    const account = await findAccountByEmail(db, email);
    if (!account && !embedded)
      throw new OwnerCommandError(
        `no member with the address ${email}: in AUTH_MODE=supabase the account signs in once first`,
      );
    // A new account (or a profile without one) gets a confirmed account without a usable password.
    const id =
      account?.authUser || !embedded
        ? account!.id
        : await insertAuthUser(db, { id: account?.id, email, encryptedPassword: null, emailConfirmedAt: new Date() });
    const outcome = await grantOwner(db, { memberId: id, email, via: 'command' });
    if (outcome === 'deleted') throw new OwnerCommandError(`the member ${email} was deleted`);
    const link = embedded ? await issueRecoveryLink(db, config, { id, email }) : null;
    return { email, created: !account?.authUser && embedded, already: outcome === 'already', link };
  });
}
