// The one "published" rule of docs/product-rules.md §4: content (articles, pages, guide, gallery,
// events) is visible to the public once it has a publication time that has come. Two forms of the
// same rule: a test on a loaded row, and the filter a repository gives Prisma.

/** Visible to the public: published at a moment that has come. */
export const isPublished = (publishedAt: Date | null, now = new Date()): boolean => publishedAt !== null && publishedAt <= now;

/** The same rule as a Prisma `where` fragment, for any model with a `publishedAt` column. */
export const publishedWhere = (now: Date) => ({ publishedAt: { not: null, lte: now } }) as const;
