// The kinds of member mail a member can switch on or off, with their defaults: event
// and membership mails on, new-event and newsletter mails off until the member opts in.
export const NOTIFICATION_KINDS = [
  'event_updates',
  'event_reminders',
  'membership',
  'new_events',
  'newsletter',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const DEFAULT_ON: Record<NotificationKind, boolean> = {
  event_updates: true,
  event_reminders: true,
  membership: true,
  new_events: false,
  newsletter: false,
};

/** Kinds that need the member's recorded consent (opt-in). */
export const OPT_IN_KINDS: readonly NotificationKind[] = ['new_events', 'newsletter'];

/** Why the member gets a mail of each kind (the line at the foot of the mail). */
export const REASON: Record<NotificationKind, string> = {
  event_updates:
    'Tento e-mail dostávate, pretože ste prihlásený alebo na čakacej listine tejto udalosti a máte zapnuté správy o zmenách udalostí.',
  event_reminders:
    'Tento e-mail dostávate, pretože ste prihlásený na túto udalosť a máte zapnuté pripomienky udalostí.',
  membership: 'Tento e-mail dostávate, pretože sa týka vášho členstva v klube.',
  new_events: 'Tento e-mail dostávate, pretože ste si zapli upozornenia na nové udalosti.',
  newsletter: 'Tento e-mail dostávate, pretože ste sa prihlásili na odber noviniek klubu.',
};

/** What the unsubscribe page and the settings call each kind. */
export const KIND_LABEL: Record<NotificationKind, string> = {
  event_updates: 'správy o zmenách udalostí a uvoľnených miestach',
  event_reminders: 'pripomienky udalostí',
  membership: 'správy o členstve',
  new_events: 'upozornenia na nové udalosti',
  newsletter: 'novinky klubu (newsletter)',
};

/** Kinds a member may also have pushed to their devices (Web Push), each off until the member chooses it. */
export const PUSH_KINDS = ['event_updates', 'event_reminders', 'membership', 'new_events'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
