// The photo viewer: a modal dialog (focus stays inside, Escape closes it) showing one photo with
// its alternative text as caption; arrow keys and the buttons move between photos, and the caption
// (description and position) is announced at each move.
import type { KeyboardEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/icons';
import { t } from '../texts';
import type { GalleryPhoto } from '../api/gallery';
import { Picture } from '@/components/ui/picture';

export interface LightboxProps {
  photos: GalleryPhoto[];
  /** The photo shown; null = closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
}

/**
 * How wide the viewer shows a photo (global.css .lightbox__figure img): 90 % of the screen's width, or less when its
 * height is the limit.
 */
function viewerSizes(photo: GalleryPhoto): string {
  if (!photo.width || !photo.height) return '90vw';
  return `min(90vw, calc((100vh - 9rem) * ${(photo.width / photo.height).toFixed(3)}))`;
}

export function Lightbox({ photos, index, onIndex }: LightboxProps) {
  const count = photos.length;
  const photo = index === null ? null : photos[index];
  const go = (step: number) => index !== null && onIndex((index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  return (
    <Dialog
      open={photo !== null && photo !== undefined}
      onClose={() => onIndex(null)}
      label={t('pages.gallery.lightbox')}
      className="lightbox"
    >
      {photo && index !== null && (
        <div className="lightbox__inner" onKeyDown={onKeyDown}>
          <button
            type="button"
            className="lightbox__close"
            aria-label={t('common.close')}
            onClick={() => onIndex(null)}
            autoFocus
          >
            <CloseIcon />
          </button>
          <figure className="lightbox__figure">
            <Picture key={photo.id} image={photo} sizes={viewerSizes(photo)} fit="contain" eager />
            <figcaption className="lightbox__caption" aria-live="polite" aria-atomic="true">
              <span>{photo.alt}</span>
              <span className="lightbox__position">{t('pages.gallery.position', { index: index + 1, count })}</span>
            </figcaption>
          </figure>
          {count > 1 && (
            <>
              <button
                type="button"
                className="lightbox__nav lightbox__nav--prev"
                aria-label={t('pages.gallery.previous')}
                onClick={() => go(-1)}
              >
                <ChevronLeftIcon />
              </button>
              <button
                type="button"
                className="lightbox__nav lightbox__nav--next"
                aria-label={t('pages.gallery.next')}
                onClick={() => go(1)}
              >
                <ChevronRightIcon />
              </button>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
