"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CLUB_TIME_ZONE = void 0;
exports.todayIso = todayIso;
exports.isoDate = isoDate;
exports.dateOnly = dateOnly;
exports.isCalendarDate = isCalendarDate;
// Calendar dates (YYYY-MM-DD) as the club lives them: "today" is today in Slovakia, whatever the
// server's time zone, so a car owned since today can be retired today (owned_until >= owned_since
// is a CHECK in the database) and a date picked today is never "in the future".
exports.CLUB_TIME_ZONE = 'Europe/Bratislava';
const formatter = new Intl.DateTimeFormat('en-CA', { timeZone: exports.CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** Today in Slovakia, 'YYYY-MM-DD'. */
function todayIso(now = new Date()) {
    return formatter.format(now);
}
/** A database DATE column's value (UTC midnight) as 'YYYY-MM-DD'. */
function isoDate(value) {
    return value ? value.toISOString().slice(0, 10) : null;
}
/** 'YYYY-MM-DD' → the Date a DATE column stores (UTC midnight). */
function dateOnly(value) {
    return new Date(`${value}T00:00:00.000Z`);
}
/** 'YYYY-MM-DD' of a real calendar day (no 2023-02-30). */
function isCalendarDate(value) {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
        return false;
    const date = dateOnly(value);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
//# sourceMappingURL=calendar.js.map