"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.UuidPipe = void 0;
const common_1 = require("@nestjs/common");
const api_error_1 = require("./api-error");
/** `@Param('id', UuidPipe) id: string`: a malformed id is 400 errors.invalid_id (in the one error shape), never a database error. */
exports.UuidPipe = new common_1.ParseUUIDPipe({ exceptionFactory: () => new api_error_1.ApiError(400, 'errors.invalid_id', 'The id must be a UUID') });
//# sourceMappingURL=uuid.pipe.js.map