"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AuthContext = void 0;
exports.toAuthContext = toAuthContext;
const common_1 = require("@nestjs/common");
function toAuthContext(request) {
    const ua = request.headers['user-agent'];
    return {
        ip: request.ip,
        userAgent: typeof ua === 'string' ? ua : undefined,
        authorization: typeof request.headers.authorization === 'string' ? request.headers.authorization : undefined,
        query: (request.query ?? {}),
    };
}
/** `@AuthContext() ctx: AuthRequestContext` in auth controllers. */
exports.AuthContext = (0, common_1.createParamDecorator)((_data, context) => toAuthContext(context.switchToHttp().getRequest()));
//# sourceMappingURL=request-context.js.map