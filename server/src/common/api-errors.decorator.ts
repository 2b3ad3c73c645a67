// The error codes an operation can answer, declared on its controller method with codes from the
// lists (`*-errors.ts`): each status becomes a response whose description names its codes, and the
// operation carries them all in `x-error-codes` (`{ "404": ["errors.event_not_found"] }`) for the
// generated client's readers and for tests/unit/error-codes.spec.ts. The codes any operation may
// answer (common/common-errors.ts, access/auth-errors.ts) are described once, on the ApiError schema.
import { applyDecorators } from '@nestjs/common';
import { ApiExtension, ApiResponse } from '@nestjs/swagger';

/** A code, or a code with when it is answered (shown after it in the description). */
export type ErrorCase = string | { code: string; when: string };

/** The codes of each error status, e.g. `{ 404: [EVENTS_ERRORS.event_not_found] }`. */
export type ErrorsByStatus = Partial<Record<number, readonly ErrorCase[]>>;

const codeOf = (c: ErrorCase) => (typeof c === 'string' ? c : c.code);
const describe = (c: ErrorCase) => (typeof c === 'string' ? c : `${c.code} (${c.when})`);

/** Declares the operation's error codes by status (one `@ApiErrors` per method). */
export const ApiErrors = (errors: ErrorsByStatus) => {
  const statuses = Object.entries(errors).filter(
    (entry): entry is [string, readonly ErrorCase[]] => !!entry[1]?.length,
  );
  return applyDecorators(
    ApiExtension('x-error-codes', Object.fromEntries(statuses.map(([status, cases]) => [status, cases.map(codeOf)]))),
    ...statuses.map(([status, cases]) =>
      ApiResponse({ status: Number(status), description: cases.map(describe).join('; ') }),
    ),
  );
};
