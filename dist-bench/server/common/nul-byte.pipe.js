"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.NulBytePipe = void 0;
const common_1 = require("@nestjs/common");
function hasNul(value, depth = 0) {
    if (typeof value === 'string')
        return value.includes('\u0000');
    if (depth > 32 || !value || typeof value !== 'object')
        return false;
    return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}
/**
 * PostgreSQL cannot store NUL in text, so a NUL anywhere in a body, query or path parameter would end
 * as a 500 deep in a repository. Refused up front, for every route, with the one error shape.
 */
let NulBytePipe = class NulBytePipe {
    transform(value) {
        if (hasNul(value))
            throw new common_1.BadRequestException({ code: 'errors.invalid_characters', message: 'Text must not contain NUL characters' });
        return value;
    }
};
exports.NulBytePipe = NulBytePipe;
exports.NulBytePipe = NulBytePipe = __decorate([
    (0, common_1.Injectable)()
], NulBytePipe);
//# sourceMappingURL=nul-byte.pipe.js.map