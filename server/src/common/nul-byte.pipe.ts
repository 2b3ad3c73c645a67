import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { COMMON_ERRORS } from './common-errors';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || !value || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * PostgreSQL cannot store NUL in text, so a NUL anywhere in a body, query or path parameter would end
 * as a 500 deep in a repository. Refused up front, for every route, with the one error shape.
 */
@Injectable()
export class NulBytePipe implements PipeTransform {
  transform(value: unknown, metadata?: ArgumentMetadata) {
    // Only what the request carries: a custom parameter (the signed-in member, read from the database) is not walked.
    if (metadata?.type === 'custom') return value;
    if (hasNul(value))
      throw new BadRequestException({
        code: COMMON_ERRORS.invalid_characters,
        message: 'Text must not contain NUL characters',
      });
    return value;
  }
}
