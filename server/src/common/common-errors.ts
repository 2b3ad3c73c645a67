// The stable error codes that any route can answer, in one place: the default code of each status,
// the refusals of the HTTP and framework layer (body parser, NUL pipe, router, timeouts, open
// bodies), validation, and the refusals every upload and every slug shares. Each module lists its
// own codes in modules/<area>/<area>-errors.ts (the web's Slovak catalogues translate them all:
// tests/unit/error-codes.spec.ts). The OpenAPI document describes these once, on the ApiError schema.
export const COMMON_ERRORS = {
  // the default code of each status (common/api-error.ts DEFAULT_CODES)
  bad_request: 'errors.bad_request',
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  not_found: 'errors.not_found',
  method_not_allowed: 'errors.method_not_allowed',
  conflict: 'errors.conflict',
  payload_too_large: 'errors.payload_too_large',
  unsupported_media_type: 'errors.unsupported_media_type',
  unprocessable: 'errors.unprocessable',
  too_many_requests: 'errors.too_many_requests',
  internal: 'errors.internal',
  unavailable: 'errors.unavailable',
  // the request itself
  bad_url: 'errors.bad_url',
  bad_json: 'errors.bad_json',
  json_too_deep: 'errors.json_too_deep',
  invalid_encoding: 'errors.invalid_encoding',
  invalid_characters: 'errors.invalid_characters',
  invalid_id: 'errors.invalid_id',
  validation: 'errors.validation',
  headers_too_large: 'errors.headers_too_large',
  request_timeout: 'errors.request_timeout',
  too_many_open_requests: 'errors.too_many_open_requests',
  // uploads (multipart bodies and stored files)
  bad_multipart: 'errors.bad_multipart',
  upload_aborted: 'errors.upload_aborted',
  file_required: 'errors.file_required',
  file_too_large: 'errors.file_too_large',
  unsupported_file_type: 'errors.unsupported_file_type',
  // slugs made from titles (common/slug-choice.ts)
  slug_taken: 'errors.slug_taken',
  slug_invalid: 'errors.slug_invalid',
} as const;

/**
 * Answered only by staff routes that the member web never calls: the member web shows its general message for these.
 */
export const COMMON_STAFF_ONLY: readonly string[] = [
  COMMON_ERRORS.file_required,
  COMMON_ERRORS.slug_taken,
  COMMON_ERRORS.slug_invalid,
];

/** The code of a refusal whose status has no code of its own in DEFAULT_CODES (`errors.http_<status>`). */
export const httpStatusCode = (status: number) => `errors.http_${status}`;
