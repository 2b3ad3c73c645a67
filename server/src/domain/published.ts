// The one "published" rule of docs/product-rules.md §4: content (articles, pages, guide, gallery,
// events) is visible to the public once it has a publication time that has come. Three forms of the
// same rule: a test on a loaded row, the filter a repository gives Prisma, and the condition a
// repository puts in its own SQL (the staff home figures).

/** Visible to the public: published at a moment that has come. */
export const isPublished = (publishedAt: Date | null, now = new Date()): boolean =>
  publishedAt !== null && publishedAt <= now;

/** The same rule as a Prisma `where` fragment, for any model with a `publishedAt` column. */
export const publishedWhere = (now: Date) => ({ publishedAt: { not: null, lte: now } }) as const;

/**
 * The same rule as an SQL condition on `column` (a column name written in code, never input), with
 * `now` as a timestamp literal (an ISO string holds no quote).
 */
export const publishedSql = (column: string, now: Date): string =>
  `(${column} IS NOT NULL AND ${column} <= '${now.toISOString()}'::timestamptz)`;
