import { Module } from '@nestjs/common';
import { DiscountController } from './discount.controller';
import { DiscountAdminController } from './discount-admin.controller';
import { ChargingController } from './charging.controller';
import { ChargingAdminController } from './charging-admin.controller';
import { DiscountService } from './discount.service';
import { DiscountAdminService } from './discount-admin.service';
import { ChargingService } from './charging.service';
import { ChargingAdminService } from './charging-admin.service';
import { DiscountRepository } from './discount.repository';
import { ChargingRepository } from './charging.repository';

/** Partner discounts and charging information, with their administration. */
@Module({
  controllers: [DiscountController, DiscountAdminController, ChargingController, ChargingAdminController],
  providers: [
    DiscountService,
    DiscountAdminService,
    ChargingService,
    ChargingAdminService,
    DiscountRepository,
    ChargingRepository,
  ],
})
export class PerksModule {}
