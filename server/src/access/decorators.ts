import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Permissions } from './permissions';
import { AUTH_ERRORS } from './auth-errors';
import { COMMON_ERRORS } from '../common/common-errors';

export const IS_PUBLIC = 'evklub:public';
export const REQUIRED_PERMISSIONS = 'evklub:permissions';
export const OWNER_ONLY = 'evklub:owner';

/** Anyone may call this route, signed in or not. */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension('x-permissions', 'public'));

/**
 * Only a signed-in member may call this route, holding every listed permission; with `owner`, only
 * an owner (docs/product-rules.md §6), which the document states as `x-owner: true`.
 */
export const Authenticated = (options: { permissions?: Permissions; owner?: boolean } = {}) =>
  applyDecorators(
    SetMetadata(REQUIRED_PERMISSIONS, options.permissions ?? {}),
    ...(options.owner
      ? [
          SetMetadata(OWNER_ONLY, true),
          ApiExtension('x-owner', true),
          ApiForbiddenResponse({ description: `Not an owner (${AUTH_ERRORS.owner_required})` }),
        ]
      : []),
    ApiBearerAuth(),
    ApiExtension('x-permissions', options.permissions ?? {}),
    ApiUnauthorizedResponse({
      description: `Not signed in (${COMMON_ERRORS.unauthorized}; ${AUTH_ERRORS.token_expired} when the access token has expired)`,
    }),
    ...(options.permissions && Object.keys(options.permissions).length
      ? [ApiForbiddenResponse({ description: `Missing permission (${AUTH_ERRORS.missing_permission})` })]
      : []),
  );

/** What a route declares: public, or signed-in with the listed permissions. */
export type RouteAccess = { public: true } | { public: false; permissions: Permissions; owner: boolean };

interface MetadataReader {
  get<T>(key: string, target: object): T | undefined;
}

/**
 * The access rule of a route handler: its own declaration wins over its controller's; when one
 * target carries both decorators the stricter `@Authenticated` applies. `undefined` = undeclared,
 * which the global guard denies and the route-inventory test reports.
 */
export function routeAccess(reflector: MetadataReader, handler: object, controller: object): RouteAccess | undefined {
  for (const target of [handler, controller]) {
    const permissions = reflector.get<Permissions>(REQUIRED_PERMISSIONS, target);
    if (permissions) return { public: false, permissions, owner: reflector.get<boolean>(OWNER_ONLY, target) === true };
    if (reflector.get<boolean>(IS_PUBLIC, target)) return { public: true };
  }
  return undefined;
}
