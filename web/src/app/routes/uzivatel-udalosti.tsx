// /uzivatel/udalosti: my events.
import { MyEventsPage } from '@/features/events/components/my-events-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({ title: 'member.events.title', page: MyEventsPage });
