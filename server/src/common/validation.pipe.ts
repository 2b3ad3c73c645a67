import { BadRequestException, PipeTransform, ValidationError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { NulBytePipe } from './nul-byte.pipe';
import { COMMON_ERRORS } from './common-errors';

/**
 * A rule a field broke: class-validator's constraint name (`maxLength`, `isEmail`, `min`, …) and,
 * where the DTO gives it one, its parameter (the limit, the pattern's source, the allowed values,
 * the other field). The web shows a Slovak message per rule (web/src/lib/field-rules.ts).
 */
export interface FieldRule {
  rule: string;
  value?: number | string | (number | string)[];
}

/** One refused field: the English messages (for API users) and the rules behind them. */
export interface FieldProblem {
  field: string;
  messages: string[];
  rules: FieldRule[];
}

/** A rule's parameter in a form JSON keeps: numbers, texts, a pattern's source, a list of them. */
function parameter(constraint: unknown): FieldRule['value'] {
  if (typeof constraint === 'number' || typeof constraint === 'string') return constraint;
  if (constraint instanceof RegExp) return constraint.source;
  if (Array.isArray(constraint) && constraint.every((item) => typeof item === 'number' || typeof item === 'string'))
    return constraint as (number | string)[];
  return undefined;
}

/**
 * The parameter of `rule` on the property, read from the DTO's validation metadata. A property
 * with two rules of one name (two patterns) names the pattern its value does not match.
 */
function ruleValue(error: ValidationError, rule: string): FieldRule['value'] {
  const target = error.target?.constructor;
  if (!target) return undefined;
  const rules = getMetadataStorage()
    .getTargetValidationMetadatas(target, '', true, false)
    .filter((m) => m.propertyName === error.property && m.name === rule && !m.each);
  const broken =
    rules.find(
      (m) =>
        !(m.constraints?.[0] instanceof RegExp) ||
        typeof error.value !== 'string' ||
        !m.constraints[0].test(error.value),
    ) ?? rules[0];
  return broken ? parameter(broken.constraints?.[0]) : undefined;
}

function flatten(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = e.constraints
      ? [
          {
            field,
            messages: Object.values(e.constraints),
            rules: Object.keys(e.constraints).map((rule) => {
              const value = ruleValue(e, rule);
              return value === undefined ? { rule } : { rule, value };
            }),
          },
        ]
      : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** Product API validation: DTO classes only, unknown fields rejected, errors in the one shape. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // The object an error was found in: its class names the rules' parameters (ruleValue). It
    // never leaves the server: the factory below sends only the fields.
    validationError: { target: true },
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      return new BadRequestException({
        code: COMMON_ERRORS.validation,
        message: fields.flatMap((f) => f.messages),
        fields,
      });
    },
  });
}

/** The app's global pipes, in the order they run: NUL check, then validation. */
export function globalPipes(): PipeTransform[] {
  return [new NulBytePipe(), createValidationPipe()];
}
