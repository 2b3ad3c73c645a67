// The stable error codes of articles and their authors.
export const ARTICLES_ERRORS = {
  article_not_found: 'errors.article_not_found',
  author_not_found: 'errors.author_not_found',
} as const;

/**
 * Answered only by staff routes that the member web never calls: the member web shows its general message for these.
 */
export const ARTICLES_STAFF_ONLY: readonly string[] = [ARTICLES_ERRORS.author_not_found];
