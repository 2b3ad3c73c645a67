import { Module } from '@nestjs/common';
import { DashboardAdminController } from './dashboard-admin.controller';
import { DashboardRepository } from './dashboard.repository';
import { DashboardService } from './dashboard.service';

/**
 * The staff console's home figures (GET /api/admin/dashboard/…). PrismaService comes from the global DatabaseModule.
 */
@Module({
  controllers: [DashboardAdminController],
  providers: [DashboardService, DashboardRepository],
})
export class DashboardModule {}
