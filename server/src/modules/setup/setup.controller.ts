import { Body, Controller, Get, Ip, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { ApiErrors } from '../../common/api-errors.decorator';
import { COMMON_ERRORS } from '../../common/common-errors';
import { OwnerCreatedResponseDto, OwnerSetupDto, OwnerSetupLinkResponseDto } from './setup.dto';
import { SetupService } from './setup.service';
import { SETUP_ERRORS } from './setup-errors';

const LINK_REFUSALS = {
  404: [{ code: SETUP_ERRORS.setup_link_invalid, when: 'no such link (or the auth API is a hosted Supabase project)' }],
  409: [{ code: SETUP_ERRORS.setup_owner_exists, when: 'the club has an owner already' }],
  410: [
    { code: SETUP_ERRORS.setup_link_used, when: 'the link made the owner already' },
    { code: SETUP_ERRORS.setup_link_expired, when: 'the link is older than 24 hours' },
  ],
  429: [{ code: COMMON_ERRORS.too_many_requests, when: '30 checks per 15 minutes per address' }],
};

@ApiTags('setup')
@Controller('api/setup/owner')
export class SetupController {
  constructor(private readonly service: SetupService) {}

  /** Whether the first owner's setup link (printed at a start without an owner) still works. */
  @Public()
  @Get(':token')
  @ApiOkResponse({ type: OwnerSetupLinkResponseDto })
  @ApiErrors(LINK_REFUSALS)
  getOwnerSetupLink(@Param('token') token: string, @Ip() ip: string): Promise<OwnerSetupLinkResponseDto> {
    return this.service.getOwnerSetupLink(token, ip);
  }

  /**
   * Creates the first owner's account (confirmed, ready to sign in) with the setup link; the link then stops working.
   */
  @Public()
  @Post()
  @ApiCreatedResponse({ type: OwnerCreatedResponseDto })
  @ApiErrors({
    ...LINK_REFUSALS,
    400: [{ code: COMMON_ERRORS.validation, when: 'a malformed token or e-mail, no password' }],
    409: [
      ...LINK_REFUSALS[409],
      {
        code: SETUP_ERRORS.setup_email_taken,
        when: 'an account has this address already (`npm run owner` makes it an owner)',
      },
    ],
    422: [{ code: SETUP_ERRORS.setup_weak_password, when: "the password fails the auth API's password policy" }],
  })
  createFirstOwner(@Body() body: OwnerSetupDto, @Ip() ip: string): Promise<OwnerCreatedResponseDto> {
    return this.service.createFirstOwner(body, ip);
  }
}
