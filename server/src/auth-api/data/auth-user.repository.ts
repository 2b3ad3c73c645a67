import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Prisma } from '../../generated/prisma/client';
import type { PasswordHasher } from '../crypto/password-hasher';
import type { Db } from '../../database/transaction.repository';
import { canonicalEmail } from '../../domain/email';
import { readTogether } from '../../database/read-together';

const withRelations = {
  identities: { orderBy: { createdAt: 'asc' } },
  factors: { orderBy: { createdAt: 'asc' } },
} satisfies Prisma.AuthUserInclude;

/** An account with what every serialised user carries: identities and MFA factors. */
/** The columns a write changes, and a JSON value for the metadata columns (so services need not know Prisma). */
export type AuthUserChanges = Prisma.AuthUserUpdateInput;
export type JsonValue = Prisma.InputJsonValue;

export type AuthUserRecord = Prisma.AuthUserGetPayload<{ include: typeof withRelations }>;

export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

export interface NewAuthUser {
  id?: string;
  email?: string | null;
  phone?: string | null;
  encryptedPassword?: string | null;
  emailConfirmedAt?: Date | null;
  phoneConfirmedAt?: Date | null;
  invitedAt?: Date | null;
  role?: string;
  isAnonymous?: boolean;
  bannedUntil?: Date | null;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  /** false: no `email` identity (an account made by an external provider has that provider's). */
  emailIdentity?: boolean;
}

/** Inserts an account and, when it has an address, its `email` identity (call inside a transaction). */
export async function insertAuthUser(db: Db, input: NewAuthUser): Promise<string> {
  const userMetadata = input.userMetadata ?? {};
  const user = await db.authUser.create({
    data: {
      ...(input.id ? { id: input.id } : {}),
      email: input.email ?? null,
      phone: input.phone ?? null,
      encryptedPassword: input.encryptedPassword ?? null,
      emailConfirmedAt: input.emailConfirmedAt ?? null,
      phoneConfirmedAt: input.phoneConfirmedAt ?? null,
      invitedAt: input.invitedAt ?? null,
      role: input.role ?? 'authenticated',
      isAnonymous: input.isAnonymous ?? false,
      bannedUntil: input.bannedUntil ?? null,
      rawAppMetaData: (input.appMetadata ?? (input.isAnonymous ? {} : EMAIL_APP_METADATA)) as Prisma.InputJsonValue,
      rawUserMetaData: (input.emailConfirmedAt && input.email
        ? { ...userMetadata, email_verified: true }
        : userMetadata) as Prisma.InputJsonValue,
    },
  });
  if (input.email && input.emailIdentity !== false) {
    await db.authIdentity.create({
      data: {
        providerId: user.id,
        userId: user.id,
        provider: 'email',
        email: input.email,
        identityData: {
          sub: user.id,
          email: input.email,
          email_verified: !!input.emailConfirmedAt,
          phone_verified: false,
          ...userMetadata,
        } as Prisma.InputJsonValue,
      },
    });
  }
  return user.id;
}

/**
 * Creates an e-mail/password account ready to sign in (the seed's demo accounts). `tx` is a Prisma
 * client or transaction; the password is hashed with bcrypt cost 10 unless `bcryptCost` says otherwise.
 */
export async function createAuthUser(
  tx: Db,
  input: {
    id?: string;
    email: string;
    password: string;
    confirmed?: boolean;
    userMetadata?: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
    bcryptCost?: number;
  },
  passwords: PasswordHasher,
): Promise<string> {
  const confirmed = input.confirmed ?? true;
  return insertAuthUser(tx, {
    id: input.id,
    email: canonicalEmail(input.email),
    encryptedPassword: await passwords.hash(input.password, input.bcryptCost ?? 10),
    emailConfirmedAt: confirmed ? new Date() : null,
    userMetadata: input.userMetadata,
    appMetadata: input.appMetadata ? { ...EMAIL_APP_METADATA, ...input.appMetadata } : undefined,
  });
}

/** Sets columns of an account inside the caller's transaction (the `*_sent_at` stamp of a new link). */
export async function stampAuthUser(db: Db, id: string, data: Prisma.AuthUserUpdateInput): Promise<void> {
  await db.authUser.update({ where: { id }, data });
}

/** Accounts of the embedded auth API (auth.users with identities and factors). */
@Injectable()
export class AuthUserRepository {
  constructor(private readonly prisma: PrismaService) {}

  findById(id: string, db: Db = this.prisma): Promise<AuthUserRecord | null> {
    return db.authUser.findUnique({ where: { id }, include: withRelations });
  }

  findByEmail(email: string, db: Db = this.prisma): Promise<AuthUserRecord | null> {
    return db.authUser.findUnique({ where: { email }, include: withRelations });
  }

  /** The account with this address as its current one, else the one changing to it. */
  async findByEmailOrPendingEmail(email: string, db: Db = this.prisma): Promise<AuthUserRecord | null> {
    return (
      (await this.findByEmail(email, db)) ??
      db.authUser.findFirst({ where: { emailChange: email }, include: withRelations })
    );
  }

  /** Whether another account uses the address, as its e-mail or as a pending new e-mail. */
  async emailTaken(email: string, exceptId: string | null, db: Db = this.prisma): Promise<boolean> {
    const found = await db.authUser.findFirst({
      where: { email, ...(exceptId ? { id: { not: exceptId } } : {}) },
      select: { id: true },
    });
    return !!found;
  }

  async create(input: NewAuthUser, db: Db = this.prisma): Promise<AuthUserRecord> {
    const id = await insertAuthUser(db, input);
    return (await this.findById(id, db))!;
  }

  update(id: string, data: Prisma.AuthUserUpdateInput, db: Db = this.prisma) {
    return db.authUser.update({ where: { id }, data });
  }

  /** Marks the address confirmed on the user, its user metadata and its e-mail identity. */
  async confirmEmail(user: AuthUserRecord, db: Db = this.prisma): Promise<void> {
    if (user.emailConfirmedAt) return;
    const metadata = { ...(user.rawUserMetaData as Record<string, unknown>), email_verified: true };
    await db.authUser.update({
      where: { id: user.id },
      data: { emailConfirmedAt: new Date(), rawUserMetaData: metadata },
    });
    await this.patchEmailIdentity(user, { email_verified: true }, db);
  }

  /** Creates or updates the `email` identity so that it names the user's current address. */
  async patchEmailIdentity(
    user: AuthUserRecord,
    data: Record<string, unknown>,
    db: Db = this.prisma,
    email = user.email,
  ): Promise<void> {
    const identity = user.identities.find((i) => i.provider === 'email');
    if (identity) {
      const identityData = {
        ...(identity.identityData as Record<string, unknown>),
        ...data,
        ...(email ? { email } : {}),
      };
      await db.authIdentity.update({
        where: { id: identity.id },
        data: { identityData: identityData as Prisma.InputJsonValue, email },
      });
    } else if (email) {
      await db.authIdentity.create({
        data: {
          providerId: user.id,
          userId: user.id,
          provider: 'email',
          email,
          identityData: {
            sub: user.id,
            email,
            email_verified: false,
            phone_verified: false,
            ...data,
          } as Prisma.InputJsonValue,
        },
      });
    }
  }

  /**
   * Makes `email` the account's confirmed address (end of an e-mail change); an anonymous account becomes an e-mail
   * one.
   */
  async setConfirmedEmail(user: AuthUserRecord, email: string, db: Db = this.prisma): Promise<void> {
    await db.authUser.update({
      where: { id: user.id },
      data: {
        email,
        emailChange: null,
        emailChangeConfirmStatus: 0,
        emailConfirmedAt: new Date(),
        ...(user.isAnonymous
          ? { isAnonymous: false, rawAppMetaData: EMAIL_APP_METADATA as Prisma.InputJsonValue }
          : {}),
      },
    });
    await this.patchEmailIdentity(user, { email_verified: true }, db, email);
  }

  async touchSignIn(userId: string, db: Db = this.prisma): Promise<void> {
    const now = new Date();
    await db.authUser.update({ where: { id: userId }, data: { lastSignInAt: now } });
    await db.authIdentity.updateMany({ where: { userId }, data: { lastSignInAt: now } });
  }

  async delete(id: string, db: Db = this.prisma): Promise<void> {
    await db.authUser.delete({ where: { id } });
  }

  /** Soft delete as GoTrue does it: the row stays, but nothing can identify or sign in as it. */
  async softDelete(id: string, db: Db = this.prisma): Promise<void> {
    await db.authIdentity.deleteMany({ where: { userId: id } });
    await db.authSession.deleteMany({ where: { userId: id } });
    await db.authMfaFactor.deleteMany({ where: { userId: id } });
    await db.authWebauthnCredential.deleteMany({ where: { userId: id } });
    await db.authWebauthnChallenge.deleteMany({ where: { userId: id } });
    await db.authOneTimeToken.deleteMany({ where: { userId: id } });
    await db.authUser.update({
      where: { id },
      data: {
        email: null,
        phone: null,
        emailChange: null,
        encryptedPassword: null,
        rawUserMetaData: {},
        deletedAt: new Date(),
      },
    });
  }

  async list(page: number, perPage: number, filter?: string): Promise<{ users: AuthUserRecord[]; total: number }> {
    const where: Prisma.AuthUserWhereInput = filter ? { email: { contains: filter.toLowerCase() } } : {};
    const [users, total] = await readTogether(this.prisma, [
      this.prisma.authUser.findMany({
        where,
        include: withRelations,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        skip: (page - 1) * perPage,
        take: perPage,
      }),
      this.prisma.authUser.count({ where }),
    ]);
    return { users, total };
  }
}
