// Profiles as staff administer them (users: 'full'): lists with filters, one member with their
// onboarding and cars, registrations by status, and the staff-only updates. Deleted (anonymised)
// members are left out everywhere.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Db } from '../../database/transaction.repository';
import { Prisma } from '../../generated/prisma/client';
import { profileFilterSql, profileOrderSql, type ProfileFilters, type ProfileOrder } from '../search/search.repository';

export const adminView = {
  onboarding: true,
  _count: { select: { carOwnerships: { where: { ownedUntil: null } } } },
} satisfies Prisma.ProfileInclude;

const adminDetail = {
  ...adminView,
  carOwnerships: { where: { ownedUntil: null }, include: { car: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.ProfileInclude;

/** A profile with its onboarding answers and the number of cars it currently owns. */
export type AdminProfileRow = Prisma.ProfileGetPayload<{ include: typeof adminView }>;
/** … and its current cars. */
export type AdminProfileDetailRow = Prisma.ProfileGetPayload<{ include: typeof adminDetail }>;

/** What staff may change on a profile (column names of the Prisma model). */
export type AdminProfileChanges = Pick<
  Prisma.ProfileUncheckedUpdateInput,
  'permissions' | 'isVerified' | 'verifiedAt' | 'verifiedById' | 'rejectedAt' | 'note' | 'recommendation'
>;

@Injectable()
export class UserAdminRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Ids of a page of members (no text query), filtered and sorted, and how many match in all. */
  async listIds(filters: ProfileFilters, sort: ProfileOrder, skip: number, take: number): Promise<{ ids: string[]; total: number }> {
    const where = profileFilterSql(filters);
    const [rows, counted] = await this.prisma.$transaction([
      this.prisma.$queryRaw<{ id: string }[]>`
        SELECT id FROM (SELECT p.id, p.created_at, p.last_name, p.first_name, p.email::text AS email
                          FROM profiles p WHERE p.deleted_at IS NULL ${where}) AS p
         ORDER BY ${profileOrderSql(sort)} LIMIT ${take} OFFSET ${skip}`,
      this.prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM profiles p WHERE p.deleted_at IS NULL ${where}`,
    ]);
    return { ids: rows.map((r) => r.id), total: counted[0]?.total ?? 0 };
  }

  /** These members (not deleted), in the order of `ids`. */
  async findByIds(ids: string[]): Promise<AdminProfileRow[]> {
    if (!ids.length) return [];
    const rows = await this.prisma.profile.findMany({ where: { id: { in: ids }, deletedAt: null }, include: adminView });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  findDetail(id: string): Promise<AdminProfileDetailRow | null> {
    return this.prisma.profile.findFirst({ where: { id, deletedAt: null }, include: adminDetail });
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
