import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../access/decorators';
import { RedirectListResponseDto } from './redirect.dto';
import { RedirectService } from './redirect.service';

@ApiTags('redirects')
@Controller('api/redirects')
export class RedirectController {
  constructor(private readonly service: RedirectService) {}

  /** Every redirect rule, for the client router (exact path match; a trailing slash matches too). */
  @Public()
  @Get()
  @ApiOkResponse({ type: RedirectListResponseDto })
  listRedirects(): Promise<RedirectListResponseDto> {
    return this.service.listRedirects();
  }
}
