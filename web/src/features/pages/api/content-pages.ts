// Content pages managed in the staff console (about us, join us, privacy policy, contact text and
// any page at /{slug}).
import type { components } from '@/generated/api';
import type { ApiClient } from '@/lib/api-client';
import { apiData } from '@/lib/route-data';

export type ContentPage = components['schemas']['ContentPageDto'];

export async function loadContentPage(api: ApiClient, request: Request, slug: string): Promise<ContentPage> {
  return (await apiData(request, api.GET('/api/pages/{slug}', { params: { path: { slug } } }))).v;
}

/** The page, or null when it is not published (for screens whose text is optional). */
export async function loadOptionalContentPage(api: ApiClient, slug: string): Promise<ContentPage | null> {
  const { data, response } = await api.GET('/api/pages/{slug}', { params: { path: { slug } } });
  if (data) return data.v;
  if (response.status === 404) return null;
  throw new Error(`GET /api/pages/${slug} answered ${response.status}`);
}
