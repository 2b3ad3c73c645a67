"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SortOrderField = exports.UuidField = exports.DateTimeField = exports.SlugField = exports.TextField = void 0;
// Combined decorators for the content DTOs: each writes the class-validator rules and the OpenAPI
// schema of a field together. Presence follows PATCH semantics: `optional` fields may be absent
// but never null; `nullable` fields may be absent or null (null clears them).
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const slug_1 = require("../domain/slug");
function presence(o) {
    if (o.nullable)
        return [(0, class_validator_1.IsOptional)()];
    if (o.optional)
        return [(0, class_validator_1.ValidateIf)((_object, value) => value !== undefined)];
    return [];
}
function schema(o, spec) {
    const document = o.optional || o.nullable ? swagger_1.ApiPropertyOptional : swagger_1.ApiProperty;
    return document({ ...spec, ...(o.nullable ? { nullable: true } : {}), ...(o.description ? { description: o.description } : {}) });
}
/** A string of at most `max` characters; a required (or `notBlank`) one must contain a non-space character. */
const TextField = (max, o = {}) => (0, common_1.applyDecorators)(schema(o, { type: String, maxLength: max }), ...presence(o), (0, class_validator_1.IsString)(), (0, class_validator_1.MaxLength)(max), ...((o.optional || o.nullable) && !o.notBlank ? [] : [(0, class_validator_1.Matches)(/\S/, { message: '$property must not be empty' })]));
exports.TextField = TextField;
/** A URL slug: lower-case ASCII letters and digits in words joined by single hyphens. */
const SlugField = (o = {}) => (0, common_1.applyDecorators)(schema(o, { type: String, pattern: slug_1.SLUG_PATTERN.source, maxLength: slug_1.SLUG_MAX_LENGTH, example: 'nabijanie-v-zime' }), ...presence(o), (0, class_validator_1.IsString)(), (0, class_validator_1.MaxLength)(slug_1.SLUG_MAX_LENGTH), (0, class_validator_1.Matches)(slug_1.SLUG_PATTERN, { message: '$property must be lower-case letters and digits joined by single hyphens' }));
exports.SlugField = SlugField;
/** An ISO 8601 date-time (with time zone, e.g. 2026-05-01T08:00:00Z). */
const DateTimeField = (o = {}) => (0, common_1.applyDecorators)(schema(o, { type: String, format: 'date-time' }), ...presence(o), (0, class_validator_1.IsISO8601)({ strict: true, strictSeparator: true }, { message: '$property must be an ISO 8601 date-time' }));
exports.DateTimeField = DateTimeField;
const UuidField = (o = {}) => (0, common_1.applyDecorators)(schema(o, { type: String, format: 'uuid' }), ...presence(o), (0, class_validator_1.IsUUID)('all'));
exports.UuidField = UuidField;
/** An integer position in a list (smaller first). Accepts numeric strings (multipart fields). */
const SortOrderField = (o = {}) => (0, common_1.applyDecorators)(schema(o, { type: 'integer', minimum: -1_000_000, maximum: 1_000_000, description: o.description ?? 'Position in the list; smaller first' }), ...presence(o), (0, class_transformer_1.Type)(() => Number), (0, class_validator_1.IsInt)(), (0, class_validator_1.Min)(-1_000_000), (0, class_validator_1.Max)(1_000_000));
exports.SortOrderField = SortOrderField;
//# sourceMappingURL=content-validation.js.map