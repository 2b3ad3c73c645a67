import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../access/request-user';
import { CurrentUser } from '../../access/current-user.decorator';
import { Authenticated } from '../../access/decorators';
import { UuidPipe } from '../../common/uuid.pipe';
import { DuesResponseDto, MyDuesResponseDto } from './dues.dto';
import { DuesService } from './dues.service';
import { ApiErrors } from '../../common/api-errors.decorator';
import { DUES_ERRORS } from './dues-errors';

/** The signed-in member's own membership dues. */
@ApiTags('dues')
@Authenticated()
@Controller('api')
export class DuesController {
  constructor(private readonly service: DuesService) {}

  /** This year's record (amount, due date, status, variable symbol, PAY by square), earlier years and where to pay. */
  @Get('me/dues')
  @ApiOkResponse({ type: MyDuesResponseDto })
  getMyDues(@CurrentUser() user: AuthUser): Promise<MyDuesResponseDto> {
    return this.service.getMyDues(user);
  }

  /** One of the member's own records (the printable confirmation of payment). */
  @Get('me/dues/:id')
  @ApiOkResponse({ type: DuesResponseDto })
  @ApiErrors({ 404: [{ code: DUES_ERRORS.dues_not_found, when: 'also for another member’s record' }] })
  getMyDuesRecord(@CurrentUser() user: AuthUser, @Param('id', UuidPipe) id: string): Promise<DuesResponseDto> {
    return this.service.getMyDuesRecord(user, id);
  }
}
