// /udalost/{slug}: one published event (p-article layout) with its calendar file.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadEvent, type EventDetail } from '@/features/events/api/events';
import { EventPage } from '@/features/events/components/event-page';
import { slugParam } from '@/lib/route-data';
import { appContext } from '@/lib/router-context';
import type { RouteHandle } from '../route-handle';

export function loader({ request, params, context }: LoaderFunctionArgs): Promise<EventDetail> {
  return loadEvent(context.get(appContext).api, request, slugParam(request, params.slug));
}

export const Component = EventPage;

export const handle: RouteHandle<EventDetail> = {
  layout: 'p-article',
  meta: ({ data }) => ({
    title: data.title,
    description: data.description ?? undefined,
    image: data.photo?.sources?.og ?? data.photo?.src,
  }),
};
