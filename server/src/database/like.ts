// Text filters of the staff lists are literal substrings: Prisma's `contains` becomes LIKE/ILIKE
// with the value inside `%…%` but leaves `%`, `_` and `\` in the value as wildcards and escape.
// Every `contains` on user input goes through `containsText`, and raw LIKE patterns through `escapeLike`.

/** LIKE's wildcards and escape character taken literally (PostgreSQL's default escape is `\`). */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A case-insensitive literal substring filter for a Prisma `where`. */
export const containsText = (q: string) => ({ contains: escapeLike(q), mode: 'insensitive' as const });
