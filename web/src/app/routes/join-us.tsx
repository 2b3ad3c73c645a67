// /pripojit-sa (join-us): the membership page (content page `pripojit-sa`) and the way in.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { JoinCallout } from '@/features/join/components/join-callout';
import { Island } from '@/lib/island';
import { loadContentPage, type ContentPage } from '@/features/pages/api/content-pages';
import { ContentPageView } from '@/features/pages/components/content-page-view';
import { t } from '@/features/join/texts';
import { appContext } from '@/lib/router-context';
import type { RouteHandle } from '../route-handle';

export function loader({ request, context }: LoaderFunctionArgs): Promise<ContentPage> {
  return loadContentPage(context.get(appContext).api, request, 'pripojit-sa');
}

export function Component() {
  return (
    <ContentPageView page={useLoaderData() as ContentPage}>
      <Island name="join-callout" component={JoinCallout} props={{}} />
    </ContentPageView>
  );
}

export const handle: RouteHandle<ContentPage> = {
  layout: 'p-user-content',
  meta: ({ data, config }) => ({
    title: data.title,
    description: data.description ?? t('pages.join_us.description', { site: config.siteName }),
  }),
};
