// Finding members by text, for member search (GET /api/search) and the staff user list.
//
// What is matched is a column kept by triggers (migration 20261121000200_member_search):
// `visible_search_text` for members (only what each member shows to others: a hidden e-mail or
// phone cannot be found, so a search by phone number never reveals whose it is), `search_text` for
// staff (everything), and `name_search_text` for typos. All are lower(unaccent()) text with a
// trigram GIN index, so:
// - `substring`: `text LIKE '%q%'` on the index; the query is normalised once (a MATERIALIZED CTE
//   read through InitPlans), never per row;
// - `short`: a query without three letters or digits in a row ("ko") has no trigram of its own, so
//   `%q%` would read the whole index; it matches at the start of a word instead (`% q%`), whose
//   padded trigrams ("  k", " ko") the index has;
// - `fuzzy`: `q <% name_search_text` (pg_trgm word similarity to the first and last name ≥ the
//   threshold, which the statement sets for itself) and not a substring match: the similar spellings
//   that follow the exact matches, for typos in names.
// At most `cap` matching rows are read and ranked: an exact count over thousands of trigram
// matches would dominate the query. `total` is therefore the number of matches up to the cap. They
// are read and ranked narrow (id, names, the matched text): the columns a result shows beside them
// are fetched for the page's rows only.
// The members' trigram indexes (visible_search_text, name_search_text) are split into parts that
// double in size (PART_BOUNDS; migration 20261128100000_search_parts_doubling), because a GIN scan
// returns every match before the first row is read: member search asks the parts one after another,
// each up to the cap, and stops once the cap is reached, so a common word costs the matches of a
// small part, not of the whole club, and a rare one at most about twice the matches it needs. Staff
// search reads search_text's one index (and the names' parts for typos).
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { PERMISSION_LEVELS, type PermissionArea } from '../../access/permissions';
import type { SortOrder } from '../../common/admin-list.dto';
import type { UserSortField } from './search.types';
import { verifiedMemberSql } from '../members/members.types';
import { memberOnboardedSql } from '../../domain/onboarding-steps';
import { PrismaService } from '../../database/prisma.service';
import type { CarColorName, CarModelName, CarVariantName } from '../../domain/car-enums';
import { Prisma } from '../../generated/prisma/client';
import { escapeLike } from '../../database/like';
import { readTogether } from '../../database/read-together';

export type SearchScope = 'members' | 'staff';
export type MatchMode = 'substring' | 'short' | 'fuzzy';

/** An explicit order of the staff list (else: relevance with a text query, newest first without). */
export interface ProfileOrder {
  field: UserSortField;
  order: SortOrder;
}

/** Staff list filters (all optional, AND-ed). */
export interface ProfileFilters {
  isVerified?: boolean;
  permission?: PermissionArea;
  onboardingComplete?: boolean;
}

export interface MatchQuery {
  /** The query as the member typed it (trimmed); lower-cased and unaccented in SQL. */
  text: string;
  scope: SearchScope;
  mode: MatchMode;
  /** Most rows read and ranked (and counted). */
  cap: number;
  skip: number;
  take: number;
  /** pg_trgm.word_similarity_threshold for `fuzzy`. */
  similarityThreshold?: number;
  filters?: ProfileFilters;
  /** Absent: by relevance. */
  sort?: ProfileOrder;
  /** With a viewer's id: each row carries its current cars when shown to others or the viewer's own. */
  carsFor?: string;
}

/** A matching member with what a search result may show. */
export interface MatchRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone_number: string | null;
  address_city: string | null;
  show_email: boolean;
  show_phone: boolean;
  show_city: boolean;
  show_cars: boolean;
  avatar_url: string | null;
  avatar_variants: unknown;
  /** Only with `carsFor`; database spellings are those of server/src/domain/car-enums.ts. */
  cars?: MatchCarRow[];
}

export interface MatchCarRow {
  vin: string;
  license_plate: string | null;
  name: string | null;
  model: CarModelName;
  variant: CarVariantName | null;
  color: CarColorName | null;
  custom_color: string | null;
}

/**
 * The partial indexes of each member search text, by (hashtext(id::text) & 255): part k holds the
 * members from PART_BOUNDS[k] to PART_BOUNDS[k + 1] - 1, each part twice the one before (1/256 of
 * the club first, half of it last); as in migration 20261128100000_search_parts_doubling, literally.
 */
const PART_BOUNDS = [0, 1, 2, 4, 8, 16, 32, 64, 128, 256];

/** `profiles p` is in part `part` (a literal: the planner matches it to the part's partial index). */
const inPart = (part: number) =>
  Prisma.sql`(hashtext(p.id::text) & 255) BETWEEN ${Prisma.raw(String(PART_BOUNDS[part]))} AND ${Prisma.raw(String(PART_BOUNDS[part + 1] - 1))}`;

/** Conditions on `profiles p` for the staff filters. */
export function profileFilterSql(filters: ProfileFilters = {}): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (filters.isVerified !== undefined)
    parts.push(
      Prisma.sql`${filters.isVerified ? Prisma.empty : Prisma.sql`NOT`} ${Prisma.raw(verifiedMemberSql('p'))}`,
    );
  // An owner holds every area (heldPermissions in access/permissions.ts), whatever their stored map says.
  if (filters.permission)
    parts.push(
      Prisma.sql`(p.is_owner OR p.permissions ->> ${filters.permission}::text IN (${Prisma.join([...PERMISSION_LEVELS])}))`,
    );
  if (filters.onboardingComplete !== undefined) {
    // The same rule as GET /api/me's onboarding_complete (domain/onboarding-steps.ts).
    const complete = Prisma.raw(memberOnboardedSql('p'));
    parts.push(filters.onboardingComplete ? complete : Prisma.sql`NOT ${complete}`);
  }
  return parts.length ? Prisma.sql`AND ${Prisma.join(parts, ' AND ')}` : Prisma.empty;
}

/** Names sort as Slovaks expect (Č after C, Ch after H); PostgreSQL's ICU collation, present in the
 * embedded binaries, the official images and hosted Supabase. */
const NAME_ORDER = (dir: Prisma.Sql) =>
  Prisma.sql`last_name COLLATE "sk-x-icu" ${dir} NULLS LAST, first_name COLLATE "sk-x-icu" ${dir} NULLS LAST`;

/** ORDER BY over rows with the profile's columns (unqualified names); fixed SQL per field and direction. */
export function profileOrderSql({ field, order }: ProfileOrder): Prisma.Sql {
  const dir = Prisma.raw(order === 'desc' ? 'DESC' : 'ASC');
  switch (field) {
    case 'created_at':
      return Prisma.sql`created_at ${dir}, id`;
    case 'last_name':
      return Prisma.sql`${NAME_ORDER(dir)}, id`;
    case 'email':
      return Prisma.sql`email ${dir}, id`;
  }
}

@Injectable()
export class SearchRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Ids of a page of members (no text query), filtered and sorted, and how many match in all. */
  async listIds(
    filters: ProfileFilters,
    sort: ProfileOrder,
    skip: number,
    take: number,
  ): Promise<{ ids: string[]; total: number }> {
    const where = profileFilterSql(filters);
    const [rows, counted] = await readTogether(this.prisma, [
      this.prisma.$queryRaw<{ id: string }[]>`
        SELECT id FROM (SELECT p.id, p.created_at, p.last_name, p.first_name, p.email::text AS email
                          FROM profiles p WHERE p.deleted_at IS NULL ${where}) AS p
         ORDER BY ${profileOrderSql(sort)} LIMIT ${take} OFFSET ${skip}`,
      this.prisma.$queryRaw<
        { total: number }[]
      >`SELECT count(*)::int AS total FROM profiles p WHERE p.deleted_at IS NULL ${where}`,
    ]);
    return { ids: rows.map((r) => r.id), total: counted[0]?.total ?? 0 };
  }

  /** The page of members matching `text`, ranked, and how many match (up to the cap). */
  async findMatches(query: MatchQuery): Promise<{ total: number; rows: MatchRow[] }> {
    const sql = this.matchSql(query);
    const rows = await this.run<MatchRow & { total: number }>(
      sql,
      `search-${createHash('sha256').update(sql.text).digest('hex').slice(0, 24)}`,
    );
    const total = rows[0]?.total ?? 0;
    // The LEFT JOIN gives one row with only `total` when the page is empty.
    return { total, rows: rows.filter((r) => r.id !== null).map(({ total: _total, ...row }) => row) };
  }

  /**
   * The plan PostgreSQL runs for a search, run once (for `npm run bench:search`: which index parts are read, how many
   * rows?).
   */
  async explainMatches(query: MatchQuery): Promise<string[]> {
    const rows = await this.run<{ 'QUERY PLAN': string }>(
      Prisma.sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${this.matchSql(query)}`,
    );
    return rows.map((r) => r['QUERY PLAN']);
  }

  /**
   * Runs a search statement in one round trip. With a `name`, the statement is prepared once per
   * connection and PostgreSQL plans it for its first five runs only: the query's values reach the
   * planner only through InitPlans (see matchSql), so every plan of one shape of query is the same,
   * and from the sixth run on the cached generic plan, which then costs less than planning the union
   * of the parts (some 2 ms) again, is used for each search.
   */
  private async run<T extends pg.QueryResultRow>(sql: Prisma.Sql, name?: string): Promise<T[]> {
    const result = await this.prisma.pool.query<T>({ name, text: sql.text, values: sql.values });
    return result.rows;
  }

  private matchSql(query: MatchQuery): Prisma.Sql {
    const column = Prisma.raw(query.scope === 'members' ? 'visible_search_text' : 'search_text');
    const escaped = escapeLike(query.text);
    // The patterns come from `norm` through sub-selects (InitPlans): computed once per query, never
    // per row, and opaque to the planner, which therefore always reads the trigram index.
    const match =
      query.mode === 'short'
        ? Prisma.sql`(p.${column} LIKE (SELECT word_start FROM norm) OR p.${column} LIKE (SELECT text_start FROM norm))`
        : query.mode === 'fuzzy'
          ? Prisma.sql`(SELECT t FROM norm) <% p.name_search_text AND p.${column} NOT LIKE (SELECT pattern FROM norm)`
          : Prisma.sql`p.${column} LIKE (SELECT pattern FROM norm)`;
    // Typos: pg_trgm's word-similarity threshold, which `<%` reads, for this statement's own
    // transaction only. `norm` is computed before any part is read (`<%` takes its `t`), so the index
    // scans and their rechecks see it.
    const threshold =
      query.mode === 'fuzzy'
        ? Prisma.sql`, set_config('pg_trgm.word_similarity_threshold', ${String(query.similarityThreshold ?? 0.6)}, true) AS threshold`
        : Prisma.empty;
    // Members find verified members only: never a pending sign-up (its name, car or plate) before
    // staff have verified it, nor a rejected applicant (verifying lifts a rejection); staff filter as
    // they choose.
    const scope = query.scope === 'members' ? Prisma.sql`AND ${Prisma.raw(verifiedMemberSql('p'))}` : Prisma.empty;
    // Relevance: the query as a whole word, at a word start, anywhere, then (fuzzy) by similarity;
    // then a match in the name before one in other fields, earlier in the text first.
    const order = query.sort
      ? profileOrderSql(query.sort)
      : Prisma.sql`tier, sim DESC, in_name, pos, ${NAME_ORDER(Prisma.sql`ASC`)}, id`;
    // The page's current cars in the same round trip (only where the owner shows them, or to themselves).
    const cars = query.carsFor
      ? Prisma.sql`, CASE WHEN page.id IS NOT NULL AND (page.show_cars OR page.id = ${query.carsFor}::uuid) THEN (
          SELECT coalesce(json_agg(json_build_object('vin', o.vin, 'license_plate', o.license_plate, 'name', o.name, 'model', c.model,
                   'variant', c.variant, 'color', c.color, 'custom_color', c.custom_color) ORDER BY o.created_at, o.id), '[]')
            FROM car_ownerships o JOIN cars c ON c.vin = o.vin
           WHERE o.owner_id = page.id AND o.owned_until IS NULL) ELSE '[]' END AS cars`
      : Prisma.empty;
    // One part's matches (on the partial indexes: the members' text and the names; staff's search_text
    // is one index). Only what ranking and sorting read is carried: the page's other columns are
    // fetched for its rows alone.
    const partSql = (part: number | null) => Prisma.sql`(
        SELECT p.id, p.first_name, p.last_name, p.email::text AS email, p.created_at, p.${column} AS text, p.name_search_text AS name_text
          FROM profiles p
         WHERE ${part === null ? Prisma.empty : Prisma.sql`${inPart(part)} AND`}
               p.deleted_at IS NULL AND ${match} ${scope} ${profileFilterSql(query.filters)}
         LIMIT ${query.cap})`;
    return Prisma.sql`
      WITH norm AS MATERIALIZED (
        SELECT lower(unaccent(${query.text}::text)) AS t, lower(unaccent(${`%${escaped}%`}::text)) AS pattern,
               lower(unaccent(${`% ${escaped}%`}::text)) AS word_start, lower(unaccent(${`${escaped}%`}::text)) AS text_start ${threshold}
      ),
      cand AS MATERIALIZED (
        SELECT * FROM (${
          query.scope === 'members' || query.mode === 'fuzzy'
            ? Prisma.join(
                Array.from({ length: PART_BOUNDS.length - 1 }, (_, part) => partSql(part)),
                ' UNION ALL ',
              )
            : partSql(null)
        }) AS parts
         LIMIT ${query.cap}
      ),
      found AS (
        SELECT c.*, strpos(c.text, n.t) AS pos, n.t FROM cand c CROSS JOIN norm n
      ),
      ranked AS (
        SELECT f.id, f.first_name, f.last_name, f.email, f.created_at, f.pos,
               CASE WHEN f.pos = 0 THEN 3
                    WHEN strpos(' ' || f.text || ' ', ' ' || f.t || ' ') > 0 THEN 0
                    WHEN strpos(' ' || f.text, ' ' || f.t) > 0 THEN 1
                    ELSE 2 END AS tier,
               CASE WHEN f.pos > 0 THEN 1 ELSE word_similarity(f.t, f.name_text) END AS sim,
               -- The text starts with the names (unaccent keeps the length of Slovak letters).
               CASE WHEN f.pos BETWEEN 1 AND length(concat_ws(' ', f.first_name, f.last_name)) THEN 0 ELSE 1 END AS in_name
          FROM found f
      )
      SELECT (SELECT count(*) FROM cand)::int AS total,
             page.id, page.first_name, page.last_name, page.email, page.phone_number, page.address_city, page.show_email, page.show_phone,
             page.show_city, page.show_cars, page.avatar_url, page.avatar_variants ${cars}
        FROM (SELECT 1) AS one
        LEFT JOIN LATERAL (
          SELECT r.*, p.phone_number, p.address_city, p.show_email, p.show_phone, p.show_city, p.show_cars, p.avatar_url, p.avatar_variants
            FROM (SELECT * FROM ranked ORDER BY ${order} LIMIT ${query.take} OFFSET ${query.skip}) r
            JOIN profiles p ON p.id = r.id
        ) AS page ON true
       ORDER BY ${order}`;
  }
}
