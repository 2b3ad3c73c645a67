// The stable error codes of gallery albums and photos.
export const GALLERY_ERRORS = {
  album_not_found: 'errors.album_not_found',
  photo_not_found: 'errors.photo_not_found',
  cover_not_in_album: 'errors.cover_not_in_album',
} as const;

/**
 * Answered only by staff routes that the member web never calls: the member web shows its general message for these.
 */
export const GALLERY_STAFF_ONLY: readonly string[] = [GALLERY_ERRORS.cover_not_in_album];
