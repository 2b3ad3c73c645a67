// /o-nas (about-us), /ochrana-osobnych-udajov (privacy policy) and the catch-all `/{slug}`: the
// published content page named by the path (p-user-content layout); none → 404.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadContentPage, type ContentPage } from '@/features/pages/api/content-pages';
import { ContentPageScreen } from '@/features/pages/components/content-page';
import { slugParam } from '@/lib/route-data';
import { appContext } from '@/lib/router-context';
import type { RouteHandle } from '../route-handle';

export function loader({ request, context }: LoaderFunctionArgs): Promise<ContentPage> {
  const slug = slugParam(request, new URL(request.url).pathname.slice(1));
  return loadContentPage(context.get(appContext).api, request, slug);
}

export const Component = ContentPageScreen;

export const handle: RouteHandle<ContentPage> = {
  layout: 'p-user-content',
  meta: ({ data }) => ({ title: data.title, description: data.description ?? undefined }),
};
