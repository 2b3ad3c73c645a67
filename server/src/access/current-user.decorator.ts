import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiError } from '../common/api-error';
import type { AuthUser } from './request-user';
import { COMMON_ERRORS } from '../common/common-errors';

/**
 * The signed-in member set by the global guard. Only meaningful on `@Authenticated` routes; on any
 * other route it answers 401 rather than handing a handler an undefined member.
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
  if (!user) throw new ApiError(401, COMMON_ERRORS.unauthorized, 'Sign-in required');
  return user;
});
