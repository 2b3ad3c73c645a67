// The gallery: published albums, and one album with its photos (`?album=<slug>` on /galeria).
import type { components } from '@/generated/api';
import type { ApiClient } from '@/lib/api-client';
import { apiData, slugParam } from '@/lib/route-data';

export type AlbumSummary = components['schemas']['AlbumSummaryDto'];
export type Album = components['schemas']['AlbumDetailDto'];
export type GalleryPhoto = components['schemas']['GalleryPhotoDto'];

export interface GalleryData {
  albums: AlbumSummary[];
  /** The album chosen with `?album=`, else null. */
  album: Album | null;
}

export async function loadGallery(api: ApiClient, request: Request): Promise<GalleryData> {
  const chosen = new URL(request.url).searchParams.get('album');
  const slug = chosen === null ? null : slugParam(request, chosen);
  const [albums, album] = await Promise.all([
    apiData(request, api.GET('/api/gallery', { params: { query: { per_page: 100 } } })),
    slug ? apiData(request, api.GET('/api/gallery/{slug}', { params: { path: { slug } } })) : null,
  ]);
  return { albums: albums.v, album: album?.v ?? null };
}
