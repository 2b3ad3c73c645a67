// The registration queue: members by verification status, for staff to verify.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Db } from '../../database/transaction.repository';
import type { Prisma } from '../../generated/prisma/client';
import { adminView, UserAdminRepository, type AdminProfileChanges, type AdminProfileRow } from '../users/user-admin.repository';
import type { RegistrationStatus } from './registration-admin.dto';

const STATUS_WHERE: Record<RegistrationStatus, Prisma.ProfileWhereInput> = {
  pending: { isVerified: false, rejectedAt: null },
  verified: { isVerified: true },
  rejected: { isVerified: false, rejectedAt: { not: null } },
};

const STATUS_ORDER: Record<RegistrationStatus, Prisma.ProfileOrderByWithRelationInput[]> = {
  pending: [{ createdAt: 'desc' }, { id: 'asc' }],
  verified: [{ verifiedAt: { sort: 'desc', nulls: 'last' } }, { id: 'asc' }],
  rejected: [{ rejectedAt: 'desc' }, { id: 'asc' }],
};

@Injectable()
export class RegistrationRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly users: UserAdminRepository,
  ) {}

  /** A member as staff see them (the users module's query: one shape for both staff screens). */
  findOne(id: string): Promise<AdminProfileRow | null> {
    return this.users.findOne(id);
  }

  update(id: string, changes: AdminProfileChanges, db?: Db): Promise<boolean> {
    return this.users.update(id, changes, db);
  }

  /** A page of registrations in one status, newest first, and how many there are. */
  async listRegistrations(status: RegistrationStatus, skip: number, take: number): Promise<{ rows: AdminProfileRow[]; total: number }> {
    const where: Prisma.ProfileWhereInput = { deletedAt: null, ...STATUS_WHERE[status] };
    const [rows, total] = await this.prisma.$transaction([
      this.prisma.profile.findMany({ where, include: adminView, orderBy: STATUS_ORDER[status], skip, take }),
      this.prisma.profile.count({ where }),
    ]);
    return { rows, total };
  }
}
