import { Module } from '@nestjs/common';
import { SetupController } from './setup.controller';
import { SetupService } from './setup.service';

/**
 * The first owner's setup link (GET/POST /api/setup/owner); the link itself comes from the start
 * (runtime/owner-setup.hook.ts).
 */
@Module({
  controllers: [SetupController],
  providers: [SetupService],
})
export class SetupModule {}
