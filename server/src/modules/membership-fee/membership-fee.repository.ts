// Reads the default fee plan's amount for the public content (membership-fee.service.ts).
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';

@Injectable()
export class MembershipFeeRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The default plan's yearly amount in cents, or null while the dues settings name no plan. */
  async defaultPlanCents(): Promise<number | null> {
    const settings = await this.prisma.duesSettings.findUnique({
      where: { id: 1 },
      select: { defaultPlan: { select: { amountCents: true } } },
    });
    return settings?.defaultPlan?.amountCents ?? null;
  }
}
