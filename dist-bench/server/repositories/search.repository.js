"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.SearchRepository = void 0;
exports.profileFilterSql = profileFilterSql;
exports.profileOrderSql = profileOrderSql;
// Finding members by text, for member search (GET /api/search) and the staff user list.
//
// What is matched is a column kept by triggers (see the migrations): `visible_search_text` for
// members (only what each member shows to others: a hidden e-mail or phone cannot be found, so a
// search by phone number never reveals whose it is) and `search_text` for staff (everything). Both
// are lower(unaccent()) text with a trigram GIN index, so:
// - `substring`: `text LIKE '%q%'` on the index; the query is normalised once (a MATERIALIZED CTE
//   read through InitPlans), never per row;
// - `short`: a two-letter query has no trigram of its own, so `%q%` would read the whole index;
//   it matches at the start of a word instead (`% q%`), whose padded trigram (" ko") the index has;
// - `fuzzy`: `q <% name_search_text` (pg_trgm word similarity to the first and last name ≥ the
//   threshold, set for this transaction only) and not a substring match: the similar spellings
//   that follow the exact matches, for typos in names.
// At most `cap` matching rows are read and ranked: an exact count over thousands of trigram
// matches would dominate the query. `total` is therefore the number of matches up to the cap.
const common_1 = require("@nestjs/common");
const permissions_1 = require("../auth/permissions");
const prisma_service_1 = require("../database/prisma.service");
const client_1 = require("../generated/prisma/client");
/** LIKE's wildcards and escape character taken literally. */
const escapeLike = (s) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Conditions on `profiles p` for the staff filters. */
function profileFilterSql(filters = {}) {
    const parts = [];
    if (filters.isVerified !== undefined)
        parts.push(client_1.Prisma.sql `p.is_verified = ${filters.isVerified}`);
    if (filters.permission)
        parts.push(client_1.Prisma.sql `p.permissions ->> ${filters.permission}::text IN (${client_1.Prisma.join([...permissions_1.PERMISSION_LEVELS])})`);
    if (filters.onboardingComplete !== undefined) {
        // The same rule as GET /api/me's onboarding_complete: a current car, or steps 1–3 answered.
        // (domain/onboarding-steps.ts: text answers count when not blank; a custom colour answers the colour).
        const complete = client_1.Prisma.sql `(EXISTS (SELECT 1 FROM car_ownerships o WHERE o.owner_id = p.id AND o.owned_until IS NULL)
      OR EXISTS (SELECT 1 FROM onboarding ob WHERE ob.user_id = p.id
        AND btrim(ob.tesla_account_email) <> '' AND btrim(ob.tesla_account_full_name) <> '' AND ob.vin IS NOT NULL
        AND ob.model IS NOT NULL AND ob.variant IS NOT NULL AND (ob.color IS NOT NULL OR btrim(ob.custom_color) <> '')
        AND ob.owned_since IS NOT NULL))`;
        parts.push(filters.onboardingComplete ? complete : client_1.Prisma.sql `NOT ${complete}`);
    }
    return parts.length ? client_1.Prisma.sql `AND ${client_1.Prisma.join(parts, ' AND ')}` : client_1.Prisma.empty;
}
/** Names sort as Slovaks expect (Č after C, Ch after H); PostgreSQL's ICU collation, present in the
 * embedded binaries, the official images and hosted Supabase. */
const NAME_ORDER = (dir) => client_1.Prisma.sql `last_name COLLATE "sk-x-icu" ${dir} NULLS LAST, first_name COLLATE "sk-x-icu" ${dir} NULLS LAST`;
/** ORDER BY over rows with the profile's columns (unqualified names); fixed SQL per field and direction. */
function profileOrderSql({ field, order }) {
    const dir = client_1.Prisma.raw(order === 'desc' ? 'DESC' : 'ASC');
    switch (field) {
        case 'created_at':
            return client_1.Prisma.sql `created_at ${dir}, id`;
        case 'last_name':
            return client_1.Prisma.sql `${NAME_ORDER(dir)}, id`;
        case 'email':
            return client_1.Prisma.sql `email ${dir}, id`;
    }
}
let SearchRepository = class SearchRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    /** The page of members matching `text`, ranked, and how many match (up to the cap). */
    async findMatches(query) {
        const sql = this.matchSql(query);
        const rows = query.mode === 'fuzzy'
            ? (await this.prisma.$transaction([this.similarityThreshold(query), this.prisma.$queryRaw(sql)]))[1]
            : await this.prisma.$queryRaw(sql);
        const total = rows[0]?.total ?? 0;
        // The LEFT JOIN gives one row with only `total` when the page is empty.
        return { total, rows: rows.filter((r) => r.id !== null).map(({ total: _total, ...row }) => row) };
    }
    /** The plan PostgreSQL chooses for a search (for `npm run bench:search`: is the trigram index used?). */
    async explainMatches(query) {
        const explain = client_1.Prisma.sql `EXPLAIN (COSTS OFF) ${this.matchSql(query)}`;
        const [, rows] = await this.prisma.$transaction([this.similarityThreshold(query), this.prisma.$queryRaw(explain)]);
        return rows.map((r) => r['QUERY PLAN']);
    }
    /** Current cars (ownerships without an end) of these members, oldest first. */
    findCurrentCars(ownerIds) {
        if (!ownerIds.length)
            return Promise.resolve([]);
        return this.prisma.carOwnership.findMany({
            where: { ownerId: { in: ownerIds }, ownedUntil: null },
            include: { car: true },
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        });
    }
    /** pg_trgm's word-similarity threshold for the rest of this transaction only. */
    similarityThreshold(query) {
        return this.prisma.$queryRaw `SELECT set_config('pg_trgm.word_similarity_threshold', ${String(query.similarityThreshold ?? 0.6)}, true) AS threshold`;
    }
    matchSql(query) {
        const column = client_1.Prisma.raw(query.scope === 'members' ? 'visible_search_text' : 'search_text');
        const escaped = escapeLike(query.text);
        // The patterns come from `norm` through sub-selects (InitPlans): computed once per query, never
        // per row, and opaque to the planner, which therefore always reads the trigram index.
        const match = query.mode === 'short'
            ? client_1.Prisma.sql `(p.${column} LIKE (SELECT word_start FROM norm) OR p.${column} LIKE (SELECT text_start FROM norm))`
            : query.mode === 'fuzzy'
                ? client_1.Prisma.sql `(SELECT t FROM norm) <% p.name_search_text AND p.${column} NOT LIKE (SELECT pattern FROM norm)`
                : client_1.Prisma.sql `p.${column} LIKE (SELECT pattern FROM norm)`;
        // Members never find rejected applicants; staff filter as they choose.
        const scope = query.scope === 'members' ? client_1.Prisma.sql `AND p.rejected_at IS NULL` : client_1.Prisma.empty;
        // Relevance: the query as a whole word, at a word start, anywhere, then (fuzzy) by similarity;
        // then a match in the name before one in other fields, earlier in the text first.
        const order = query.sort ? profileOrderSql(query.sort) : client_1.Prisma.sql `tier, sim DESC, in_name, pos, ${NAME_ORDER(client_1.Prisma.sql `ASC`)}, id`;
        return client_1.Prisma.sql `
      WITH norm AS MATERIALIZED (
        SELECT lower(unaccent(${query.text}::text)) AS t, lower(unaccent(${`%${escaped}%`}::text)) AS pattern,
               lower(unaccent(${`% ${escaped}%`}::text)) AS word_start, lower(unaccent(${`${escaped}%`}::text)) AS text_start
      ),
      cand AS MATERIALIZED (
        SELECT p.id, p.first_name, p.last_name, p.email::text AS email, p.phone_number, p.address_city,
               p.show_email, p.show_phone, p.show_city, p.show_cars, p.created_at, p.${column} AS text, p.name_search_text AS name_text
          FROM profiles p
         WHERE p.deleted_at IS NULL AND ${match} ${scope} ${profileFilterSql(query.filters)}
         LIMIT ${query.cap}
      ),
      ranked AS (
        SELECT c.*,
               CASE WHEN strpos(' ' || c.text || ' ', ' ' || n.t || ' ') > 0 THEN 0
                    WHEN strpos(' ' || c.text, ' ' || n.t) > 0 THEN 1
                    WHEN strpos(c.text, n.t) > 0 THEN 2
                    ELSE 3 END AS tier,
               CASE WHEN strpos(c.text, n.t) > 0 THEN 1 ELSE word_similarity(n.t, c.name_text) END AS sim,
               -- The text starts with the names (unaccent keeps the length of Slovak letters).
               CASE WHEN strpos(c.text, n.t) BETWEEN 1 AND length(concat_ws(' ', c.first_name, c.last_name)) THEN 0 ELSE 1 END AS in_name,
               strpos(c.text, n.t) AS pos
          FROM cand c CROSS JOIN norm n
      )
      SELECT (SELECT count(*) FROM cand)::int AS total,
             r.id, r.first_name, r.last_name, r.email, r.phone_number, r.address_city, r.show_email, r.show_phone, r.show_city, r.show_cars
        FROM (SELECT 1) AS one
        LEFT JOIN LATERAL (SELECT * FROM ranked ORDER BY ${order} LIMIT ${query.take} OFFSET ${query.skip}) r ON true`;
    }
};
exports.SearchRepository = SearchRepository;
exports.SearchRepository = SearchRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], SearchRepository);
//# sourceMappingURL=search.repository.js.map