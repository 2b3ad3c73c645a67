// RFC 5545 output of domain/ics.ts: line endings, folding at 75 octets (never inside a UTF-8
// character), TEXT escaping and UTC times, checked on the exact bytes a calendar app would read.
import { buildCalendar, escapeText, foldLine, formatUtc } from '../../server/src/domain/ics';

/** Undoes folding (§3.1: a CRLF followed by one space is removed). */
const unfold = (text: string) => text.replace(/\r\n /g, '');

const event = {
  uid: '5b3c4a8e-6a1e-4c57-9a55-2f1f0c5b1d10@evklub.sk',
  stamp: new Date('2026-03-01T08:30:00.000Z'),
  created: new Date('2026-02-01T10:00:00.000Z'),
  start: new Date('2026-05-16T08:00:00.000Z'),
  end: new Date('2026-05-16T14:30:00.000Z'),
  summary: 'Jarný zraz, Košice; stretnutie',
  description: 'Prvý riadok\nDruhý riadok s \\ lomkou',
  location: 'Hlavná 1, Košice',
  url: 'https://evklub.sk/udalost/jarny-zraz',
};

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, turns line breaks into \\n and drops control characters', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\rg\u0007h\ti')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng' + 'h\ti');
  });
});

describe('formatUtc', () => {
  it('writes the UTC DATE-TIME form', () => {
    expect(formatUtc(new Date('2026-05-16T10:00:00+02:00'))).toBe('20260516T080000Z');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th octet onto a continuation line', () => {
    const line75 = 'X'.repeat(75);
    expect(foldLine(line75)).toBe(line75);
    expect(foldLine(line75 + 'Y')).toBe(`${line75}\r\n Y`);
  });

  it('keeps every line within 75 octets, continuation space included, and never splits a character', () => {
    const text = `DESCRIPTION:${'Žltý kôň úpel ďábelské ódy. 🚗⚡ '.repeat(12)}`;
    const folded = foldLine(text);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const [i, line] of lines.entries()) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(line.startsWith(' ')).toBe(true);
      // A split surrogate pair or UTF-8 sequence would not survive the round trip.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      expect(line).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
    }
    expect(unfold(folded)).toBe(text);
  });
});

describe('buildCalendar', () => {
  it('writes one VEVENT with CRLF line endings and the event properties', () => {
    const ics = buildCalendar(event);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split('\r\n').slice(0, -1);
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//EV Klub//Udalosti//SK',
      'CALSCALE:GREGORIAN',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Bratislava',
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
      'BEGIN:VEVENT',
      'UID:5b3c4a8e-6a1e-4c57-9a55-2f1f0c5b1d10@evklub.sk',
      'DTSTAMP:20260301T083000Z',
      'CREATED:20260201T100000Z',
      'LAST-MODIFIED:20260301T083000Z',
      // 10:00 and 16:30 in Bratislava (CEST)
      'DTSTART;TZID=Europe/Bratislava:20260516T100000',
      'DTEND;TZID=Europe/Bratislava:20260516T163000',
      'SUMMARY:Jarný zraz\\, Košice\\; stretnutie',
      'DESCRIPTION:Prvý riadok\\nDruhý riadok s \\\\ lomkou',
      'LOCATION:Hlavná 1\\, Košice',
      'URL:https://evklub.sk/udalost/jarny-zraz',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('leaves out DTEND, DESCRIPTION and LOCATION when the event has none', () => {
    const lines = unfold(buildCalendar({ ...event, end: null, description: '', location: null })).split('\r\n');
    expect(lines.some((l) => /^(DTEND|DESCRIPTION|LOCATION)[:;]/.test(l))).toBe(false);
    expect(lines).toContain('DTSTART;TZID=Europe/Bratislava:20260516T100000');
  });

  it('writes local Bratislava time in winter (CET) as well as in summer (CEST), and STATUS when given', () => {
    const lines = unfold(
      buildCalendar({ ...event, start: new Date('2026-01-20T17:00:00Z'), end: null, status: 'TENTATIVE' }),
    ).split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/Bratislava:20260120T180000');
    expect(lines).toContain('STATUS:TENTATIVE');
  });

  it('is the same for the same event (stable UID and DTSTAMP)', () => {
    expect(buildCalendar(event)).toBe(buildCalendar({ ...event }));
  });
});
