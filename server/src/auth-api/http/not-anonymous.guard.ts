// Routes an anonymous user may not use (GoTrue's `requireNotAnonymous` middleware): after
// `@GoTrueUser(NotAnonymousGuard)` authenticated the caller, an anonymous one is refused with 403.
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { GoTrueError } from '../errors/gotrue-error';
import { callerOf } from './gotrue-user.guard';

@Injectable()
export class NotAnonymousGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (callerOf(context.switchToHttp().getRequest<FastifyRequest>())?.user.isAnonymous !== false)
      throw new GoTrueError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
    return true;
  }
}
