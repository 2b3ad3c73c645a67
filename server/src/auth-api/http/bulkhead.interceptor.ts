// Puts every /auth/v1 handler in its turn of the bulkhead (rate-limit/auth-bulkhead.ts). Registered
// globally by the auth API module, so it runs before the route's own interceptors (the budgets of
// rate-limit.interceptor.ts, which already use the database) and covers every auth controller.
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { AuthBulkhead, routeClassOf } from '../rate-limit/auth-bulkhead';
import { isAuthPath } from './http-setup';

@Injectable()
export class BulkheadInterceptor implements NestInterceptor {
  constructor(
    private readonly bulkhead: AuthBulkhead,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (context.getType() !== 'http' || !isAuthPath(request.url)) return next.handle();
    // The turn lasts until the handler has finished, whether or not the client is still there.
    const routeClass = routeClassOf(this.reflector, context.getHandler(), context.getClass(), request.url);
    return from(
      this.bulkhead.run(routeClass, request.ip, () => lastValueFrom(next.handle(), { defaultValue: undefined })),
    );
  }
}
