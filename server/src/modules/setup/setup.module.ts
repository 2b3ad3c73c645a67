import { Module } from '@nestjs/common';
import { SetupController } from './setup.controller';
import { SetupService } from './setup.service';
import { PasswordHasher } from '../../auth-api';

/**
 * The first owner's setup link (GET/POST /api/setup/owner); the link itself comes from the start
 * (runtime/owner-setup.hook.ts).
 */
@Module({
  controllers: [SetupController],
  // Its own hasher: the auth API's module is absent in supabase mode (the setup link then makes no password).
  providers: [SetupService, PasswordHasher],
})
export class SetupModule {}
