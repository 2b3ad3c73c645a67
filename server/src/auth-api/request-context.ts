import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** What the auth services need from a request besides its body. */
export interface AuthRequestContext {
  /** Client address (Fastify's, honouring TRUST_PROXY). */
  ip: string;
  userAgent?: string;
  authorization?: string;
  query: Record<string, unknown>;
}

export function toAuthContext(request: FastifyRequest): AuthRequestContext {
  const ua = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof ua === 'string' ? ua : undefined,
    authorization: typeof request.headers.authorization === 'string' ? request.headers.authorization : undefined,
    query: (request.query ?? {}) as Record<string, unknown>,
  };
}

/** `@AuthContext() ctx: AuthRequestContext` in auth controllers. */
export const AuthContext = createParamDecorator((_data: unknown, context: ExecutionContext) => toAuthContext(context.switchToHttp().getRequest<FastifyRequest>()));
