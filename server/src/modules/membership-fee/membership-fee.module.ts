import { Module } from '@nestjs/common';
import { MembershipFeeRepository } from './membership-fee.repository';
import { MembershipFeeService } from './membership-fee.service';

/**
 * The membership fee as content pages and FAQ answers state it. Not part of DuesModule: those modules would reach it
 * only through notifications, in a circle.
 */
@Module({
  providers: [MembershipFeeService, MembershipFeeRepository],
  exports: [MembershipFeeService],
})
export class MembershipFeeModule {}
