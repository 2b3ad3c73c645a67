// Slugs of what staff publish (articles, pages, guide, gallery, events): chosen from the request or
// made from the title, and the unique-slug conflict answered as 409 errors.slug_taken.
import { ApiError } from './api-error';
import { firstFreeSlug, slugify } from '../domain/slug';
import { isUniqueViolation } from '../database/prisma-errors';
import { COMMON_ERRORS } from './common-errors';

export const slugTaken = (slug: string) =>
  new ApiError(409, COMMON_ERRORS.slug_taken, `The slug "${slug}" is already used`);

/**
 * The slug to store: the requested one (409 when another record has it), else one made from the
 * title, numbered when taken (400 errors.slug_invalid when the title has no letters or digits).
 */
export async function chooseSlug(
  requested: string | undefined,
  title: string,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  if (requested !== undefined) {
    if (await taken(requested)) throw slugTaken(requested);
    return requested;
  }
  const base = slugify(title);
  if (!base) throw new ApiError(400, COMMON_ERRORS.slug_invalid, 'A slug cannot be made from this title: give one');
  const slug = await firstFreeSlug(base, taken);
  if (!slug) throw slugTaken(base);
  return slug;
}

/** Runs a write; a unique violation (two writers took the same slug at once) becomes 409. */
export async function writeWithSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw slugTaken(slug);
    throw e;
  }
}

/** `published_at` from a request: undefined = unchanged, null = draft. */
export function toDate(value: string | null | undefined): Date | null | undefined {
  return value === undefined || value === null ? value : new Date(value);
}
