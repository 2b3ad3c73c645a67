// An album's photos, each a button that opens it in the viewer (the lightbox). An island of
// /galeria?album=… (lib/island.tsx): the rest of the page is the server's HTML.
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Picture } from '@/components/ui/picture';
import { PHOTO_GRID_SIZES } from '@/components/ui/picture-sizes';
import { t } from '../texts';
import type { GalleryPhoto } from '../api/gallery';
import { Lightbox } from './lightbox';

export function PhotoViewer({ photos }: { photos: GalleryPhoto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return <EmptyState text={t('pages.gallery.empty_album')} />;
  return (
    <>
      <ul className="photo-grid">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button
              type="button"
              className="photo-grid__button"
              onClick={() => setOpen(i)}
              aria-label={t('pages.gallery.open_photo', { alt: photo.alt })}
            >
              <Picture image={photo} alt="" sizes={PHOTO_GRID_SIZES} width={400} height={300} eager={i < 4} />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox photos={photos} index={open} onIndex={setOpen} />
    </>
  );
}
