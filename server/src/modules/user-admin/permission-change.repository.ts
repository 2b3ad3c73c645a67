// The audit of permission changes (permission_changes, owned by the users module): each change of a
// member's permissions map or owner flag, who made it and how (docs/product-rules.md §6).
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Db } from '../../database/transaction.repository';
import { Prisma } from '../../generated/prisma/client';
import { readTogether } from '../../database/read-together';
import type { PermissionGrant } from '../members/members.types';

const person = {
  select: { id: true, email: true, firstName: true, lastName: true },
} satisfies Prisma.ProfileDefaultArgs;
const view = { member: person, changedBy: person } satisfies Prisma.PermissionChangeInclude;

/** An audit row with the member and the one who changed it (null: the command line or the setup). */
export type PermissionChangeRow = Prisma.PermissionChangeGetPayload<{ include: typeof view }>;

/** How a change was made: in the console, by the server's command line, or by the first-start setup. */
export type PermissionChangeVia = 'console' | 'command' | 'setup';

@Injectable()
export class PermissionChangeRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Records one change inside the caller's transaction (the one that changed the profile). */
  async record(
    db: Db,
    memberId: string,
    changedById: string | null,
    grant: PermissionGrant,
    via: PermissionChangeVia,
  ): Promise<void> {
    await db.permissionChange.create({
      data: {
        memberId,
        changedById,
        permissionsBefore: grant.permissionsBefore,
        permissionsAfter: grant.permissionsAfter,
        ownerBefore: grant.ownerBefore,
        ownerAfter: grant.ownerAfter,
        via,
      },
    });
  }

  /** A page of changes, newest first (of one member when given), and how many there are. */
  async list(
    memberId: string | undefined,
    skip: number,
    take: number,
  ): Promise<{ rows: PermissionChangeRow[]; total: number }> {
    const where: Prisma.PermissionChangeWhereInput = memberId ? { memberId } : {};
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.permissionChange.findMany({
        where,
        include: view,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
      }),
      this.prisma.permissionChange.count({ where }),
    ]);
    return { rows, total };
  }
}
