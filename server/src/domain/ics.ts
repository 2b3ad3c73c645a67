// RFC 5545 iCalendar for one event ("add to calendar"): CRLF line endings, content lines folded at
// 75 octets without splitting a UTF-8 character, TEXT values escaped. An event's start and end are
// local times of Europe/Bratislava with the VTIMEZONE that defines it, so calendars show the club's
// time whatever they assume; the stamps stay in UTC (§3.8.7). The object has no METHOD, so DTSTAMP
// is when the event was last revised (RFC 5545 §3.8.7.2), which keeps the file stable between
// downloads.
// A registration's mail carries an iTIP message instead (RFC 5546: METHOD PUBLISH for a place,
// CANCEL with a higher SEQUENCE when the member cancels): its times are UTC, so it needs no
// VTIMEZONE, and DTSTAMP is when the message was made.

export interface CalendarEvent {
  /** Globally unique and stable per event, e.g. `<event id>@evklub.sk`. */
  uid: string;
  /** Last revision of the event. */
  stamp: Date;
  created?: Date;
  start: Date;
  /** Absent: the event ends when it starts (RFC 5545 §3.6.1), so DTEND is left out. */
  end?: Date | null;
  summary: string;
  /** Plain text. */
  description?: string | null;
  location?: string | null;
  url?: string | null;
  /**
   * CONFIRMED (a place), TENTATIVE (on the waitlist), CANCELLED (a cancelled registration); absent: not said (the
   * club's own calendar).
   */
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

/** One registration's calendar entry as its mail sends it (RFC 5546). */
export interface Invitation extends CalendarEvent {
  method: 'PUBLISH' | 'CANCEL';
  /** 0 when the place is given, higher for each later message of the same UID. */
  sequence: number;
  organizer: { name: string; email: string };
}

/** The club's time zone: every event happens in Slovakia. */
export const ICS_TZID = 'Europe/Bratislava';

/**
 * Europe/Bratislava as the EU rules have it since 1996: CEST from the last Sunday of March, CET from the last Sunday of
 * October.
 */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_TZID}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const LOCAL = new Intl.DateTimeFormat('en-GB', {
  timeZone: ICS_TZID,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Local DATE-TIME form in Europe/Bratislava, e.g. 20260516T100000 (for `;TZID=Europe/Bratislava`). */
export function formatLocal(date: Date): string {
  const part = Object.fromEntries(LOCAL.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}${part.month}${part.day}T${part.hour}${part.minute}${part.second}`;
}

export const ICS_PRODID = '-//EV Klub//Udalosti//SK';
const MAX_OCTETS = 75;

/** TEXT value escaping (§3.3.11): backslash, semicolon, comma; line breaks become `\n`. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // Other control characters are not allowed in TEXT (§3.1: CONTROL except HTAB).
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
  );
}

/** UTC DATE-TIME form, e.g. 20260314T170000Z. */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Folds one content line (§3.1): at most 75 octets per line, continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The leading space of a continuation line counts toward its 75 octets.
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** A quoted parameter value (§3.2): DQUOTE is not allowed inside, so it is dropped. */
const quoteParam = (value: string) => `"${value.replace(/["\u0000-\u001F\u007F]/g, '')}"`;

/** `extra` follows the UID (SEQUENCE, ORGANIZER, ATTENDEE); `utc`: times in UTC instead of the club's zone. */
function veventLines(event: CalendarEvent, utc = false, extra: string[] = []): string[] {
  const time = (name: string, date: Date) =>
    utc ? `${name}:${formatUtc(date)}` : `${name};TZID=${ICS_TZID}:${formatLocal(date)}`;
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    ...extra,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    ...(event.created ? [`CREATED:${formatUtc(event.created)}`] : []),
    `LAST-MODIFIED:${formatUtc(event.stamp)}`,
    time('DTSTART', event.start),
    ...(event.end ? [time('DTEND', event.end)] : []),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.status ? [`STATUS:${event.status}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    // URL is a URI value, not TEXT: it is not escaped (our URLs hold no control characters).
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

const serialise = (lines: string[]) => lines.map(foldLine).join('\r\n') + '\r\n';

function calendar(header: string[], events: CalendarEvent[]): string {
  return serialise([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    ...header,
    ...VTIMEZONE,
    ...events.flatMap((e) => veventLines(e)),
    'END:VCALENDAR',
  ]);
}

/** A complete VCALENDAR with one VEVENT, every line ending in CRLF. */
export function buildCalendar(event: CalendarEvent): string {
  return calendar([], [event]);
}

/** A registration's iTIP message (RFC 5546 §3.2.1 PUBLISH, §3.2.5 CANCEL): one VEVENT in UTC. */
export function buildInvitation(invitation: Invitation): string {
  const extra = [
    `SEQUENCE:${invitation.sequence}`,
    `ORGANIZER;CN=${quoteParam(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
  ];
  return serialise([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation.method}`,
    ...veventLines(invitation, true, extra),
    'END:VCALENDAR',
  ]);
}

/**
 * A subscribable calendar (a feed): its name, how often a client should refresh it (RFC 7986
 * REFRESH-INTERVAL, with the older X-PUBLISHED-TTL that Outlook and Google read) and its events.
 */
export function buildCalendarFeed(name: string, events: CalendarEvent[]): string {
  return calendar(
    [
      `NAME:${escapeText(name)}`,
      `X-WR-CALNAME:${escapeText(name)}`,
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
    ],
    events,
  );
}
