import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { MeResponseDto } from './me.dto';
import { MemberService } from './member.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { MEMBERS_ERRORS } from './members-errors';

@ApiTags('me')
@Controller('api/me')
export class MeController {
  constructor(private readonly service: MemberService) {}

  /** The signed-in member and whether their onboarding is complete; creates the profile on the first call. */
  @Authenticated()
  @Get()
  @ApiOkResponse({ type: MeResponseDto })
  @ApiErrors({
    403: [{ code: MEMBERS_ERRORS.email_required, when: 'the account has no e-mail address' }],
    409: [{ code: MEMBERS_ERRORS.email_taken, when: 'another profile has the e-mail address' }],
  })
  getMe(@CurrentUser() user: AuthUser): Promise<MeResponseDto> {
    return this.service.getMe(user);
  }
}
