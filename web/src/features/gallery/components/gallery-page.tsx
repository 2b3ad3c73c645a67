// /galeria: the albums; with `?album=<slug>` that album's photos, each opening the lightbox. An album's
// page starts at the album's title (lib/page-focus.ts PAGE_START), the list at the page heading.
import { Link, useLoaderData } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/site';
import { tp } from '@/lib/i18n';
import { t } from '../texts';
import { PAGE_START } from '@/lib/page-focus';
import { useRuntimeConfig } from '@/lib/runtime-config';
import type { Album, AlbumSummary, GalleryData } from '../api/gallery';
import { PhotoViewer } from './photo-viewer';
import { Island } from '@/lib/island';
import { Picture } from '@/components/ui/picture';
import { CARD_SIZES } from '@/components/ui/picture-sizes';

function AlbumGrid({ albums }: { albums: AlbumSummary[] }) {
  if (albums.length === 0) return <EmptyState text={t('pages.gallery.empty')} />;
  return (
    <div className="card-grid">
      {albums.map((album, i) => (
        <article key={album.id} className="card">
          {album.cover && (
            <Picture
              image={album.cover}
              className="card__image"
              sizes={CARD_SIZES}
              width={640}
              height={360}
              eager={i < 2}
            />
          )}
          <div className="card__body">
            <h2 className="card__title">
              <Link to={`${paths.gallery}?album=${album.slug}`} className="card__link">
                {album.title}
              </Link>
            </h2>
            <p className="card__meta">{tp('plurals.photos', album.photo_count)}</p>
            {album.description && <p className="card__text">{album.description}</p>}
          </div>
        </article>
      ))}
    </div>
  );
}

function AlbumPhotos({ album }: { album: Album }) {
  return (
    <section aria-labelledby="album-title">
      <BackLink to={paths.gallery}>{t('pages.gallery.all_albums')}</BackLink>
      <h2 id="album-title" tabIndex={-1} {...PAGE_START}>
        {album.title}
      </h2>
      {album.description && <p>{album.description}</p>}
      <Island name="photo-viewer" component={PhotoViewer} props={{ photos: album.photos }} />
    </section>
  );
}

export function GalleryPage() {
  const { albums, album } = useLoaderData() as GalleryData;
  const { siteName } = useRuntimeConfig();
  return (
    <>
      <PageHeader title={t('pages.gallery.title')} intro={t('pages.gallery.description', { site: siteName })} />
      {album ? <AlbumPhotos album={album} /> : <AlbumGrid albums={albums} />}
    </>
  );
}
