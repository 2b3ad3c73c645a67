import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import { TransactionRepository, type Db } from '../../database/transaction.repository';
import { Prisma, type Profile } from '../../generated/prisma/client';
import { isUniqueViolation } from '../../database/prisma-errors';
import type { UnprocessedImage } from '../../media/media.repository';
import type { ImageVariants } from '../../media/image-variants';

export type ProfileRow = Profile;

const memberState = {
  onboarding: true,
  _count: { select: { carOwnerships: { where: { ownedUntil: null } } } },
} satisfies Prisma.ProfileInclude;

/** A profile with its onboarding answers and the number of cars it currently owns. */
export type ProfileWithMemberState = Prisma.ProfileGetPayload<{ include: typeof memberState }>;

/** The columns a member edits on their own profile. */
export type ProfileEdit = Partial<
  Pick<
    Profile,
    | 'username'
    | 'firstName'
    | 'lastName'
    | 'birthDate'
    | 'addressStreet'
    | 'addressCity'
    | 'addressPostCode'
    | 'addressCountry'
    | 'phoneNumber'
    | 'companyName'
    | 'companyId'
  >
>;

/** What other members may see of a profile (search results). */
export type ProfileVisibility = Pick<Profile, 'showEmail' | 'showPhone' | 'showCity' | 'showCars'>;
const visibilitySelect = {
  showEmail: true,
  showPhone: true,
  showCity: true,
  showCars: true,
} satisfies Prisma.ProfileSelect;

const exportInclude = {
  ...memberState,
  attendances: {
    include: {
      event: { select: { id: true, title: true, slug: true, dateStart: true } },
      checkIn: { select: { checkedInAt: true } },
    },
    orderBy: { registeredAt: 'asc' },
  },
  files: {
    select: { id: true, kind: true, title: true, fileName: true, createdAt: true },
    orderBy: { createdAt: 'asc' },
  },
  articles: { select: { id: true, title: true, slug: true, publishedAt: true }, orderBy: { createdAt: 'asc' } },
} satisfies Prisma.ProfileInclude;

/** A member's avatar as stored: its URL and, for a processed upload, its variants (media/image-variants.ts). */
export interface StoredAvatar {
  url: string | null;
  variants: unknown;
}

/** A profile with everything the member's data export lists besides cars. */
export type ProfileExportRow = Prisma.ProfileGetPayload<{ include: typeof exportInclude }>;

/** Personal fields a deleted account keeps none of (the e-mail becomes a unique placeholder). */
const ANONYMISED = {
  username: null,
  firstName: null,
  lastName: null,
  avatarUrl: null,
  avatarVariants: Prisma.DbNull,
  birthDate: null,
  addressStreet: null,
  addressCity: null,
  addressPostCode: null,
  addressCountry: null,
  phoneNumber: null,
  companyName: null,
  companyId: null,
  note: null,
  recommendation: null,
  permissions: {},
  isOwner: false,
  showEmail: false,
  showPhone: false,
  showCity: false,
  showCars: false,
} satisfies Prisma.ProfileUpdateInput;

/** Members' profiles (table profiles; id = the account's id). */
/** Whether a profile is deleted, and its permissions. */
export type ProfileAccess = Pick<Profile, 'deletedAt' | 'permissions'>;

@Injectable()
export class ProfileRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tx: TransactionRepository,
  ) {}

  /** What the auth guard needs on every request: whether the profile is deleted, and its permissions map. */
  findAccess(id: string): Promise<ProfileAccess | null> {
    return this.prisma.profile.findUnique({ where: { id }, select: { deletedAt: true, permissions: true } });
  }

  findWithMemberState(id: string): Promise<ProfileWithMemberState | null> {
    return this.prisma.profile.findUnique({ where: { id }, include: memberState });
  }

  /**
   * Creates the profile of a new account unless it exists (ON CONFLICT DO NOTHING, so two first
   * requests at once are harmless). Returns false when nothing was inserted.
   */
  async createIfAbsent(id: string, email: string): Promise<boolean> {
    const { count } = await this.prisma.profile.createMany({ data: [{ id, email }], skipDuplicates: true });
    return count === 1;
  }

  /** The member's own name, inside the caller's transaction (onboarding's first step). */
  async setName(db: Db, id: string, name: { firstName?: string; lastName?: string }): Promise<void> {
    await db.profile.update({ where: { id }, data: name });
  }

  /** Writes the member's own editable fields; 'username_taken' when the username is another member's. */
  async updateEditable(id: string, data: ProfileEdit): Promise<ProfileWithMemberState | 'username_taken'> {
    try {
      return await this.prisma.profile.update({ where: { id }, data, include: memberState });
    } catch (e) {
      if (isUniqueViolation(e)) return 'username_taken';
      throw e;
    }
  }

  findVisibility(id: string): Promise<ProfileVisibility | null> {
    return this.prisma.profile.findUnique({ where: { id }, select: visibilitySelect });
  }

  updateVisibility(id: string, data: ProfileVisibility): Promise<ProfileVisibility> {
    return this.prisma.profile.update({ where: { id }, data, select: visibilitySelect });
  }

  /** Sets the avatar (URL and processed variants) and returns the previous one (so its files can be removed). */
  replaceAvatar(id: string, avatar: StoredAvatar | null): Promise<StoredAvatar> {
    return this.tx.run(async (db) => {
      const before = await db.profile.findUniqueOrThrow({
        where: { id },
        select: { avatarUrl: true, avatarVariants: true },
      });
      await db.profile.update({
        where: { id },
        data: {
          avatarUrl: avatar?.url ?? null,
          avatarVariants: (avatar?.variants as Prisma.InputJsonValue | undefined) ?? Prisma.DbNull,
        },
      });
      return { url: before.avatarUrl, variants: before.avatarVariants };
    });
  }

  /** Uploaded avatars without variants (served at <PUBLIC_URL>/api/avatars/<name>), for `npm run media:rebuild`. */
  listUnprocessedAvatars(): Promise<UnprocessedImage[]> {
    return this.prisma.$queryRaw<UnprocessedImage[]>`
      SELECT id, avatar_url AS original, 'avatars/' || substring(avatar_url FROM '/api/avatars/([^/?#]+)$') AS key FROM profiles
      WHERE avatar_variants IS NULL AND avatar_url ~ '/api/avatars/[^/?#]+$' ORDER BY created_at`;
  }

  /** Gives an avatar its variants and new URL, unless the member changed it meanwhile. */
  async setAvatarVariants(
    id: string,
    originalUrl: string,
    avatar: { url: string | null; variants: ImageVariants },
  ): Promise<boolean> {
    const done = await this.prisma.profile.updateMany({
      where: { id, avatarUrl: originalUrl },
      data: { avatarUrl: avatar.url, avatarVariants: avatar.variants as unknown as Prisma.InputJsonValue },
    });
    return done.count === 1;
  }

  findForExport(id: string): Promise<ProfileExportRow | null> {
    return this.prisma.profile.findUnique({ where: { id }, include: exportInclude });
  }

  /**
   * The profile part of an account deletion, inside the caller's transaction: the profile is
   * anonymised (deleted_at, placeholder e-mail, personal fields cleared, permissions dropped). What
   * the member authored (articles, files) and their car history keep pointing at the anonymised
   * profile. Returns the avatar the profile had, or undefined when there is no profile left to
   * anonymise (none, or deleted already).
   */
  async anonymise(db: Db, id: string): Promise<{ avatar: StoredAvatar } | undefined> {
    const [live] = await db.$queryRaw<{ avatar_url: string | null; avatar_variants: unknown }[]>`
      SELECT avatar_url, avatar_variants FROM "public"."profiles" WHERE id = ${id}::uuid AND deleted_at IS NULL FOR UPDATE`;
    if (!live) return undefined;
    await db.profile.update({
      where: { id },
      data: { ...ANONYMISED, email: `deleted-${id}@invalid`, isVerified: false, deletedAt: new Date() },
    });
    return { avatar: { url: live.avatar_url, variants: live.avatar_variants } };
  }
}
