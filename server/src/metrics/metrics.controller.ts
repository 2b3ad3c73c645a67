import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../access/decorators';
import { MetricsService } from './metrics.service';
import { MetricsAccess } from './metrics-access';

/** GET /metrics for Prometheus: only with `Authorization: Bearer <METRICS_TOKEN>`; 404 when no token is set. */
@ApiExcludeController()
@Controller()
export class MetricsController {
  constructor(
    private readonly service: MetricsService,
    private readonly access: MetricsAccess,
  ) {}

  @Public()
  @Get('metrics')
  async getMetrics(
    @Headers('authorization') authorization: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.access.check(authorization);
    reply
      .header('content-type', this.service.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await this.service.metrics());
  }
}
