// Slovak formats (docs/product-rules.md §9: sk-SK) of dates and numbers, in Slovak time whatever the time zone of the
// server or the visitor, so that the server render and the hydrated page print the same text.
import { site } from '../config/site';

const dateFormat = new Intl.DateTimeFormat(site.locale, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: site.timeZone,
});
const dayMonthFormat = new Intl.DateTimeFormat(site.locale, { day: 'numeric', month: 'long', timeZone: site.timeZone });
const timeFormat = new Intl.DateTimeFormat(site.locale, {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: site.timeZone,
});
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: site.timeZone,
});
const weekdayFormat = new Intl.DateTimeFormat(site.locale, { weekday: 'long', timeZone: site.timeZone });

/** "21. novembra 2026" */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** "18:30" */
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

/** "sobota" */
export const formatWeekday = (iso: string) => weekdayFormat.format(new Date(iso));

const numberFormat = new Intl.NumberFormat(site.locale);
const shortMonthFormat = new Intl.DateTimeFormat(site.locale, { month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat(site.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthDate = (month: string) => new Date(`${month}-15T00:00:00Z`);

const shortDateFormat = new Intl.DateTimeFormat(site.locale, {
  day: 'numeric',
  month: 'numeric',
  timeZone: site.timeZone,
});

/** "21. 11." (chart axes) */
export const formatShortDate = (iso: string) => shortDateFormat.format(new Date(iso));

/** "100 000" (Slovak digit grouping). */
export const formatNumber = (n: number) => numberFormat.format(n);

/** A calendar month "2026-11" as "november 2026". */
export const formatMonth = (month: string) => monthFormat.format(monthDate(month));

/** A calendar month "2026-11" as "nov 2026" (chart axes; sk-SK's own short form would be "11/2026"). */
export const formatShortMonth = (month: string) => `${shortMonthFormat.format(monthDate(month))} ${month.slice(0, 4)}`;

/** "21. novembra 2026, 18:30" */
export const formatDateTime = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)}`;

const sameDay = (a: string, b: string) => dayKeyFormat.format(new Date(a)) === dayKeyFormat.format(new Date(b));

/**
 * The time span of an event: "21. novembra 2026, 18:00 – 21:00" on one day,
 * "21. novembra – 23. novembra 2026" across days, "21. novembra 2026, 18:00" without an end.
 */
export function formatEventSpan(start: string, end: string | null): string {
  if (!end) return formatDateTime(start);
  if (sameDay(start, end)) return `${formatDate(start)}, ${formatTime(start)} – ${formatTime(end)}`;
  const sameYear = dayKeyFormat.format(new Date(start)).slice(0, 4) === dayKeyFormat.format(new Date(end)).slice(0, 4);
  return `${sameYear ? dayMonthFormat.format(new Date(start)) : formatDate(start)} – ${formatDate(end)}`;
}

/** The calendar day in Slovak time, for <time dateTime>: "2026-11-21". */
export const isoDay = (iso: string) => dayKeyFormat.format(new Date(iso));

/** An IBAN as it is read and printed: groups of four ("SK31 1200 0000 1987 4263 7541"). */
export const formatIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

const euro = new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' });

/** "40,00 €" */
export const formatEuro = (amount: number) => euro.format(amount);
