"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CurrentUser = void 0;
const common_1 = require("@nestjs/common");
const api_error_1 = require("../common/api-error");
/**
 * The signed-in member set by the global guard. Only meaningful on `@Authenticated` routes; on any
 * other route it answers 401 rather than handing a handler an undefined member.
 */
exports.CurrentUser = (0, common_1.createParamDecorator)((_data, context) => {
    const user = context.switchToHttp().getRequest().user;
    if (!user)
        throw new api_error_1.ApiError(401, 'errors.unauthorized', 'Sign-in required');
    return user;
});
//# sourceMappingURL=current-user.decorator.js.map