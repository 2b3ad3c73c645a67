"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Authenticated = exports.Public = exports.REQUIRED_PERMISSIONS = exports.IS_PUBLIC = void 0;
exports.routeAccess = routeAccess;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
exports.IS_PUBLIC = 'evklub:public';
exports.REQUIRED_PERMISSIONS = 'evklub:permissions';
/** Anyone may call this route, signed in or not. */
const Public = () => (0, common_1.applyDecorators)((0, common_1.SetMetadata)(exports.IS_PUBLIC, true), (0, swagger_1.ApiExtension)('x-permissions', 'public'));
exports.Public = Public;
/** Only a signed-in member may call this route, holding every listed permission. */
const Authenticated = (options = {}) => (0, common_1.applyDecorators)((0, common_1.SetMetadata)(exports.REQUIRED_PERMISSIONS, options.permissions ?? {}), (0, swagger_1.ApiBearerAuth)(), (0, swagger_1.ApiExtension)('x-permissions', options.permissions ?? {}), (0, swagger_1.ApiUnauthorizedResponse)({ description: 'Not signed in' }), ...(options.permissions && Object.keys(options.permissions).length ? [(0, swagger_1.ApiForbiddenResponse)({ description: 'Missing permission' })] : []));
exports.Authenticated = Authenticated;
/**
 * The access rule of a route handler: its own declaration wins over its controller's; when one
 * target carries both decorators the stricter `@Authenticated` applies. `undefined` = undeclared,
 * which the global guard denies and the route-inventory test reports.
 */
function routeAccess(reflector, handler, controller) {
    for (const target of [handler, controller]) {
        const permissions = reflector.get(exports.REQUIRED_PERMISSIONS, target);
        if (permissions)
            return { public: false, permissions };
        if (reflector.get(exports.IS_PUBLIC, target))
            return { public: true };
    }
    return undefined;
}
//# sourceMappingURL=decorators.js.map