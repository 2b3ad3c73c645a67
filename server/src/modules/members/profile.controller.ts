import { Body, Controller, Delete, Get, Param, Patch, Put, Req, Res } from '@nestjs/common';
import { sendStored } from '../../common/stored-reply';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated, Public } from '../../access/decorators';
import { CountryListResponseDto } from './country.dto';
import {
  ProfileResponseDto,
  ProfileVisibilityDto,
  ProfileVisibilityResponseDto,
  UpdateProfileDto,
} from './profile.dto';
import { ProfileService } from './profile.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { COMMON_ERRORS } from '../../common/common-errors';
import { MEDIA_ERRORS } from '../../media/media-errors';
import { MEMBERS_ERRORS } from './members-errors';

const AVATAR_BODY = {
  schema: {
    type: 'object',
    required: ['file'],
    properties: {
      file: { type: 'string', format: 'binary', description: 'PNG, JPEG or WebP (checked by content), at most 2 MB' },
    },
  },
};

@ApiTags('profile')
@Controller('api')
export class ProfileController {
  constructor(private readonly service: ProfileService) {}

  /** My profile: the user record plus the full address with the country in Slovak. */
  @Authenticated()
  @Get('profile')
  @ApiOkResponse({ type: ProfileResponseDto })
  getProfile(@CurrentUser() user: AuthUser): Promise<ProfileResponseDto> {
    return this.service.getProfile(user);
  }

  /** Changes my editable fields (any subset). Permissions, verification, note and recommendation are refused (400). */
  @Authenticated()
  @Patch('profile')
  @ApiOkResponse({ type: ProfileResponseDto })
  @ApiErrors({ 409: [MEMBERS_ERRORS.username_taken] })
  updateProfile(@CurrentUser() user: AuthUser, @Body() body: UpdateProfileDto): Promise<ProfileResponseDto> {
    return this.service.updateProfile(user, body);
  }

  /** Every country an address may name, with its Slovak name, in Slovak alphabetical order (the profile's country picker). */
  @Authenticated()
  @Get('countries')
  @ApiOkResponse({ type: CountryListResponseDto })
  listCountries(): CountryListResponseDto {
    return this.service.listCountries();
  }

  /** What other members see of me in search. */
  @Authenticated()
  @Get('profile/visibility')
  @ApiOkResponse({ type: ProfileVisibilityResponseDto })
  getProfileVisibility(@CurrentUser() user: AuthUser): Promise<ProfileVisibilityResponseDto> {
    return this.service.getProfileVisibility(user);
  }

  /** Sets what other members see of me (all four switches). */
  @Authenticated()
  @Put('profile/visibility')
  @ApiOkResponse({ type: ProfileVisibilityResponseDto })
  updateProfileVisibility(
    @CurrentUser() user: AuthUser,
    @Body() body: ProfileVisibilityDto,
  ): Promise<ProfileVisibilityResponseDto> {
    return this.service.updateProfileVisibility(user, body);
  }

  /** Uploads my avatar (multipart/form-data, part `file`): made square, upright and without metadata; avatar_url becomes the URL of its 192-pixel WebP under /api/media/. */
  @Authenticated()
  @Put('profile/avatar')
  @ApiConsumes('multipart/form-data')
  @ApiBody(AVATAR_BODY)
  @ApiErrors({
    400: [
      { code: MEDIA_ERRORS.invalid_image, when: 'damaged or incomplete' },
      { code: COMMON_ERRORS.validation, when: 'no file part, or another part' },
    ],
    413: [
      { code: COMMON_ERRORS.file_too_large, when: 'over 25 MB' },
      { code: MEDIA_ERRORS.image_too_large, when: 'over 50 megapixels' },
    ],
    415: [
      { code: COMMON_ERRORS.unsupported_file_type, when: 'not PNG/JPEG/WebP by content' },
      { code: COMMON_ERRORS.unsupported_media_type, when: 'not multipart' },
    ],
  })
  @ApiOkResponse({ type: ProfileResponseDto })
  uploadAvatar(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<ProfileResponseDto> {
    return this.service.uploadAvatar(user, request);
  }

  /** Removes my avatar. */
  @Authenticated()
  @Delete('profile/avatar')
  @ApiOkResponse({ type: ProfileResponseDto })
  removeAvatar(@CurrentUser() user: AuthUser): Promise<ProfileResponseDto> {
    return this.service.removeAvatar(user);
  }

  /** An avatar uploaded before avatars were processed (public; the URL is the profile's avatar_url until `npm run media:rebuild`). */
  @Public()
  @Get('avatars/:file')
  @ApiParam({ name: 'file', example: '0b7e5c1a-3f0e-4c1e-9d7a-2a6f0c1b2d3e.png' })
  @ApiProduces('image/png', 'image/jpeg', 'image/webp')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'The image' })
  @ApiErrors({ 404: [MEMBERS_ERRORS.avatar_not_found] })
  async getAvatar(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    sendStored(reply, await this.service.getAvatar(file));
  }
}
