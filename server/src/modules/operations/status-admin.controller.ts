import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../access/decorators';
import { ServerStatusResponseDto } from './status-admin.dto';
import { StatusService } from './status.service';

@ApiTags('admin: status')
@Controller('api/admin')
export class StatusAdminController {
  constructor(private readonly service: StatusService) {}

  /**
   * What needs an operator's attention (owners only): mail, jobs, backups, disk, database, storage
   * and version, each with its state, findings and figures. The checks run now, each within 5 s.
   */
  @Authenticated({ owner: true })
  @Get('status')
  @ApiOkResponse({ type: ServerStatusResponseDto })
  getServerStatusAdmin(): Promise<ServerStatusResponseDto> {
    return this.service.getServerStatusAdmin();
  }
}
