import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { UsersModule } from '../modules/users/users.module';
import { AuthGuard } from './auth.guard';
import { JwtKeyResolver } from './jwt-keys';
import { JwtStrategy } from './jwt.strategy';
import { TokenSubjectRepository } from './token-subject.repository';

/** The JWT strategy and the global deny-by-default guard (every route is @Public or @Authenticated). */
@Module({
  imports: [UsersModule],
  providers: [JwtKeyResolver, JwtStrategy, TokenSubjectRepository, { provide: APP_GUARD, useClass: AuthGuard }],
})
export class AuthModule {}
