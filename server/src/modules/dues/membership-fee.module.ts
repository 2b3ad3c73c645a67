import { Module } from '@nestjs/common';
import { MembershipFeeRepository } from './membership-fee.repository';
import { MembershipFeeService } from './membership-fee.service';

/**
 * The membership fee for the public content; a module of its own, as the content module cannot import DuesModule (which
 * reaches it through notifications).
 */
@Module({
  providers: [MembershipFeeService, MembershipFeeRepository],
  exports: [MembershipFeeService],
})
export class MembershipFeeModule {}
