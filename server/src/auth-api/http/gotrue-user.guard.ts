// The auth API's user routes (`/user`, `/logout`, `/factors`, `/reauthenticate`, linked identities)
// act for the user whose access token comes as the bearer. `@GoTrueUser()` on a route authenticates
// it before the handler runs (docs/auth-api.md §3.3), as GoTrue's router does in middleware, and
// `@Caller()` hands the handler the result: the user, their session and the token's claims.
import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  UseGuards,
  type Type,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../access/decorators';
import { AuthJwtService, type Authenticated } from '../services/auth-jwt.service';
import { SessionWork } from '../rate-limit/auth-bulkhead';

type WithCaller = FastifyRequest & { goTrueCaller?: Authenticated };

@Injectable()
export class GoTrueUserGuard implements CanActivate {
  constructor(private readonly jwt: AuthJwtService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithCaller>();
    const { authorization } = request.headers;
    request.goTrueCaller = await this.jwt.authenticate(typeof authorization === 'string' ? authorization : undefined);
    return true;
  }
}

/**
 * A user route of the auth API: no member session of the product API, the bearer's GoTrue session
 * instead. Guards given as `then` run after the authentication, in that order.
 */
export const GoTrueUser = (...then: Type<CanActivate>[]) =>
  applyDecorators(Public(), SessionWork(), UseGuards(GoTrueUserGuard, ...then));

/** The caller `@GoTrueUser()` authenticated on this request, if it did. */
export const callerOf = (request: FastifyRequest): Authenticated | undefined => (request as WithCaller).goTrueCaller;

/** The caller `@GoTrueUser()` authenticated. */
export const Caller = createParamDecorator((_data: unknown, context: ExecutionContext): Authenticated => {
  const caller = callerOf(context.switchToHttp().getRequest<FastifyRequest>());
  if (!caller) throw new Error('@Caller() needs @GoTrueUser() on the route');
  return caller;
});
