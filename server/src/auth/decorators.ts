import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Permissions } from './permissions';

export const IS_PUBLIC = 'evklub:public';
export const REQUIRED_PERMISSIONS = 'evklub:permissions';

/** Anyone may call this route, signed in or not. */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension('x-permissions', 'public'));

/** Only a signed-in member may call this route, holding every listed permission. */
export const Authenticated = (options: { permissions?: Permissions } = {}) =>
  applyDecorators(
    SetMetadata(REQUIRED_PERMISSIONS, options.permissions ?? {}),
    ApiBearerAuth(),
    ApiExtension('x-permissions', options.permissions ?? {}),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ...(options.permissions && Object.keys(options.permissions).length ? [ApiForbiddenResponse({ description: 'Missing permission' })] : []),
  );
