// RFC 5545 iCalendar for one event ("add to calendar"): CRLF line endings, content lines folded at
// 75 octets without splitting a UTF-8 character, TEXT values escaped, times in UTC. The object has
// no METHOD, so DTSTAMP is when the event was last revised (RFC 5545 §3.8.7.2), which keeps the file
// stable between downloads.

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
}

export const ICS_PRODID = '-//EV Klub//Udalosti//SK';
const MAX_OCTETS = 75;

/** TEXT value escaping (§3.3.11): backslash, semicolon, comma; line breaks become `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // Other control characters are not allowed in TEXT (§3.1: CONTROL except HTAB).
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');
}

/** UTC DATE-TIME form, e.g. 20260314T170000Z. */
export function formatUtc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
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

function veventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    ...(event.created ? [`CREATED:${formatUtc(event.created)}`] : []),
    `LAST-MODIFIED:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    ...(event.end ? [`DTEND:${formatUtc(event.end)}`] : []),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    // URL is a URI value, not TEXT: it is not escaped (our URLs hold no control characters).
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

function calendar(header: string[], events: CalendarEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${ICS_PRODID}`, 'CALSCALE:GREGORIAN', ...header, ...events.flatMap(veventLines), 'END:VCALENDAR'];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A complete VCALENDAR with one VEVENT, every line ending in CRLF. */
export function buildCalendar(event: CalendarEvent): string {
  return calendar([], [event]);
}

/**
 * A subscribable calendar (a feed): its name, how often a client should refresh it (RFC 7986
 * REFRESH-INTERVAL, with the older X-PUBLISHED-TTL that Outlook and Google read) and its events.
 */
export function buildCalendarFeed(name: string, events: CalendarEvent[]): string {
  return calendar([`NAME:${escapeText(name)}`, `X-WR-CALNAME:${escapeText(name)}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT1H'], events);
}
