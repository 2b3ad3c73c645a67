"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.licensePlate = exports.LICENSE_PLATE = void 0;
exports.TextField = TextField;
exports.EmailField = EmailField;
exports.EnumField = EnumField;
exports.PastDateField = PastDateField;
exports.NotTogetherWith = NotTogetherWith;
exports.VinField = VinField;
// Combined validation + OpenAPI decorators for the member's own data (onboarding, cars, profile).
// Conventions of every field made here:
//   - absent = leave unchanged; `null` = clear (only where `nullable`); text is trimmed and an
//     empty string counts as null, so a cleared form field clears the value;
//   - dates are calendar days 'YYYY-MM-DD' within [min, today in Slovakia].
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const calendar_1 = require("../domain/calendar");
const trimmed = ({ value }) => {
    if (typeof value !== 'string')
        return value;
    const text = value.trim();
    return text === '' ? null : text;
};
/** Validators run only when the field is present (null included: non-nullable fields then fail). */
const whenPresent = () => (0, class_validator_1.ValidateIf)((_object, value) => value !== undefined);
function presence(options) {
    const nullable = options.nullable ?? true;
    if (options.required)
        return [(0, class_validator_1.IsDefined)()];
    return [nullable ? (0, class_validator_1.IsOptional)() : whenPresent()];
}
function doc(schema, options) {
    const nullable = options.nullable ?? true;
    const base = { ...schema, nullable, description: options.description, ...(options.example !== undefined ? { example: options.example } : {}) };
    return options.required ? (0, swagger_1.ApiProperty)(base) : (0, swagger_1.ApiPropertyOptional)(base);
}
/** Free text, trimmed, at most `max` characters, optionally matching `pattern`. */
function TextField(max, options = {}) {
    const transform = options.transform;
    return (0, common_1.applyDecorators)(doc({ type: String, maxLength: max, ...(options.pattern ? { pattern: options.pattern.source } : {}) }, options), (0, class_transformer_1.Transform)((params) => {
        const value = trimmed(params);
        return typeof value === 'string' && transform ? transform(value) : value;
    }), ...presence(options), (0, class_validator_1.IsString)(), (0, class_validator_1.MaxLength)(max), ...(options.pattern ? [(0, class_validator_1.Matches)(options.pattern, { message: options.patternMessage ?? `$property has an invalid format` })] : []));
}
/** An e-mail address, trimmed. */
function EmailField(options = {}) {
    return (0, common_1.applyDecorators)(doc({ type: String, format: 'email', maxLength: 254 }, options), (0, class_transformer_1.Transform)(trimmed), ...presence(options), (0, class_validator_1.IsString)(), (0, class_validator_1.MaxLength)(254), (0, class_validator_1.IsEmail)({}, { message: '$property must be an e-mail address' }));
}
/** One of the listed spellings, exactly (the spec's enumerations). */
function EnumField(values, enumName, options = {}) {
    return (0, common_1.applyDecorators)(doc({ enum: values, enumName }, options), ...presence(options), (0, class_validator_1.IsIn)(values, { message: `$property must be one of: ${values.join(', ')}` }));
}
function notAfterToday(min, validationOptions) {
    return (object, propertyName) => (0, class_validator_1.registerDecorator)({
        name: 'calendarDateInRange',
        target: object.constructor,
        propertyName: String(propertyName),
        options: { message: `$property must be a date YYYY-MM-DD between ${min} and today`, ...validationOptions },
        validator: {
            validate: (value) => (0, calendar_1.isCalendarDate)(value) && value >= min && value <= (0, calendar_1.todayIso)(),
        },
    });
}
/** A calendar day 'YYYY-MM-DD' from `min` up to today (in Slovakia). */
function PastDateField(min, options = {}) {
    return (0, common_1.applyDecorators)(doc({ type: String, format: 'date', example: options.example ?? '2023-05-20' }, options), ...presence(options), notAfterToday(min));
}
/** Fails when this field and `other` are both set (neither null nor absent). */
function NotTogetherWith(other) {
    return (object, propertyName) => (0, class_validator_1.registerDecorator)({
        name: 'notTogetherWith',
        target: object.constructor,
        propertyName: String(propertyName),
        constraints: [other],
        options: { message: `$property and ${other} cannot both be set: use one of them` },
        validator: {
            validate: (value, args) => value === null || value === undefined || (args?.object)[other] == null,
        },
    });
}
/**
 * A VIN as typed: trimmed and upper-cased here; whether it is a valid VIN (length, alphabet, check
 * digit) is decided by domain/vin.ts in the service, which answers 400 `errors.vin_invalid` with a
 * `reason` instead of the generic `errors.validation`.
 */
function VinField(options = {}) {
    return (0, common_1.applyDecorators)(doc({
        type: String,
        example: '5YJ3E1EA8KF000001',
        description: (options.description ? `${options.description} ` : '') +
            '17 characters without I, O, Q (trimmed, upper-cased). An invalid VIN answers 400 errors.vin_invalid with reason length | characters | check_digit ' +
            '(the check digit is enforced for North-American VINs: WMI starting 1–5 or 7F–7Z).',
    }, { ...options, description: undefined }), (0, class_transformer_1.Transform)(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value)), ...presence(options), (0, class_validator_1.IsString)());
}
/** Licence plates: letters (any alphabet's capitals), digits, spaces and dashes; stored upper case. */
exports.LICENSE_PLATE = /^[\p{Lu}\p{N}][\p{Lu}\p{N} -]*$/u;
const licensePlate = (text) => text.toUpperCase().replace(/\s+/g, ' ');
exports.licensePlate = licensePlate;
//# sourceMappingURL=member-fields.js.map