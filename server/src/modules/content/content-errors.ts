// The stable error codes of the content module: articles, pages, FAQ, guide, gallery and redirects.
export const CONTENT_ERRORS = {
  article_not_found: 'errors.article_not_found',
  author_not_found: 'errors.author_not_found',
  page_not_found: 'errors.page_not_found',
  slug_reserved: 'errors.slug_reserved',
  faq_entry_not_found: 'errors.faq_entry_not_found',
  guide_entry_not_found: 'errors.guide_entry_not_found',
  album_not_found: 'errors.album_not_found',
  photo_not_found: 'errors.photo_not_found',
  cover_not_in_album: 'errors.cover_not_in_album',
  redirect_not_found: 'errors.redirect_not_found',
  redirect_exists: 'errors.redirect_exists',
  redirect_loop: 'errors.redirect_loop',
  path_invalid: 'errors.path_invalid',
  path_reserved: 'errors.path_reserved',
} as const;

/**
 * Answered only by staff routes that the member web never calls: the member web shows its general message for these.
 */
export const CONTENT_STAFF_ONLY: readonly string[] = [
  CONTENT_ERRORS.author_not_found,
  CONTENT_ERRORS.faq_entry_not_found,
  CONTENT_ERRORS.slug_reserved,
  CONTENT_ERRORS.cover_not_in_album,
  CONTENT_ERRORS.redirect_not_found,
  CONTENT_ERRORS.redirect_exists,
  CONTENT_ERRORS.redirect_loop,
  CONTENT_ERRORS.path_invalid,
  CONTENT_ERRORS.path_reserved,
];
