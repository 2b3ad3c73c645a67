import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../access/decorators';
import { PermissionChangeListDto, PermissionChangeQueryDto } from './permission-change.dto';
import { PermissionChangeService } from './permission-change.service';

@ApiTags('admin: users')
@Controller('api/admin/permission-changes')
@Authenticated({ permissions: { users: 'full' } })
export class PermissionChangeAdminController {
  constructor(private readonly service: PermissionChangeService) {}

  /** Every change of a member's permissions map or owner flag, newest first: who, whom, before, after, when and how. */
  @Get()
  @ApiOkResponse({ type: PermissionChangeListDto })
  listPermissionChangesAdmin(@Query() query: PermissionChangeQueryDto): Promise<PermissionChangeListDto> {
    return this.service.listPermissionChangesAdmin(query);
  }
}
