// How a payment's payer is compared with members' names (the suggestions of the assign dialogs): both
// as the words profiles.name_search_text holds, lower case, diacritics removed (unaccent), split at
// anything that is not a letter or a digit ("Ľuboš Kováč-Nagy" → lubos, kovac, nagy).
import { Prisma } from '../generated/prisma/client';

/** SQL: `name` (a query parameter, possibly null) as a text[] of such words. */
export const nameWordsSql = (name: string | null): Prisma.Sql =>
  Prisma.sql`array_remove(regexp_split_to_array(lower(unaccent(coalesce(${name}::text, ''))), '[^a-z0-9]+'), '')`;

/** A profiles.name_search_text value as its words. */
export const nameTextWords = (text: string): string[] => text.split(/[^a-z0-9]+/).filter(Boolean);
