// /udalosti: upcoming events soonest first, then the most recent past ones.
import { useLoaderData } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { t } from '../texts';
import { useRuntimeConfig } from '@/lib/runtime-config';
import type { EventSummary } from '../api/events';
import { EventCard } from './event-card';

export interface EventsPageData {
  upcoming: EventSummary[];
  past: EventSummary[];
}

export function EventsPage() {
  const { upcoming, past } = useLoaderData() as EventsPageData;
  const { siteName } = useRuntimeConfig();
  return (
    <>
      <PageHeader title={t('pages.events.title')} intro={t('pages.events.description', { site: siteName })} />
      <section className="section" aria-labelledby="events-upcoming">
        <h2 id="events-upcoming">{t('pages.events.upcoming')}</h2>
        {upcoming.length === 0 ? (
          <EmptyState text={t('pages.events.no_upcoming')} />
        ) : (
          <div className="event-list">
            {upcoming.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </div>
        )}
      </section>
      <section className="section" aria-labelledby="events-past">
        <h2 id="events-past">{t('pages.events.past')}</h2>
        {past.length === 0 ? (
          <EmptyState text={t('pages.events.no_past')} />
        ) : (
          <div className="event-list">
            {past.map((event) => (
              <EventCard key={event.id} event={event} past />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
