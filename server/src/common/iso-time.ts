// Timestamps in API replies: ISO 8601 strings in UTC.

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);
