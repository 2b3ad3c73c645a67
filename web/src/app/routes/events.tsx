// /udalosti: upcoming events and the latest past ones.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadEvents } from '@/features/events/api/events';
import { EventsPage, type EventsPageData } from '@/features/events/components/events-page';
import { t } from '@/features/events/texts';
import { appContext } from '@/lib/router-context';
import type { RouteHandle } from '../route-handle';

export async function loader({ request, context }: LoaderFunctionArgs): Promise<EventsPageData> {
  const { api } = context.get(appContext);
  const [upcoming, past] = await Promise.all([
    loadEvents(api, request, 'upcoming', 50),
    loadEvents(api, request, 'past', 12),
  ]);
  return { upcoming, past };
}

export const Component = EventsPage;

export const handle: RouteHandle<EventsPageData> = {
  meta: ({ config }) => ({
    title: t('pages.events.title'),
    description: t('pages.events.description', { site: config.siteName }),
  }),
};
