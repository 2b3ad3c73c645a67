// The owner rows the setup link and `npm run owner` write: setup links, the owner flag of a profile
// and its permission_changes row. Plain functions on a transaction (`Db`), so that the start hook and
// the command, which run outside the Nest application, write them the same way as the API.
import type { Db } from '../../database/transaction.repository';
import type { PrismaClient } from '../../generated/prisma/client';

export type OwnerSetupLinkRow = { tokenHash: string; expiresAt: Date; usedAt: Date | null };
export type OwnerVia = 'command' | 'setup';

/** A Prisma client outside the application (database/cli.ts openPrisma). */
export type CommandPrisma = PrismaClient;

/**
 * One transaction holding the owners' lock: two setups (or a setup and `npm run owner`) at once
 * cannot both find "no owner yet". The lock is released at commit or rollback.
 */
export function ownerTransaction<T>(prisma: CommandPrisma, fn: (db: Db) => Promise<T>): Promise<T> {
  return prisma.$transaction(async (db) => {
    await lockOwners(db);
    return fn(db);
  });
}

/** Takes the owners' lock inside the caller's transaction. */
export async function lockOwners(db: Db): Promise<void> {
  await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('public.owner_setup'))`;
}

export async function ownerExists(db: Db): Promise<boolean> {
  return (await db.profile.count({ where: { isOwner: true, deletedAt: null } })) > 0;
}

export async function insertSetupLink(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.ownerSetupLink.create({ data: { tokenHash, expiresAt } });
}

export function findSetupLink(db: Db, tokenHash: string): Promise<OwnerSetupLinkRow | null> {
  return db.ownerSetupLink.findUnique({
    where: { tokenHash },
    select: { tokenHash: true, expiresAt: true, usedAt: true },
  });
}

/** Uses the link up; false when another request used it first. */
export async function markSetupLinkUsed(db: Db, tokenHash: string): Promise<boolean> {
  const { count } = await db.ownerSetupLink.updateMany({
    where: { tokenHash, usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}

/** The account (auth user) or else the member profile that has this address, if any. */
export async function findAccountByEmail(db: Db, email: string): Promise<{ id: string; authUser: boolean } | null> {
  const user = await db.authUser.findUnique({ where: { email }, select: { id: true } });
  if (user) return { id: user.id, authUser: true };
  const profile = await db.profile.findUnique({ where: { email }, select: { id: true } });
  return profile && { id: profile.id, authUser: false };
}

export interface OwnerGrant {
  memberId: string;
  email: string;
  via: OwnerVia;
}

/**
 * Makes the member an owner (creating the profile when the account has none yet) and records the
 * change in permission_changes (changed_by null: the setup link or the command line). `already`:
 * the member was an owner already (nothing written); `deleted`: a deleted profile, refused.
 */
export async function grantOwner(db: Db, grant: OwnerGrant): Promise<'granted' | 'already' | 'deleted'> {
  const profile = await db.profile.findUnique({
    where: { id: grant.memberId },
    select: { permissions: true, isOwner: true, deletedAt: true },
  });
  if (profile?.deletedAt) return 'deleted';
  if (profile?.isOwner) return 'already';
  const permissions = (profile?.permissions ?? {}) as object;
  if (profile) await db.profile.update({ where: { id: grant.memberId }, data: { isOwner: true } });
  else await db.profile.create({ data: { id: grant.memberId, email: grant.email, isOwner: true } });
  await db.permissionChange.create({
    data: {
      memberId: grant.memberId,
      changedById: null,
      permissionsBefore: permissions,
      permissionsAfter: permissions,
      ownerBefore: false,
      ownerAfter: true,
      via: grant.via,
    },
  });
  return 'granted';
}
