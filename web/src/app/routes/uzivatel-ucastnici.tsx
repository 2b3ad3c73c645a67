// /uzivatel/udalosti/{slug}/ucastnici: the event's attendees and waitlist, CSV export (events=full).
import { AttendeesPage } from '@/features/events/components/attendees-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({
  title: 'member.attendees.page_title',
  permissions: { events: 'full' },
  page: ({ params }) => <AttendeesPage slug={params.slug ?? ''} />,
});
