// The `sizes` of content photos: how wide each layout of global.css shows them, worked out from its
// rules, so that the browser picks the variant that fills the slot and never one twice as wide.
// Layouts: .layout (max 72rem with 1rem padding: a content box of min(100vw, 74rem) − 2rem),
// .layout--p-article (max 48rem), .card-grid (columns of at least 18rem, gap 1.5rem, the card's own
// 1.25rem padding and border), .photo-grid (columns of at least 12rem, gap 0.75rem).
// Change these with the rules they follow.

/** A card's picture in a .card-grid (articles, albums): 1 column up to 39.5rem, 2 up to 59rem, then 3. */
export const CARD_SIZES =
  '(min-width: 74rem) 315px, (min-width: 59rem) calc(33.33vw - 69px), (min-width: 39.5rem) calc(50vw - 70px), calc(100vw - 74px)';

/** A photo in the album's .photo-grid: 1 to 5 columns. */
export const PHOTO_GRID_SIZES =
  '(min-width: 74rem) 215px, (min-width: 65rem) calc(20vw - 16px), (min-width: 52.25rem) calc(25vw - 17px), (min-width: 39.5rem) calc(33.33vw - 19px), (min-width: 26.75rem) calc(50vw - 22px), calc(100vw - 32px)';

/** The main picture of an article or event page (.layout--p-article). */
export const ARTICLE_SIZES = '(min-width: 48rem) 736px, calc(100vw - 32px)';
