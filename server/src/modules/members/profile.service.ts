// The member's own profile: read and edit the fields a member may change, choose what other members
// see, upload an avatar. Export and account deletion are the accounts module's.
// Permissions, verification, the staff note and the recommendation are not in UpdateProfileDto, so
// the validation pipe refuses them (400) before anything here runs.
import { Injectable } from '@nestjs/common';
import { immutableFile, type StoredReply } from '../../common/stored-reply';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../access/request-user';
import { ApiError } from '../../common/api-error';
import { readUpload } from '../../common/multipart';
import { dateOnly } from '../../domain/calendar';
import { IMAGE_MIME_BY_EXTENSION } from '../../domain/image-info';
import type {
  ProfileResponseDto,
  ProfileVisibilityDto,
  ProfileVisibilityResponseDto,
  UpdateProfileDto,
} from './profile.dto';
import { collection, single } from '../../common/page.dto';
import { countriesBySlovakName } from '../../domain/countries';
import type { CountryListResponseDto } from './country.dto';
import { ProfileRepository, type ProfileEdit, type StoredAvatar } from './profile.repository';
import { AvatarFilesService } from './avatar-files.service';
import { MemberService } from './member.service';
import { mapProfile, mapVisibility } from './profile.dto';
import { COMMON_ERRORS } from '../../common/common-errors';
import { MEMBERS_ERRORS } from './members-errors';

export const AVATAR_MAX_BYTES = 25 * 1024 * 1024;

/** The columns the request changes (absent = unchanged, null = cleared). */
function changes(dto: UpdateProfileDto): ProfileEdit {
  const columns: [keyof UpdateProfileDto, keyof ProfileEdit][] = [
    ['username', 'username'],
    ['first_name', 'firstName'],
    ['last_name', 'lastName'],
    ['address_street', 'addressStreet'],
    ['address_city', 'addressCity'],
    ['address_post_code', 'addressPostCode'],
    ['address_country', 'addressCountry'],
    ['phone_number', 'phoneNumber'],
    ['company_name', 'companyName'],
    ['company_id', 'companyId'],
  ];
  const data: Record<string, unknown> = {};
  for (const [field, column] of columns) if (dto[field] !== undefined) data[column] = dto[field];
  if (dto.birth_date !== undefined) data.birthDate = dto.birth_date === null ? null : dateOnly(dto.birth_date);
  return data as ProfileEdit;
}

@Injectable()
export class ProfileService {
  constructor(
    private readonly me: MemberService,
    private readonly profiles: ProfileRepository,
    private readonly avatars: AvatarFilesService,
  ) {}

  async getProfile(user: AuthUser): Promise<ProfileResponseDto> {
    return single(mapProfile(await this.me.ensureProfile(user)));
  }

  /** The countries an address may name: the one list the web's picker shows. */
  listCountries(): CountryListResponseDto {
    const countries = countriesBySlovakName();
    return collection([...countries], countries.length);
  }

  async updateProfile(user: AuthUser, dto: UpdateProfileDto): Promise<ProfileResponseDto> {
    await this.me.ensureProfile(user);
    const updated = await this.profiles.updateEditable(user.id, changes(dto));
    if (updated === 'username_taken')
      throw new ApiError(409, MEMBERS_ERRORS.username_taken, 'Another member already uses this username');
    return single(mapProfile(updated));
  }

  async getProfileVisibility(user: AuthUser): Promise<ProfileVisibilityResponseDto> {
    await this.me.ensureProfile(user);
    return single(mapVisibility((await this.profiles.findVisibility(user.id))!));
  }

  async updateProfileVisibility(user: AuthUser, dto: ProfileVisibilityDto): Promise<ProfileVisibilityResponseDto> {
    await this.me.ensureProfile(user);
    const saved = await this.profiles.updateVisibility(user.id, {
      showEmail: dto.show_email,
      showPhone: dto.show_phone,
      showCity: dto.show_city,
      showCars: dto.show_cars,
    });
    return single(mapVisibility(saved));
  }

  /**
   * A PNG, JPEG or WebP (by its bytes) of at most 25 MB in the `file` part becomes the avatar,
   * processed into square variants without metadata; the previous avatar's files are removed.
   * Nothing is stored when the upload is refused.
   */
  async uploadAvatar(user: AuthUser, request: FastifyRequest): Promise<ProfileResponseDto> {
    await this.me.ensureProfile(user);
    const { file, fields } = await readUpload(request, { maxBytes: AVATAR_MAX_BYTES });
    const extra = Object.keys(fields);
    if (extra.length)
      throw new ApiError(400, COMMON_ERRORS.validation, `Unexpected field ${extra[0]}`, {
        fields: extra.map((f) => ({ field: f, messages: [`property ${f} should not exist`] })),
      });
    if (!file || file.buffer.length === 0)
      throw new ApiError(400, COMMON_ERRORS.validation, 'The image is missing: send it in the "file" part', {
        fields: [{ field: 'file', messages: ['file is required'] }],
      });
    const avatar = await this.avatars.store(file.buffer);
    let previous: StoredAvatar;
    try {
      previous = await this.profiles.replaceAvatar(user.id, avatar);
    } catch (e) {
      await this.avatars.remove(avatar);
      throw e;
    }
    await this.avatars.commit(avatar);
    await this.avatars.remove(previous);
    return this.getProfile(user);
  }

  async removeAvatar(user: AuthUser): Promise<ProfileResponseDto> {
    await this.me.ensureProfile(user);
    await this.avatars.remove(await this.profiles.replaceAvatar(user.id, null));
    return this.getProfile(user);
  }

  /**
   * GET /api/avatars/{file} (avatars uploaded before processing): public, immutable; anything but an avatar's file name
   * is 404.
   */
  async getAvatar(file: string): Promise<StoredReply> {
    const found = await this.avatars.open(file);
    if (!found) throw new ApiError(404, MEMBERS_ERRORS.avatar_not_found, 'Avatar not found');
    return immutableFile(found, IMAGE_MIME_BY_EXTENSION[file.split('.')[1]]);
  }
}
