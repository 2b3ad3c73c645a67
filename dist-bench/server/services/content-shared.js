"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.notFound = exports.slugTaken = exports.isPublished = exports.isoOrNull = exports.iso = void 0;
exports.toDate = toDate;
exports.chooseSlug = chooseSlug;
exports.writeWithSlug = writeWithSlug;
exports.listSort = listSort;
// Pieces every content service shares (articles, pages, FAQ, guide, gallery): slugs chosen from a
// request or a title, timestamps as ISO strings, the published-by-date rule and the unique-slug
// conflict answered as 409 errors.slug_taken.
const api_error_1 = require("../common/api-error");
const slug_1 = require("../domain/slug");
const auth_user_service_1 = require("./auth-user.service");
const iso = (date) => date.toISOString();
exports.iso = iso;
const isoOrNull = (date) => (date ? date.toISOString() : null);
exports.isoOrNull = isoOrNull;
/** `published_at` from a request: undefined = unchanged, null = draft. */
function toDate(value) {
    return value === undefined || value === null ? value : new Date(value);
}
/** Visible to the public: published at a moment that has come. */
const isPublished = (publishedAt, now = new Date()) => publishedAt !== null && publishedAt <= now;
exports.isPublished = isPublished;
const slugTaken = (slug) => new api_error_1.ApiError(409, 'errors.slug_taken', `The slug "${slug}" is already used`);
exports.slugTaken = slugTaken;
/**
 * The slug to store: the requested one (409 when another record has it), else one made from the
 * title, numbered when taken (400 errors.slug_invalid when the title has no letters or digits).
 */
async function chooseSlug(requested, title, taken) {
    if (requested !== undefined) {
        if (await taken(requested))
            throw (0, exports.slugTaken)(requested);
        return requested;
    }
    const base = (0, slug_1.slugify)(title);
    if (!base)
        throw new api_error_1.ApiError(400, 'errors.slug_invalid', 'A slug cannot be made from this title: give one');
    const slug = await (0, slug_1.firstFreeSlug)(base, taken);
    if (!slug)
        throw (0, exports.slugTaken)(base);
    return slug;
}
/** Runs a write; a unique violation (two writers took the same slug at once) becomes 409. */
async function writeWithSlug(slug, write) {
    try {
        return await write();
    }
    catch (e) {
        if ((0, auth_user_service_1.isUniqueViolation)(e))
            throw (0, exports.slugTaken)(slug);
        throw e;
    }
}
const notFound = (code, what) => new api_error_1.ApiError(404, code, `${what} not found`);
exports.notFound = notFound;
/** Sort of a staff list: the requested field (ascending unless `order` says otherwise), else the resource's default. */
function listSort(query, defaultSort, defaultOrder) {
    return query.sort ? { sort: query.sort, order: query.order ?? 'asc', q: query.q } : { sort: defaultSort, order: query.order ?? defaultOrder, q: query.q };
}
//# sourceMappingURL=content-shared.js.map