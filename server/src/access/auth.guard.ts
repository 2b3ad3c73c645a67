// The one global guard (deny by default): `@Public()` routes pass; every other route needs a valid
// member access token (JwtStrategy) and then the permissions its `@Authenticated({ permissions })`
// lists, checked against the member's map read from the database on this request. A route that
// declares neither decorator is refused.
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiError } from '../common/api-error';
import type { AuthUser } from './request-user';
import { routeAccess, type RouteAccess } from './decorators';
import { JwtStrategy } from './jwt.strategy';
import { hasPermissions } from './permissions';
import { AUTH_ERRORS } from './auth-errors';
import { COMMON_ERRORS } from '../common/common-errors';

@Injectable()
export class AuthGuard implements CanActivate {
  /** Each route's rule, read from its metadata once (controller → handler → rule; undefined = undeclared). */
  private readonly rules = new WeakMap<object, Map<object, RouteAccess | undefined>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly strategy: JwtStrategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.ruleOf(context.getHandler(), context.getClass());
    if (!access) throw new ApiError(403, COMMON_ERRORS.forbidden, 'This route declares no access rule');
    if (access.public) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<{ user?: AuthUser }>();
    const user = await this.strategy.authenticateRequest(request, http.getResponse());
    request.user = user;
    if (access.owner && !user.owner)
      throw new ApiError(403, AUTH_ERRORS.owner_required, 'Only an owner of the club may do this');
    if (!hasPermissions(user.permissions, access.permissions)) {
      throw new ApiError(403, AUTH_ERRORS.missing_permission, 'You do not have the permission this needs', {
        required: access.permissions,
      });
    }
    return true;
  }

  private ruleOf(handler: object, controller: object): RouteAccess | undefined {
    let handlers = this.rules.get(controller);
    if (!handlers) this.rules.set(controller, (handlers = new Map()));
    if (!handlers.has(handler)) handlers.set(handler, routeAccess(this.reflector, handler, controller));
    return handlers.get(handler);
  }
}
