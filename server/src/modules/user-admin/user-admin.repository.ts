// Profiles as staff administer them (users: 'full'): lists with filters, one member,
// registrations by status, and the staff-only updates. Deleted (anonymised)
// members are left out everywhere.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Db } from '../../database/transaction.repository';
import { Prisma } from '../../generated/prisma/client';
import { readTogether } from '../../database/read-together';

const adminView = {
  onboarding: true,
  _count: { select: { carOwnerships: { where: { ownedUntil: null } } } },
} satisfies Prisma.ProfileInclude;

/** A profile with its onboarding answers and the number of cars it currently owns. */
export type AdminProfileRow = Prisma.ProfileGetPayload<{ include: typeof adminView }>;

/** What staff may change on a profile (column names of the Prisma model). */
export type AdminProfileChanges = Pick<
  Prisma.ProfileUncheckedUpdateInput,
  'permissions' | 'isOwner' | 'isVerified' | 'verifiedAt' | 'verifiedById' | 'rejectedAt' | 'note' | 'recommendation'
>;

/**
 * Where a member's sign-up stands: pending = neither verified nor rejected; rejected = rejected and not verified since.
 */
export type VerificationStatus = 'pending' | 'verified' | 'rejected';

const STATUS_WHERE: Record<VerificationStatus, Prisma.ProfileWhereInput> = {
  pending: { isVerified: false, rejectedAt: null },
  verified: { isVerified: true },
  rejected: { isVerified: false, rejectedAt: { not: null } },
};

const STATUS_ORDER: Record<VerificationStatus, Prisma.ProfileOrderByWithRelationInput[]> = {
  pending: [{ createdAt: 'desc' }, { id: 'asc' }],
  verified: [{ verifiedAt: { sort: 'desc', nulls: 'last' } }, { id: 'asc' }],
  rejected: [{ rejectedAt: 'desc' }, { id: 'asc' }],
};

@Injectable()
export class UserAdminRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** These members (not deleted), in the order of `ids`. */
  async findByIds(ids: string[]): Promise<AdminProfileRow[]> {
    if (!ids.length) return [];
    const rows = await this.prisma.profile.findMany({
      where: { id: { in: ids }, deletedAt: null },
      include: adminView,
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * A page of members in one verification status, newest first (by sign-up, verification or rejection), and how many
   * there are.
   */
  async listByStatus(
    status: VerificationStatus,
    skip: number,
    take: number,
  ): Promise<{ rows: AdminProfileRow[]; total: number }> {
    const where: Prisma.ProfileWhereInput = { deletedAt: null, ...STATUS_WHERE[status] };
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.profile.findMany({ where, include: adminView, orderBy: STATUS_ORDER[status], skip, take }),
      this.prisma.profile.count({ where }),
    ]);
    return { rows, total };
  }

  findOne(id: string): Promise<AdminProfileRow | null> {
    return this.prisma.profile.findFirst({ where: { id, deletedAt: null }, include: adminView });
  }

  /** Applies staff changes to a member who is not deleted; false when there is no such member. */
  async update(id: string, changes: AdminProfileChanges, db: Db = this.prisma): Promise<boolean> {
    const { count } = await db.profile.updateMany({ where: { id, deletedAt: null }, data: changes });
    return count === 1;
  }
}
