import { Controller, Get, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../access/decorators';
import { HealthService } from './health.service';
import { RETRY_AFTER_SECONDS } from '../../common/error.filter';

@ApiExcludeController()
@Controller()
export class HealthController {
  constructor(private readonly service: HealthService) {}

  /** The process is alive and, in embedded mode, so is its PostgreSQL. */
  @Public()
  @Get('healthz')
  getHealth(@Res() reply: FastifyReply) {
    const result = this.service.liveness();
    reply.status(result.status === 'ok' ? 200 : 503).send(result);
  }

  /** The database answers (within 1.5 s) and every migration is applied. */
  @Public()
  @Get('readyz')
  async getReadiness(@Res() reply: FastifyReply) {
    const result = await this.service.readiness();
    if (result.status !== 'ready') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    reply.status(result.status === 'ready' ? 200 : 503).send(result);
  }
}
