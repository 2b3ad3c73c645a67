import { Inject, Injectable, Optional } from '@nestjs/common';
import { MEMBER_PASSKEYS, type MemberPasskeys } from '../../access/member-passkeys';
import { CLOCK, type Clock } from '../../jobs/clock';
import type { AuthUser } from '../../access/request-user';
import { AUTH_ERRORS } from '../../access/auth-errors';
import { ApiError } from '../../common/api-error';
import { collection, pageWindow, single } from '../../common/page.dto';
import {
  verificationChanges,
  userNotFound,
  passkeyNotFound,
  mapAdminPasskey,
  mapAdminUserDetail,
  type AdminPasskeyListDto,
  mapAdminUser,
  type AdminUserWithAnswers,
  type AdminUserListDto,
  type AdminUserListQueryDto,
  type AdminUserResponseDto,
  type UpdateUserAdminDto,
} from './user-admin.dto';
import { TransactionRepository, type Db } from '../../database/transaction.repository';
import { isLastOwnerViolation } from '../../database/prisma-errors';
import { PermissionChangeRepository } from './permission-change.repository';
import { lastOwnerRefused, permissionGrant } from '../members/members.types';
import {
  type AdminProfileChanges,
  type AdminProfileRow,
  UserAdminRepository,
  type VerificationStatus,
} from './user-admin.repository';
import { assertSearchable, normalizeSearchText, SearchService } from '../search/search.service';
import { CarService } from '../cars/car.service';
import { OnboardingService } from '../onboarding/onboarding.service';
import { COMMON_ERRORS } from '../../common/common-errors';
import { MEMBERS_ERRORS } from '../members/members.types';

@Injectable()
export class UserAdminService {
  constructor(
    private readonly users: UserAdminRepository,
    private readonly search: SearchService,
    private readonly cars: CarService,
    private readonly onboarding: OnboardingService,
    private readonly tx: TransactionRepository,
    private readonly permissionChanges: PermissionChangeRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Optional() @Inject(MEMBER_PASSKEYS) private readonly passkeys?: MemberPasskeys,
  ) {}

  /** Members, filtered; with `q` matched like member search but over every field, best first. */
  async listUsersAdmin(query: AdminUserListQueryDto): Promise<AdminUserListDto> {
    const window = pageWindow(query);
    const filters = {
      isVerified: query.is_verified,
      permission: query.permission,
      onboardingComplete: query.onboarding_complete,
    };
    // An empty q (a cleared search box) lists everyone; one character is too short to search by.
    const text = normalizeSearchText(query.q);
    if (text) assertSearchable(text);
    let page: { ids: string[]; total: number };
    if (text) {
      const sort = query.sort ? { field: query.sort, order: query.order ?? 'asc' } : undefined;
      const found = await this.search.findMatches(text, 'staff', window, { filters, sort });
      page = { ids: found.rows.map((r) => r.id), total: found.total };
    } else {
      const sort = query.sort
        ? { field: query.sort, order: query.order ?? 'asc' }
        : ({ field: 'created_at', order: 'desc' } as const);
      page = await this.search.listIds(filters, sort, window);
    }
    const rows = await this.users.findByIds(page.ids);
    return collection(rows.map(mapAdminUser), page.total);
  }

  /** Members in one verification status, newest first, with their onboarding answers (the registrations queue). */
  async listByStatus(
    status: VerificationStatus,
    window: { skip: number; take: number },
  ): Promise<{ rows: AdminUserWithAnswers[]; total: number }> {
    const { rows, total } = await this.users.listByStatus(status, window.skip, window.take);
    return { rows: await this.withAnswers(rows), total };
  }

  /** A member with their onboarding answers; 404 when there is no such member (or they were deleted). */
  async findWithAnswers(id: string): Promise<AdminUserWithAnswers> {
    const [found] = await this.withAnswers([await this.findOrFail(id)]);
    return found;
  }

  /** A member as staff see them; 404 when there is no such member (or they were deleted). */
  async findOrFail(id: string): Promise<AdminProfileRow> {
    const row = await this.users.findOne(id);
    if (!row) throw userNotFound();
    return row;
  }

  /** Applies staff changes, inside the caller's transaction `db` when given; 404 when there is no such member. */
  async applyChanges(id: string, changes: AdminProfileChanges, db?: Db): Promise<void> {
    if (!(await this.users.update(id, changes, db))) throw userNotFound();
  }

  async getUserAdmin(id: string): Promise<AdminUserResponseDto> {
    const row = await this.findOrFail(id);
    const [answers, cars, passkeys] = await Promise.all([
      this.onboarding.findAnswersOf([id]),
      this.cars.listCurrentOf(id),
      this.passkeys ? this.passkeys.countOf(id) : null,
    ]);
    return single(mapAdminUserDetail(row, passkeys, { onboarding: answers.get(id) ?? null, cars }));
  }

  /** A member's passkeys, oldest first; 404 when there is no such member or nobody here keeps passkeys. */
  async listUserPasskeysAdmin(id: string): Promise<AdminPasskeyListDto> {
    const passkeys = await this.passkeysOf(id);
    const rows = await passkeys.listOf(id);
    return collection(rows.map(mapAdminPasskey), rows.length);
  }

  /** Removes every passkey of a member (a lost phone) and signs the member out on every device. */
  async removeUserPasskeysAdmin(actor: AuthUser, id: string): Promise<AdminUserResponseDto> {
    await (await this.passkeysOf(id)).removeAllOf(id, actor.id);
    return this.getUserAdmin(id);
  }

  /**
   * Removes one passkey of a member and signs the member out on every device (a session does not say which device holds
   * it).
   */
  async removeUserPasskeyAdmin(actor: AuthUser, id: string, passkeyId: string): Promise<AdminUserResponseDto> {
    if (!(await (await this.passkeysOf(id)).removeOneOf(id, passkeyId, actor.id))) throw passkeyNotFound();
    return this.getUserAdmin(id);
  }

  /** Who keeps the member's passkeys; 404 when there is no such member or a hosted Supabase project keeps them. */
  private async passkeysOf(id: string): Promise<MemberPasskeys> {
    await this.findOrFail(id);
    if (!this.passkeys)
      throw new ApiError(404, COMMON_ERRORS.not_found, 'Passkeys are kept by the hosted sign-in service');
    return this.passkeys;
  }

  /**
   * Staff changes to a member: the whole permissions map and the owner flag (docs/product-rules.md
   * §6: only an owner changes them, nobody their own, each change audited in the same transaction),
   * verification (audited with who and when), note and recommendation.
   */
  async updateUserAdmin(actor: AuthUser, id: string, body: UpdateUserAdminDto): Promise<AdminUserResponseDto> {
    const current = await this.findOrFail(id);
    const grant = permissionGrant(current, body);
    if (grant && id === actor.id)
      throw new ApiError(403, MEMBERS_ERRORS.cannot_change_own_permissions, 'Nobody changes their own permissions');
    if (grant && !actor.owner)
      throw new ApiError(403, AUTH_ERRORS.owner_required, 'Only an owner of the club changes permissions');
    const changes: AdminProfileChanges = {};
    if (grant) Object.assign(changes, { permissions: grant.permissionsAfter, isOwner: grant.ownerAfter });
    if (body.is_verified !== undefined && body.is_verified !== current.isVerified)
      Object.assign(changes, verificationChanges(body.is_verified, actor, this.clock.now()));
    if (body.note !== undefined) changes.note = body.note;
    if (body.recommendation !== undefined) changes.recommendation = body.recommendation;
    try {
      await this.tx.run(async (db) => {
        await this.applyChanges(id, changes, db);
        if (grant) await this.permissionChanges.record(db, id, actor.id, grant, 'console');
      });
    } catch (e) {
      if (isLastOwnerViolation(e)) throw lastOwnerRefused();
      throw e;
    }
    return this.getUserAdmin(id);
  }

  /**
   * The rows as staff see them, each with the member's onboarding answers (asked of the onboarding module in one read).
   */
  private async withAnswers(rows: AdminProfileRow[]): Promise<AdminUserWithAnswers[]> {
    const answers = await this.onboarding.findAnswersOf(rows.map((r) => r.id));
    return rows.map((row) => ({ user: mapAdminUser(row), onboarding: answers.get(row.id) ?? null }));
  }
}
