// Prisma's error codes that callers turn into API answers; kept here so nothing outside the
// database layer needs to know them.

/** A unique constraint refused the write (Prisma P2002), e.g. two writers took the same slug at once. */
export const isUniqueViolation = (e: unknown): boolean => (e as { code?: string })?.code === 'P2002';

/** Prisma's codes for a database that cannot be reached or answered too late. */
const UNAVAILABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** The driver adapter's kinds for the same. */
const UNAVAILABLE_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'DatabaseDoesNotExist',
]);
/** PostgreSQL's: statement timeout (57014), shutting down / starting (57P0x), connection exceptions (08xxx). */
const UNAVAILABLE_SQLSTATE = /^(57014|57P0[1-3]|08...)$/;
/** pg's own messages for the pool and client timeouts and dropped connections. */
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|ECONNREFUSED|ECONNRESET|Can't reach database server|Unable to start a transaction in the given time/i;

/**
 * The database is away, frozen or too slow (not a fault of the request nor a bug): answered 503 with
 * Retry-After by the error filter, so clients and load balancers retry instead of reporting a crash.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  const err = e as {
    code?: unknown;
    message?: unknown;
    meta?: { driverAdapterError?: { cause?: { kind?: string; originalCode?: string } } };
    cause?: { kind?: string; originalCode?: string };
  };
  if (!err || typeof err !== 'object') return false;
  if (typeof err.code === 'string' && UNAVAILABLE_CODES.has(err.code)) return true;
  const cause = err.meta?.driverAdapterError?.cause ?? err.cause;
  if (cause?.kind && UNAVAILABLE_KINDS.has(cause.kind)) return true;
  const sqlState = cause?.originalCode ?? (typeof err.code === 'string' ? err.code : undefined);
  if (sqlState && UNAVAILABLE_SQLSTATE.test(sqlState)) return true;
  return typeof err.message === 'string' && UNAVAILABLE_MESSAGE.test(err.message);
}

/**
 * The trigger `profiles_keep_an_owner` refused the write: it would leave the club without an owner
 * (SQLSTATE P0001 with the message 'last_owner'; migration 20261130000000_owners).
 */
export function isLastOwnerViolation(e: unknown): boolean {
  const err = e as {
    message?: unknown;
    meta?: { driverAdapterError?: { cause?: { originalCode?: string; originalMessage?: string } } };
    cause?: { originalCode?: string; originalMessage?: string };
  };
  if (!err || typeof err !== 'object') return false;
  const cause = err.meta?.driverAdapterError?.cause ?? err.cause;
  if (cause?.originalCode) return cause.originalCode === 'P0001' && /\blast_owner\b/.test(cause.originalMessage ?? '');
  return typeof err.message === 'string' && /\blast_owner\b/.test(err.message);
}
