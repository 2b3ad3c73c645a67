import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './auth.guard';
import { JwtKeyResolver } from './jwt-keys';
import { JwtStrategy } from './jwt.strategy';
import { TokenSubjectRepository } from './token-subject.repository';

/** The JWT strategy and the global deny-by-default guard (every route is @Public or @Authenticated). */
@Module({
  providers: [JwtKeyResolver, JwtStrategy, TokenSubjectRepository, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [JwtKeyResolver],
})
export class AccessModule {}
