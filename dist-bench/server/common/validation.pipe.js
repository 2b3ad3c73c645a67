"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createValidationPipe = createValidationPipe;
const common_1 = require("@nestjs/common");
function flatten(errors, parent = '') {
    return errors.flatMap((e) => {
        const field = parent ? `${parent}.${e.property}` : e.property;
        const own = e.constraints ? [{ field, messages: Object.values(e.constraints) }] : [];
        return [...own, ...flatten(e.children ?? [], field)];
    });
}
/** Product API validation: DTO classes only, unknown fields rejected, errors in the one shape. */
function createValidationPipe() {
    return new common_1.ValidationPipe({
        whitelist: true,
        forbidNonWhitelisted: true,
        transform: true,
        exceptionFactory: (errors) => {
            const fields = flatten(errors);
            return new common_1.BadRequestException({
                code: 'errors.validation',
                message: fields.flatMap((f) => f.messages),
                fields,
            });
        },
    });
}
//# sourceMappingURL=validation.pipe.js.map