"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ApiError = exports.DEFAULT_CODES = void 0;
const common_1 = require("@nestjs/common");
exports.DEFAULT_CODES = {
    400: 'errors.bad_request',
    401: 'errors.unauthorized',
    403: 'errors.forbidden',
    404: 'errors.not_found',
    405: 'errors.method_not_allowed',
    409: 'errors.conflict',
    413: 'errors.payload_too_large',
    415: 'errors.unsupported_media_type',
    422: 'errors.unprocessable',
    429: 'errors.too_many_requests',
    500: 'errors.internal',
    503: 'errors.unavailable',
};
/** Throw this from services: `throw new ApiError(404, 'errors.event_not_found', 'Event not found')`. */
class ApiError extends common_1.HttpException {
    constructor(status, code, message, details) {
        super({ statusCode: status, code, message, ...details }, status);
    }
}
exports.ApiError = ApiError;
//# sourceMappingURL=api-error.js.map