// The auth API's request budgets per route (RATE_LIMIT_* variables), declared where GoTrue declares
// them, on the route (its router puts `limitHandler` in front of the handler), not spent by hand at
// the top of each service method. `@RateLimit('RECOVER', { email: 'body' })` counts the request for
// the client IP and for the address it names, and refuses it with 429 over_request_rate_limit once a
// budget is spent. The interceptor runs after the route's guards, so a user route counts only
// callers @GoTrueUser() let through, and before the handler reads the body.
//
// What a service still counts itself depends on its own state, not on what the request carries (the
// password grant's reservation, given back after a correct password; an e-mail change that is only
// mailed for some users; the OAuth callback, whose refusal is a redirect back to the site).
import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { AuthRateLimitService, type LimitName } from '../rate-limit/auth-rate-limit.service';
import { callerOf } from './gotrue-user.guard';
import { queryString, wellFormedEmail } from './auth-input.dto';

export interface RateLimitOptions {
  /** Whose address is counted beside the client IP: the body's `email` member, or the caller's (@GoTrueUser()). */
  email?: 'body' | 'caller';
  /** Only for this `grant_type` (the /token grants share one route but not one budget). */
  grantType?: string;
}

export interface RateLimitRule extends RateLimitOptions {
  limit: LimitName;
}

const RATE_LIMITS = 'authApi:rateLimits';

/** The budgets a route handler declared with @RateLimit(), in the order written. */
export function rateLimitsOf(handler: object): RateLimitRule[] {
  return ((Reflect.getMetadata(RATE_LIMITS, handler) as RateLimitRule[] | undefined) ?? []).toReversed();
}

/**
 * The address a request names in its body, when it has the shape of one. The body is not validated
 * yet (pipes run after interceptors): anything else, which the handler then refuses, is counted by
 * the client IP only, so a budget key never holds what the database cannot store (NUL, 1 MB).
 */
function bodyEmail(request: FastifyRequest): string | undefined {
  const body = request.body;
  const email = body && typeof body === 'object' ? (body as Record<string, unknown>).email : undefined;
  return typeof email === 'string' ? wellFormedEmail(email) : undefined;
}

@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(private readonly limits: AuthRateLimitService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    for (const rule of rateLimitsOf(context.getHandler())) {
      if (rule.grantType && queryString(request.query, 'grant_type') !== rule.grantType) continue;
      const email =
        rule.email === 'body'
          ? bodyEmail(request)
          : rule.email === 'caller'
            ? (callerOf(request)?.user.email ?? undefined)
            : undefined;
      await this.limits.consume(rule.limit, request.ip, email);
    }
    return next.handle();
  }
}

/** A budget this route spends before its handler runs; several may be stacked (one per grant of /token). */
export function RateLimit(limit: LimitName, options: RateLimitOptions = {}): MethodDecorator {
  return (target, key, descriptor) => {
    const handler = descriptor.value as object;
    // Decorators apply bottom-up: stored last-written first, read back in the order written.
    const rules = (Reflect.getMetadata(RATE_LIMITS, handler) as RateLimitRule[] | undefined) ?? [];
    Reflect.defineMetadata(RATE_LIMITS, [...rules, { limit, ...options }], handler);
    // The interceptor once per route, however many budgets it declares.
    if (!rules.length) UseInterceptors(RateLimitInterceptor)(target, key, descriptor);
  };
}
