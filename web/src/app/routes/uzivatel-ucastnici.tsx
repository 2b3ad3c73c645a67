// /uzivatel/udalosti/{slug}/ucastnici (events=full): the event's page in the console, which lists its
// attendees and waitlist, exports them and checks them in. The console knows an event by its id,
// read here from the slug.
import { LoadError } from '@/components/ui/query-state';
import { useEvent } from '@/features/events/api/event-query';
import { memberPage } from '../member-route';
import { ToConsole } from '../console-redirect';

const permissions = { events: 'full' } as const;

function ToEventInConsole({ params }: { params: Record<string, string> }) {
  const event = useEvent(params.slug ?? '');
  if (event.isError) return <LoadError onRetry={() => void event.refetch()} />;
  return <ToConsole to={event.data ? `/admin/events/${event.data.v.id}` : null} permissions={permissions} />;
}

export const { loader, Component, handle } = memberPage({
  title: 'member.attendees.page_title',
  permissions,
  page: ToEventInConsole,
});
