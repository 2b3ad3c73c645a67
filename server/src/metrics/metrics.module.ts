import { Module } from '@nestjs/common';
import { OperationsModule } from '../modules/operations/operations.module';
import { PageCacheModule } from '../page-cache/page-cache.module';
import { MetricsAccess } from './metrics-access';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

/** Prometheus metrics at GET /metrics, behind METRICS_TOKEN. */
@Module({
  imports: [PageCacheModule, OperationsModule],
  controllers: [MetricsController],
  providers: [MetricsService, MetricsAccess],
  exports: [MetricsService],
})
export class MetricsModule {}
