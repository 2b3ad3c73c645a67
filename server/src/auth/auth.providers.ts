import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './auth.guard';
import { JwtKeyResolver } from './jwt-keys';
import { JwtStrategy } from './jwt.strategy';

/** Spread into the app module: the JWT strategy and the global deny-by-default guard. */
export const authProviders = [JwtKeyResolver, JwtStrategy, { provide: APP_GUARD, useClass: AuthGuard }];
