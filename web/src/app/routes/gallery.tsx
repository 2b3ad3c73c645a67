// /galeria: albums and photos. The gallery forces the dark colour mode (docs/product-rules.md §1: a page may force
// light or dark): photos read better on a dark page.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadGallery, type GalleryData } from '@/features/gallery/api/gallery';
import { GalleryPage } from '@/features/gallery/components/gallery-page';
import { t } from '@/features/gallery/texts';
import { appContext } from '@/lib/router-context';
import type { RouteHandle } from '../route-handle';

export function loader({ request, context }: LoaderFunctionArgs): Promise<GalleryData> {
  return loadGallery(context.get(appContext).api, request);
}

export const Component = GalleryPage;

// A new `?album=` needs its photos; other navigations within the gallery do not change the data.
export const shouldRevalidate = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
  currentUrl.searchParams.get('album') !== nextUrl.searchParams.get('album');

export const handle: RouteHandle<GalleryData> = {
  colorMode: 'dark',
  meta: ({ data, config }) => ({
    title: data.album ? `${data.album.title} – ${t('pages.gallery.title')}` : t('pages.gallery.title'),
    description: data.album?.description ?? t('pages.gallery.description', { site: config.siteName }),
    image: data.album?.cover?.sources?.og ?? data.album?.cover?.src,
  }),
};
