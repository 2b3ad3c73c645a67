// What staff set up for dues: fee plans (table fee_plans), the club's payment details (dues_settings,
// one row), membership years (dues_years) and each member's plan or waiver (dues_members).
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Db } from '../../database/transaction.repository';
import type { DuesMember, DuesSettings, DuesYear, FeePlan } from '../../generated/prisma/client';

export type PlanRow = FeePlan;
export type SettingsRow = DuesSettings;
export type YearRow = DuesYear;
export type MemberPlanRow = DuesMember;
export type PlanWrite = Partial<Pick<FeePlan, 'name' | 'description' | 'amountCents'>>;
export type SettingsWrite = Partial<
  Pick<DuesSettings, 'iban' | 'bic' | 'beneficiaryName' | 'defaultPlanId' | 'reminderDaysBefore'>
>;

@Injectable()
export class DuesSetupRepository {
  constructor(private readonly prisma: PrismaService) {}

  listPlans(): Promise<PlanRow[]> {
    return this.prisma.feePlan.findMany({ orderBy: [{ amountCents: 'desc' }, { name: 'asc' }] });
  }

  findPlan(id: string): Promise<PlanRow | null> {
    return this.prisma.feePlan.findUnique({ where: { id } });
  }

  createPlan(data: Required<Pick<PlanWrite, 'name' | 'amountCents'>> & PlanWrite): Promise<PlanRow> {
    return this.prisma.feePlan.create({ data });
  }

  updatePlan(id: string, data: PlanWrite): Promise<PlanRow> {
    return this.prisma.feePlan.update({ where: { id }, data });
  }

  deletePlan(id: string): Promise<PlanRow> {
    return this.prisma.feePlan.delete({ where: { id } });
  }

  /** The settings (nothing set yet: an empty row, not stored). */
  async settings(db: Db = this.prisma): Promise<SettingsRow> {
    return (
      (await db.duesSettings.findUnique({ where: { id: 1 } })) ?? {
        id: 1,
        iban: null,
        bic: null,
        beneficiaryName: null,
        defaultPlanId: null,
        reminderDaysBefore: 7,
        updatedAt: new Date(0),
      }
    );
  }

  updateSettings(data: SettingsWrite): Promise<SettingsRow> {
    return this.prisma.duesSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
  }

  listYears(): Promise<YearRow[]> {
    return this.prisma.duesYear.findMany({ orderBy: { year: 'desc' } });
  }

  findYear(year: number, db: Db = this.prisma): Promise<YearRow | null> {
    return db.duesYear.findUnique({ where: { year } });
  }

  /** Open years from `fromYear` on (the current one and any opened ahead). */
  listYearsFrom(fromYear: number): Promise<YearRow[]> {
    return this.prisma.duesYear.findMany({ where: { year: { gte: fromYear } }, orderBy: { year: 'asc' } });
  }

  createYear(data: Pick<YearRow, 'year' | 'dueDate' | 'graceDays'>, db: Db): Promise<YearRow> {
    return db.duesYear.create({ data });
  }

  updateYear(year: number, data: Partial<Pick<YearRow, 'dueDate' | 'graceDays'>>): Promise<YearRow> {
    return this.prisma.duesYear.update({ where: { year }, data });
  }

  findMemberPlan(userId: string, db: Db = this.prisma): Promise<MemberPlanRow | null> {
    return db.duesMember.findUnique({ where: { userId } });
  }

  upsertMemberPlan(
    userId: string,
    data: Partial<Pick<MemberPlanRow, 'planId' | 'waived' | 'note'>>,
    db: Db,
  ): Promise<MemberPlanRow> {
    return db.duesMember.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  }
}
