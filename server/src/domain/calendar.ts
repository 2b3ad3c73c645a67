// Calendar dates (YYYY-MM-DD) as the club lives them: "today" is today in Slovakia, whatever the
// server's time zone, so a car owned since today can be retired today (owned_until >= owned_since
// is a CHECK in the database) and a date picked today is never "in the future".
export const CLUB_TIME_ZONE = 'Europe/Bratislava';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Slovakia, 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  return formatter.format(now);
}

/** A database DATE column's value (UTC midnight) as 'YYYY-MM-DD'. */
export function isoDate(value: Date | null | undefined): string | null {
  return value ? value.toISOString().slice(0, 10) : null;
}

/** 'YYYY-MM-DD' → the Date a DATE column stores (UTC midnight). */
export function dateOnly(value: string): Date {
  return new Date(`${value}T00:00:00.000Z`);
}

/** 'YYYY-MM-DD' of a real calendar day (no 2023-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = dateOnly(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
