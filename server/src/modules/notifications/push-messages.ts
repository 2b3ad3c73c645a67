// What a push says for each member notification: a short Slovak title and text, and the page of the
// site a click opens. Nothing beyond what the member sees on that page (no names, no amounts).
import { formatEventTime } from './notification-mail';
import type { EventNotice } from './notify.service';
import type { PushMessage } from './push.service';

export const eventPath = (event: Pick<EventNotice, 'slug'>) => `/udalost/${event.slug}`;
const when = (event: EventNotice) =>
  `${formatEventTime(event.dateStart)}${event.location ? ` · ${event.location}` : ''}`;

export const pushMessages = {
  promoted: (event: EventNotice): PushMessage => ({
    title: `Máte miesto: ${event.title}`,
    body: 'Uvoľnilo sa miesto z čakacej listiny a je vaše. Lístok nájdete v Mojich udalostiach.',
    url: eventPath(event),
  }),
  changed: (event: EventNotice, lines: string[]): PushMessage => ({
    title: `Zmena udalosti: ${event.title}`,
    body: lines.join(' '),
    url: eventPath(event),
  }),
  cancelled: (event: EventNotice): PushMessage => ({
    title: `Udalosť zrušená: ${event.title}`,
    body: `${formatEventTime(event.dateStart)} – organizátori udalosť zrušili, vaše prihlásenie sa ruší.`,
    url: '/udalosti',
  }),
  reminder: (event: EventNotice): PushMessage => ({
    title: `Zajtra: ${event.title}`,
    body: `${when(event)}. Lístok nájdete v Mojich udalostiach.`,
    url: eventPath(event),
  }),
  newEvent: (event: EventNotice): PushMessage => ({
    title: `Nová udalosť: ${event.title}`,
    body: when(event),
    url: eventPath(event),
  }),
  membership: (verified: boolean): PushMessage => ({
    title: verified ? 'Vaše členstvo je overené' : 'Vaše členstvo nebolo overené',
    body: verified ? 'Vitajte medzi overenými členmi klubu.' : 'Podrobnosti nájdete v e-maile a vo svojom účte.',
    url: '/uzivatel/dashboard',
  }),
  registration: (subject: string): PushMessage => ({
    title: subject,
    body: 'Podrobnosti nájdete v Mojich udalostiach.',
    url: '/uzivatel/udalosti',
  }),
  dues: (subject: string): PushMessage => ({
    title: subject,
    body: 'Podrobnosti a QR kód na platbu nájdete v časti Členský príspevok.',
    url: '/uzivatel/clensky-prispevok',
  }),
};
