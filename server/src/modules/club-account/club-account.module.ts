import { Module } from '@nestjs/common';
import { ClubAccountRepository } from './club-account.repository';
import { ClubAccountService } from './club-account.service';

/** The club's bank account, read by the modules that take or pay back money. */
@Module({
  providers: [ClubAccountRepository, ClubAccountService],
  exports: [ClubAccountService],
})
export class ClubAccountModule {}
