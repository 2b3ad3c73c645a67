// Pieces every content service shares (articles, pages, FAQ, guide, gallery): slugs chosen from a
// request or a title, timestamps as ISO strings, the published-by-date rule and the unique-slug
// conflict answered as 409 errors.slug_taken.
import { ApiError } from '../../common/api-error';
import { firstFreeSlug, slugify } from '../../domain/slug';
import { isUniqueViolation } from '../../database/prisma-errors';

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** `published_at` from a request: undefined = unchanged, null = draft. */
export function toDate(value: string | null | undefined): Date | null | undefined {
  return value === undefined || value === null ? value : new Date(value);
}

/** Visible to the public: published at a moment that has come. */
export const isPublished = (publishedAt: Date | null, now = new Date()): boolean => publishedAt !== null && publishedAt <= now;

export const slugTaken = (slug: string) => new ApiError(409, 'errors.slug_taken', `The slug "${slug}" is already used`);

/**
 * The slug to store: the requested one (409 when another record has it), else one made from the
 * title, numbered when taken (400 errors.slug_invalid when the title has no letters or digits).
 */
export async function chooseSlug(requested: string | undefined, title: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  if (requested !== undefined) {
    if (await taken(requested)) throw slugTaken(requested);
    return requested;
  }
  const base = slugify(title);
  if (!base) throw new ApiError(400, 'errors.slug_invalid', 'A slug cannot be made from this title: give one');
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

export const notFound = (code: string, what: string) => new ApiError(404, code, `${what} not found`);

/** Sort of a staff list: the requested field (ascending unless `order` says otherwise), else the resource's default. */
export function listSort<S extends string>(
  query: { sort?: S; order?: 'asc' | 'desc'; q?: string },
  defaultSort: S,
  defaultOrder: 'asc' | 'desc',
): { sort: S; order: 'asc' | 'desc'; q?: string } {
  return query.sort ? { sort: query.sort, order: query.order ?? 'asc', q: query.q } : { sort: defaultSort, order: query.order ?? defaultOrder, q: query.q };
}
