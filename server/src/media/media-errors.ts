// The stable error codes of processed images (media/): an upload that is no readable image, or too
// large an image, and an image that is not there.
export const MEDIA_ERRORS = {
  invalid_image: 'errors.invalid_image',
  image_too_large: 'errors.image_too_large',
  image_not_found: 'errors.image_not_found',
} as const;
