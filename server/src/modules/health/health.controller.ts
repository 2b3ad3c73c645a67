import { Controller, Get, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../auth/decorators';
import { HealthService } from './health.service';
import { RETRY_AFTER_SECONDS } from '../../common/error.filter';

@ApiExcludeController()
@Controller()
export class HealthController {
  constructor(private readonly service: HealthService) {}

  /** The process is alive. */
  @Public()
  @Get('healthz')
  getHealth() {
    return { status: 'ok' };
  }

  /** The database answers and every migration is applied. */
  @Public()
  @Get('readyz')
  async getReadiness(@Res() reply: FastifyReply) {
    const result = await this.service.readiness();
    if (result.status !== 'ready') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    reply.status(result.status === 'ready' ? 200 : 503).send(result);
  }
}
