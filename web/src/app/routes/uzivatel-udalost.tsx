// /uzivatel/udalosti/{slug}: an event for members (register, unregister, waitlist, calendar file).
import { MemberEventPage } from '@/features/events/components/member-event-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({
  title: 'member.events.detail_title',
  page: ({ params }) => <MemberEventPage slug={params.slug ?? ''} />,
});
