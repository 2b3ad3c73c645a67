import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { GoTrueError, validationFailed } from '../errors/gotrue-error';
import { ADMIN_ROLES } from '../crypto/keys';
import { assertAcceptablePassword } from '../crypto/password';
import { PasswordHasher } from '../crypto/password-hasher';
import { resolveRedirect, RECOVERY_PAGE } from './redirect';
import type { AuthRequestContext } from '../http/request-context';
import {
  AuthBody,
  boundedMetadata,
  normalizeEmail,
  optBool,
  optMetadata,
  optString,
  queryString,
  readBody,
} from '../http/auth-input.dto';
import { GoTrueFactor, GoTrueUser, mapFactor, mapUser } from '../http/auth-user.dto';
import { AuthAuditRepository } from '../data/auth-audit.repository';
import { AuthMfaRepository } from '../data/auth-mfa.repository';
import { AuthSessionRepository } from '../data/auth-session.repository';
import { TransactionRepository } from '../../database/transaction.repository';
import {
  AuthUserChanges,
  AuthUserRecord,
  AuthUserRepository,
  EMAIL_APP_METADATA,
  JsonValue,
} from '../data/auth-user.repository';
import { AuthMailerService, LINK_TYPE, OtpKind } from '../mailer/auth-mailer.service';
import { mergeMetadata } from './auth-user.service';
import { isUniqueViolation } from '../../database/prisma-errors';
import { AvatarFilesService } from '../../modules/members/avatar-files.service';
import { ProfileDataService } from '../../modules/personal-data/profile-data.service';
import { UUID } from '../../domain/uuid';

const GO_DURATION = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/;
const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** GoTrue's `ban_duration`: "none" lifts a ban, a Go duration ("24h", "1h30m") bans until now + duration. */
export function parseBanDuration(raw: string): Date | null {
  if (raw === 'none') return null;
  if (!GO_DURATION.test(raw)) throw validationFailed(`invalid format for ban duration: ${raw}`);
  let ms = 0;
  for (const m of raw.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) ms += Number(m[1]) * UNIT_MS[m[2]];
  return new Date(Date.now() + ms);
}

export interface AdminUserList {
  users: GoTrueUser[];
  aud: string;
  total: number;
  links: string[];
}

/** The service-role API (docs/auth-api.md, "Admin endpoints"): users, links, invitations, factors. */
@Injectable()
export class AuthAdminService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly tx: TransactionRepository,
    private readonly users: AuthUserRepository,
    private readonly sessions: AuthSessionRepository,
    private readonly factors: AuthMfaRepository,
    private readonly audit: AuthAuditRepository,
    private readonly mailer: AuthMailerService,
    private readonly memberData: ProfileDataService,
    private readonly avatars: AvatarFilesService,
    private readonly passwords: PasswordHasher,
  ) {}

  private async user(id: string): Promise<AuthUserRecord> {
    if (!UUID.test(id)) throw new GoTrueError(404, 'user_not_found', 'User not found');
    const user = await this.users.findById(id);
    if (!user) throw new GoTrueError(404, 'user_not_found', 'User not found');
    return user;
  }

  private role(body: AuthBody): string | undefined {
    const role = optString(body, 'role');
    // Handing out admin roles through the API would turn a user token into a service key.
    if (role && ADMIN_ROLES.includes(role)) throw validationFailed(`role ${role} cannot be assigned to a user`);
    return role;
  }

  async list(ctx: AuthRequestContext): Promise<AdminUserList> {
    const pageRaw = queryString(ctx.query, 'page') ?? '1';
    const perPageRaw = queryString(ctx.query, 'per_page') ?? '50';
    if (!/^\d{1,9}$/.test(pageRaw) || !/^\d{1,9}$/.test(perPageRaw))
      throw new GoTrueError(400, 'validation_failed', 'Bad Pagination Parameters');
    const page = Math.max(1, Number(pageRaw));
    const perPage = Math.min(1000, Math.max(1, Number(perPageRaw)));
    const { users, total } = await this.users.list(page, perPage, queryString(ctx.query, 'filter'));
    const last = Math.max(1, Math.ceil(total / perPage));
    const base = `${this.config.PUBLIC_URL}/auth/v1/admin/users`;
    const links = [
      ...(page < last ? [`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`] : []),
      `<${base}?page=${last}&per_page=${perPage}>; rel="last"`,
    ];
    return { users: users.map(mapUser), aud: 'authenticated', total, links };
  }

  async get(id: string): Promise<GoTrueUser> {
    return mapUser(await this.user(id));
  }

  async create(raw: unknown, ctx: AuthRequestContext): Promise<GoTrueUser> {
    const body = readBody(raw);
    const emailRaw = optString(body, 'email');
    const phone = optString(body, 'phone');
    const password = optString(body, 'password');
    const id = optString(body, 'id');
    if (id && !UUID.test(id)) throw validationFailed('id must be a UUID');
    const email = emailRaw ? normalizeEmail(emailRaw) : undefined;
    if (password !== undefined) assertAcceptablePassword(password, this.config);
    const role = this.role(body);
    const ban = optString(body, 'ban_duration');
    const bannedUntil = ban ? parseBanDuration(ban) : null;
    if (email && (await this.users.emailTaken(email, null)))
      throw new GoTrueError(422, 'email_exists', 'A user with this email address has already been registered');
    const encryptedPassword =
      password !== undefined ? await this.passwords.hash(password, this.config.AUTH_BCRYPT_COST) : null;
    const now = new Date();
    try {
      const user = await this.tx.run(async (db) => {
        const created = await this.users.create(
          {
            id,
            email,
            phone,
            encryptedPassword,
            emailConfirmedAt: optBool(body, 'email_confirm') && email ? now : null,
            phoneConfirmedAt: optBool(body, 'phone_confirm') && phone ? now : null,
            role,
            bannedUntil,
            appMetadata: { ...EMAIL_APP_METADATA, ...(optMetadata(body, 'app_metadata') ?? {}) },
            userMetadata: optMetadata(body, 'user_metadata') ?? optMetadata(body, 'data') ?? {},
          },
          db,
        );
        await this.audit.log(
          {
            action: 'user_signedup',
            actorUsername: 'service_role',
            logType: 'team',
            traits: { user_id: created.id, user_email: email ?? '' },
          },
          ctx.ip,
          db,
        );
        return created;
      });
      return mapUser(user);
    } catch (e) {
      if (isUniqueViolation(e))
        throw new GoTrueError(
          422,
          'email_exists',
          'A user with this email address or phone number has already been registered',
        );
      throw e;
    }
  }

  async update(id: string, raw: unknown, ctx: AuthRequestContext): Promise<GoTrueUser> {
    const user = await this.user(id);
    const body = readBody(raw);
    const emailRaw = optString(body, 'email');
    const password = optString(body, 'password');
    const email = emailRaw ? normalizeEmail(emailRaw) : undefined;
    if (password !== undefined) assertAcceptablePassword(password, this.config);
    const role = this.role(body);
    const ban = optString(body, 'ban_duration');
    const bannedUntil = ban ? parseBanDuration(ban) : undefined;
    if (email && email !== user.email && (await this.users.emailTaken(email, user.id)))
      throw new GoTrueError(422, 'email_exists', 'A user with this email address has already been registered');
    const data: AuthUserChanges = {};
    if (role) data.role = role;
    if (password !== undefined)
      data.encryptedPassword = await this.passwords.hash(password, this.config.AUTH_BCRYPT_COST);
    if (email && email !== user.email) data.email = email;
    if (optBool(body, 'email_confirm') === true && !user.emailConfirmedAt) data.emailConfirmedAt = new Date();
    if (optString(body, 'phone')) data.phone = optString(body, 'phone');
    if (optBool(body, 'phone_confirm') === true) data.phoneConfirmedAt = new Date();
    if (bannedUntil !== undefined) data.bannedUntil = bannedUntil;
    const userMetadata = optMetadata(body, 'user_metadata');
    const appMetadata = optMetadata(body, 'app_metadata');
    if (userMetadata)
      data.rawUserMetaData = boundedMetadata(
        'user_metadata',
        mergeMetadata(user.rawUserMetaData, userMetadata),
      ) as JsonValue;
    if (appMetadata)
      data.rawAppMetaData = boundedMetadata(
        'app_metadata',
        mergeMetadata(user.rawAppMetaData, appMetadata),
      ) as JsonValue;
    try {
      await this.tx.run(async (db) => {
        await this.users.update(user.id, data, db);
        if (data.email)
          await this.users.patchEmailIdentity(
            user,
            { email_verified: !!(data.emailConfirmedAt ?? user.emailConfirmedAt) },
            db,
            email,
          );
        else if (data.emailConfirmedAt) await this.users.patchEmailIdentity(user, { email_verified: true }, db);
        // A ban ends every session at once (and the product guard refuses its access tokens).
        if (bannedUntil) await this.sessions.deleteForUser(db, user.id);
        await this.audit.log(
          { action: 'user_modified', actorUsername: 'service_role', logType: 'user', traits: { user_id: user.id } },
          ctx.ip,
          db,
        );
      });
    } catch (e) {
      if (isUniqueViolation(e))
        throw new GoTrueError(
          422,
          'email_exists',
          'A user with this email address or phone number has already been registered',
        );
      throw e;
    }
    return mapUser((await this.users.findById(user.id))!);
  }

  async delete(id: string, raw: unknown, ctx: AuthRequestContext): Promise<Record<string, never>> {
    const user = await this.user(id);
    const soft = optBool(readBody(raw), 'should_soft_delete') === true;
    // The member's product data goes with the account, as when members delete their own.
    const avatar = await this.tx.run(async (db) => {
      const erased = await this.memberData.eraseMember(db, user.id);
      if (soft) await this.users.softDelete(user.id, db);
      else await this.users.delete(user.id, db);
      await this.audit.log(
        {
          action: 'user_deleted',
          actorUsername: 'service_role',
          logType: 'team',
          traits: { user_id: user.id, user_email: user.email ?? '', soft },
        },
        ctx.ip,
        db,
      );
      return erased;
    });
    await this.avatars.remove(avatar);
    return {};
  }

  /** POST /admin/generate_link: the link and code a mail would carry, without sending it. */
  async generateLink(raw: unknown, ctx: AuthRequestContext): Promise<GoTrueUser & Record<string, unknown>> {
    const body = readBody(raw);
    const type = optString(body, 'type');
    const kinds: Record<string, OtpKind> = {
      signup: 'signup',
      invite: 'invite',
      magiclink: 'magiclink',
      recovery: 'recovery',
      email_change_current: 'email_change_current',
      email_change_new: 'email_change_new',
    };
    if (!type || !kinds[type]) throw validationFailed('Invalid email action link type requested');
    const kind = kinds[type];
    const emailRaw = optString(body, 'email');
    if (!emailRaw) throw validationFailed('Email is required');
    const email = normalizeEmail(emailRaw);
    const password = optString(body, 'password');
    const redirectTo = resolveRedirect(
      optString(body, 'redirect_to') ?? queryString(ctx.query, 'redirect_to'),
      this.config,
      kind === 'recovery' ? RECOVERY_PAGE : '/',
    );
    let user = await this.users.findByEmail(email);
    let newEmail: string | undefined;
    if (kind === 'signup' || kind === 'invite') {
      if (user?.emailConfirmedAt)
        throw new GoTrueError(422, 'email_exists', 'A user with this email address has already been registered');
      if (kind === 'signup' && !user && !password) throw validationFailed('Signup requires a valid password');
      if (password !== undefined && !user) assertAcceptablePassword(password, this.config);
    } else {
      if (!user) throw new GoTrueError(404, 'user_not_found', 'User with this email not found');
      if (kind === 'email_change_current' || kind === 'email_change_new') {
        const raw = optString(body, 'new_email');
        if (!raw) throw validationFailed('The new email address provided is invalid');
        newEmail = normalizeEmail(raw);
        if (await this.users.emailTaken(newEmail, user.id))
          throw new GoTrueError(422, 'email_exists', 'A user with this email address has already been registered');
      }
    }
    const encryptedPassword =
      password !== undefined && !user ? await this.passwords.hash(password, this.config.AUTH_BCRYPT_COST) : null;
    const otp = await this.tx.run(async (db) => {
      if (!user) {
        user = await this.users.create(
          {
            email,
            encryptedPassword,
            invitedAt: kind === 'invite' ? new Date() : null,
            userMetadata: optMetadata(body, 'data') ?? {},
          },
          db,
        );
      }
      if (newEmail) await this.users.update(user.id, { emailChange: newEmail }, db);
      const address = kind === 'email_change_new' ? newEmail! : email;
      return this.mailer.issue(db, { user, kind, address, redirectTo });
    });
    const fresh = (await this.users.findById(user!.id))!;
    return {
      ...mapUser(fresh),
      action_link: otp.link,
      email_otp: otp.code,
      hashed_token: otp.linkToken,
      verification_type: LINK_TYPE[kind],
      redirect_to: redirectTo,
    };
  }

  /** POST /invite: creates the account (unconfirmed, invited_at) and mails the invitation. */
  async invite(raw: unknown, ctx: AuthRequestContext): Promise<GoTrueUser> {
    const body = readBody(raw);
    const emailRaw = optString(body, 'email');
    if (!emailRaw) throw validationFailed('An email address is required');
    const email = normalizeEmail(emailRaw);
    const redirectTo = resolveRedirect(queryString(ctx.query, 'redirect_to'), this.config);
    const existing = await this.users.findByEmail(email);
    if (existing?.emailConfirmedAt)
      throw new GoTrueError(422, 'email_exists', 'A user with this email address has already been registered');
    const id = await this.tx.run(async (db) => {
      const user =
        existing ??
        (await this.users.create({ email, invitedAt: new Date(), userMetadata: optMetadata(body, 'data') ?? {} }, db));
      const otp = await this.mailer.issue(db, { user, kind: 'invite', address: email, redirectTo });
      await this.mailer.send(db, 'invite', email, otp);
      await this.audit.log(
        {
          action: 'user_invited',
          actorUsername: 'service_role',
          logType: 'team',
          traits: { user_id: user.id, user_email: email },
        },
        ctx.ip,
        db,
      );
      return user.id;
    });
    return mapUser((await this.users.findById(id))!);
  }

  async listFactors(userId: string): Promise<GoTrueFactor[]> {
    const user = await this.user(userId);
    return user.factors.map(mapFactor);
  }

  async deleteFactor(userId: string, factorId: string, ctx: AuthRequestContext): Promise<GoTrueFactor> {
    const user = await this.user(userId);
    const factor = UUID.test(factorId) ? user.factors.find((f) => f.id === factorId) : undefined;
    if (!factor) throw new GoTrueError(404, 'mfa_factor_not_found', 'Factor not found');
    await this.tx.run(async (db) => {
      await this.factors.deleteFactor(db, factor.id);
      await this.sessions.downgradeFactorSessions(db, factor.id);
      await this.audit.log(
        {
          action: 'factor_deleted',
          actorUsername: 'service_role',
          logType: 'factor',
          traits: { user_id: user.id, factor_id: factor.id },
        },
        ctx.ip,
        db,
      );
    });
    return mapFactor(factor);
  }
}
