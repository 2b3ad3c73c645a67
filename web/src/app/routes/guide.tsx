// /poradna (guide): advice by category.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadGuide, type GuideEntrySummary } from '@/features/guide/api/guide';
import { GuidePage } from '@/features/guide/components/guide-page';
import { t } from '@/features/guide/texts';
import { appContext } from '@/lib/router-context';
import type { RouteHandle } from '../route-handle';

export function loader({ request, context }: LoaderFunctionArgs): Promise<GuideEntrySummary[]> {
  return loadGuide(context.get(appContext).api, request);
}

export const Component = GuidePage;

export const handle: RouteHandle<GuideEntrySummary[]> = {
  meta: () => ({ title: t('pages.guide.title'), description: t('pages.guide.description') }),
};
