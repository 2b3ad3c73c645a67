// The stable error codes of the members' files.
export const FILES_ERRORS = {
  file_not_found: 'errors.file_not_found',
  range_not_satisfiable: 'errors.range_not_satisfiable',
} as const;
