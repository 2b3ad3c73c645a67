// The stable error codes of the job queue's staff view.
export const OPERATIONS_ERRORS = {
  job_not_found: 'errors.job_not_found',
  job_not_failed: 'errors.job_not_failed',
} as const;

/**
 * Answered only by staff routes that the member web never calls: the member web shows its general message for these.
 */
export const OPERATIONS_STAFF_ONLY: readonly string[] = [
  OPERATIONS_ERRORS.job_not_found,
  OPERATIONS_ERRORS.job_not_failed,
];
