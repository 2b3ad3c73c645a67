import { ParseUUIDPipe } from '@nestjs/common';
import { ApiError } from './api-error';
import { COMMON_ERRORS } from './common-errors';

/**
 * `@Param('id', UuidPipe) id: string`: a malformed id is 400 errors.invalid_id (in the one error shape), never a
 * database error.
 */
export const UuidPipe = new ParseUUIDPipe({
  exceptionFactory: () => new ApiError(400, COMMON_ERRORS.invalid_id, 'The id must be a UUID'),
});
