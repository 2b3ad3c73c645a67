// What staff set up (finance=full): fee plans, the club's payment details (the IBAN's check digits
// are verified), membership years — opening one creates every verified member's record and queues
// the request mails in one transaction — and a member's plan or waiver, which also reprices the
// member's unpaid records.
import { Injectable } from '@nestjs/common';
import { ApiError } from '../../common/api-error';
import { collection, single } from '../../common/page.dto';
import { isUniqueViolation } from '../../database/prisma-errors';
import { TransactionRepository } from '../../database/transaction.repository';
import { DuesSetupRepository, type PlanWrite, type SettingsWrite } from './dues-setup.repository';
import { DuesRepository } from './dues.repository';
import { DuesJobsService } from './dues-jobs.service';
import { DUES_ERRORS } from './dues-errors';
import { MemberService } from '../members/member.service';
import { compactIban, isValidBic, isValidIban } from '../../domain/iban';
import { DOMAIN_ERRORS } from '../../domain/domain-errors';
import { duesStatus } from './dues-rules';
import {
  mapPlan,
  mapSettings,
  mapYear,
  type CreateFeePlanDto,
  type DuesSettingsResponseDto,
  type DuesYearListResponseDto,
  type FeePlanListResponseDto,
  type FeePlanResponseDto,
  type OpenDuesYearDto,
  type OpenedDuesYearResponseDto,
  type UpdateDuesSettingsDto,
  type UpdateFeePlanDto,
  type UpdateMemberDuesDto,
} from './dues-admin.dto';
import { COMMON_ERRORS } from '../../common/common-errors';
import { MEMBERS_ERRORS } from '../members/members.types';

const cents = (euros: number) => Math.round(euros * 100);
const planNotFound = () => new ApiError(404, DUES_ERRORS.plan_not_found, 'Fee plan not found');
const nameTaken = () => new ApiError(409, DUES_ERRORS.plan_name_taken, 'A fee plan has this name');

@Injectable()
export class DuesSetupService {
  constructor(
    private readonly setup: DuesSetupRepository,
    private readonly records: DuesRepository,
    private readonly jobs: DuesJobsService,
    private readonly tx: TransactionRepository,
    private readonly members: MemberService,
  ) {}

  async listFeePlansAdmin(): Promise<FeePlanListResponseDto> {
    const plans = await this.setup.listPlans();
    return collection(plans.map(mapPlan), plans.length);
  }

  async getFeePlanAdmin(id: string): Promise<FeePlanResponseDto> {
    const plan = await this.setup.findPlan(id);
    if (!plan) throw planNotFound();
    return single(mapPlan(plan));
  }

  async createFeePlanAdmin(body: CreateFeePlanDto): Promise<FeePlanResponseDto> {
    return single(
      mapPlan(
        await this.writePlan(() =>
          this.setup.createPlan({
            name: body.name.trim(),
            description: body.description ?? null,
            amountCents: cents(body.amount),
          }),
        ),
      ),
    );
  }

  async updateFeePlanAdmin(id: string, body: UpdateFeePlanDto): Promise<FeePlanResponseDto> {
    await this.getFeePlanAdmin(id);
    const data: PlanWrite = {
      name: body.name?.trim(),
      description: body.description,
      amountCents: body.amount === undefined ? undefined : cents(body.amount),
    };
    return single(mapPlan(await this.writePlan(() => this.setup.updatePlan(id, data))));
  }

  /** Deletes a plan; records keep their amount, members on it fall back to the default plan. */
  async deleteFeePlanAdmin(id: string): Promise<void> {
    await this.getFeePlanAdmin(id);
    await this.setup.deletePlan(id);
  }

  async getDuesSettingsAdmin(): Promise<DuesSettingsResponseDto> {
    return single(mapSettings(await this.setup.settings()));
  }

  async updateDuesSettingsAdmin(body: UpdateDuesSettingsDto): Promise<DuesSettingsResponseDto> {
    const data: SettingsWrite = {
      beneficiaryName: body.beneficiary_name?.trim() || (body.beneficiary_name === undefined ? undefined : null),
      reminderDaysBefore: body.reminder_days_before,
    };
    if (body.iban !== undefined) {
      if (body.iban !== null && !isValidIban(body.iban))
        throw new ApiError(400, DOMAIN_ERRORS.iban_invalid, 'The IBAN’s length or check digits are wrong');
      data.iban = body.iban === null ? null : compactIban(body.iban);
    }
    if (body.bic !== undefined) {
      if (body.bic !== null && !isValidBic(body.bic.trim()))
        throw new ApiError(400, DUES_ERRORS.bic_invalid, 'Not a BIC (8 or 11 letters and digits)');
      data.bic = body.bic === null ? null : body.bic.trim().toUpperCase();
    }
    if (body.default_plan_id !== undefined) {
      if (body.default_plan_id !== null) await this.getFeePlanAdmin(body.default_plan_id);
      data.defaultPlanId = body.default_plan_id;
    }
    return single(mapSettings(await this.setup.updateSettings(data)));
  }

  async listDuesYearsAdmin(): Promise<DuesYearListResponseDto> {
    const years = await this.setup.listYears();
    return collection(years.map(mapYear), years.length);
  }

  /**
   * Opens a year: every verified member's record and the request mails, in one transaction. Needs the payment details
   * and a default plan.
   */
  async openDuesYearAdmin(body: OpenDuesYearDto): Promise<OpenedDuesYearResponseDto> {
    if (!body.due_date.startsWith(`${body.year}-`))
      throw new ApiError(400, COMMON_ERRORS.validation, 'due_date must be within the year');
    const settings = await this.setup.settings();
    if (!settings.iban || !settings.beneficiaryName || !settings.defaultPlanId) {
      throw new ApiError(409, DUES_ERRORS.settings_missing, 'Set the IBAN, the beneficiary and the default plan first');
    }
    try {
      return single(
        await this.tx.run(async (db) => {
          const year = await this.setup.createYear(
            { year: body.year, dueDate: new Date(`${body.due_date}T00:00:00Z`), graceDays: body.grace_days ?? 14 },
            db,
          );
          return { ...mapYear(year), created: await this.jobs.createRecords(year.year, db) };
        }),
      );
    } catch (e) {
      if (isUniqueViolation(e)) throw new ApiError(409, DUES_ERRORS.year_exists, 'This year is open already');
      throw e;
    }
  }

  /** A member's plan or waiver; the member's unpaid records take the new amount (waived: nothing owed). */
  async updateMemberDuesAdmin(userId: string, body: UpdateMemberDuesDto): Promise<void> {
    if (!(await this.members.exists(userId)))
      throw new ApiError(404, MEMBERS_ERRORS.user_not_found, 'Member not found');
    if (body.plan_id) await this.getFeePlanAdmin(body.plan_id);
    await this.tx.run(async (db) => {
      const member = await this.setup.upsertMemberPlan(
        userId,
        { planId: body.plan_id, waived: body.waived, note: body.note },
        db,
      );
      const settings = await this.setup.settings(db);
      const planId = member.planId ?? settings.defaultPlanId;
      const plan = planId ? await this.setup.findPlan(planId) : null;
      const years = await this.setup.listYearsFrom(0);
      for (const y of years) {
        const record = await this.records.findByUserAndYear(userId, y.year, db);
        if (!record || record.status === 'paid') continue;
        const amountCents = plan?.amountCents ?? 0;
        const overdue = record.status === 'overdue';
        await this.records.reprice(
          db,
          record.id,
          amountCents,
          duesStatus({ amountCents, paidCents: record.paidCents, waived: member.waived || !plan }, overdue),
          plan?.id ?? null,
        );
      }
    });
  }

  private async writePlan<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (isUniqueViolation(e)) throw nameTaken();
      throw e;
    }
  }
}
