import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { parseCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What the auth services need from a request besides its body. */
export interface AuthRequestContext {
  /** Client address (Fastify's, honouring TRUST_PROXY). */
  ip: string;
  userAgent?: string;
  query: Record<string, unknown>;
  /** The request's cookies (only the device cookies of sign-in are read, rate-limit/device-cookie.ts). */
  cookies: Record<string, string | undefined>;
  /** Adds a Set-Cookie header to the reply (a no-op where there is no reply). */
  setCookie: (header: string) => void;
}

export function toAuthContext(request: FastifyRequest, reply?: FastifyReply): AuthRequestContext {
  const ua = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof ua === 'string' ? ua : undefined,
    query: (request.query ?? {}) as Record<string, unknown>,
    // Read here, where they are used: no other request needs its cookies parsed.
    cookies: parseCookie(request.headers.cookie ?? ''),
    setCookie: (header) => void reply?.header('set-cookie', header),
  };
}

/** `@AuthContext() ctx: AuthRequestContext` in auth controllers. */
export const AuthContext = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  toAuthContext(
    context.switchToHttp().getRequest<FastifyRequest>(),
    context.switchToHttp().getResponse<FastifyReply>(),
  ),
);
