// GoTrue's admin routes (`/admin/*`, `/invite`) are open only to an admin-role token (the service-role
// key), checked before the handler runs, as GoTrue's router checks it in middleware (docs/auth-api.md
// §3.3): `@ServiceRole()` on the route instead of a check at the top of each service method.
import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../access/decorators';
import { AuthJwtService } from '../services/auth-jwt.service';
import { SessionWork } from '../rate-limit/auth-bulkhead';

@Injectable()
export class ServiceRoleGuard implements CanActivate {
  constructor(private readonly jwt: AuthJwtService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { authorization } = context.switchToHttp().getRequest<FastifyRequest>().headers;
    await this.jwt.requireAdmin(typeof authorization === 'string' ? authorization : undefined);
    return true;
  }
}

/**
 * An admin route of the auth API: no member session (the product API's guard lets it through), the service role
 * instead.
 */
export const ServiceRole = () => applyDecorators(Public(), SessionWork(), UseGuards(ServiceRoleGuard));
