import { BadRequestException, PipeTransform, ValidationError, ValidationPipe } from '@nestjs/common';
import { NulBytePipe } from './nul-byte.pipe';
import { COMMON_ERRORS } from './common-errors';

function flatten(errors: ValidationError[], parent = ''): { field: string; messages: string[] }[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = e.constraints ? [{ field, messages: Object.values(e.constraints) }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** Product API validation: DTO classes only, unknown fields rejected, errors in the one shape. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
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
