import { Module } from '@nestjs/common';
import { PageCacheModule } from '../../page-cache/page-cache.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { HealthRepository } from './health.repository';

/** Liveness and readiness: GET /healthz, GET /readyz. */
@Module({
  imports: [PageCacheModule],
  controllers: [HealthController],
  providers: [HealthService, HealthRepository],
})
export class HealthModule {}
