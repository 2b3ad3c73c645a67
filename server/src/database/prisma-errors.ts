// Prisma's error codes that callers turn into API answers; kept here so nothing outside the
// database layer needs to know them.

/** A unique constraint refused the write (Prisma P2002), e.g. two writers took the same slug at once. */
export const isUniqueViolation = (e: unknown): boolean => (e as { code?: string })?.code === 'P2002';
