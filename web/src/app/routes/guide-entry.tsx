// /poradna/{slug}: one guide entry (p-article layout).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadGuideEntry, type GuideEntry } from '@/features/guide/api/guide';
import { GuideEntryPage } from '@/features/guide/components/guide-entry-page';
import { slugParam } from '@/lib/route-data';
import { appContext } from '@/lib/router-context';
import type { RouteHandle } from '../route-handle';

export function loader({ request, params, context }: LoaderFunctionArgs): Promise<GuideEntry> {
  return loadGuideEntry(context.get(appContext).api, request, slugParam(request, params.slug));
}

export const Component = GuideEntryPage;

export const handle: RouteHandle<GuideEntry> = {
  layout: 'p-article',
  meta: ({ data }) => ({ title: data.title, description: data.summary ?? undefined }),
};
