import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../access/request-user';
import { ApiError } from '../../common/api-error';
import { collection, pageWindow } from '../../common/page.dto';
import { mapSearchResult, SEARCH_MIN_LENGTH, type SearchQueryDto, type SearchResultListDto } from './search.dto';
import {
  type MatchMode,
  type MatchRow,
  type ProfileFilters,
  type ProfileOrder,
  type SearchScope,
  SearchRepository,
} from './search.repository';
import { SEARCH_ERRORS } from './search-errors';

/** Matches read, ranked and counted per search; `total` says at most this. */
export const SEARCH_CAP = 1000;
/**
 * Similar spellings read and ranked when the exact search found almost nothing. A typo of a common
 * surname resembles thousands of namesakes; reading them all would cost more than the rest of the
 * search, and nobody pages through them.
 */
export const FUZZY_CAP = 100;
/** Typo tolerance joins in when the exact search finds fewer members than this. */
export const FUZZY_BELOW = 5;
/**
 * pg_trgm word similarity (to first and last name) a typo must reach: a wrong, missing or extra
 * letter in a name of six letters or more passes (kovas → kovac 0.83, hrusovka → hrusovska,
 * ruzicla → ruzickova 0.75); a wrong letter in the middle of a five-letter name is beyond trigrams
 * (nobak → novak 0.33).
 */
export const FUZZY_THRESHOLD = 0.5;
/** A run of letters or digits this long has a trigram of its own for the index. */
const INDEXED_MIN_RUN = 3;

const alphanumericRuns = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * 400 errors.query_too_short unless the query has at least 2 letters or digits: punctuation alone
 * matches nothing useful, and a pattern without any trigram would make the index return every row.
 */
export function assertSearchable(text: string): void {
  if (alphanumericRuns(text).join('').length < SEARCH_MIN_LENGTH) {
    throw new ApiError(
      400,
      SEARCH_ERRORS.query_too_short,
      `The search query needs at least ${SEARCH_MIN_LENGTH} letters or digits`,
    );
  }
}

/**
 * The query as it is matched: trimmed, inner spaces collapsed. A phone number as people write it
 * ("+421 905 123 456", "0905/123 456") becomes its digits without the leading 0/00/+, because
 * phone numbers are indexed as digits, so the national and international forms both match. A
 * licence plate ("KE 123AB", "KE-123", district code then digits) loses its spaces and dashes: plates
 * are indexed as written and in that compact form, so either spelling finds either.
 */
export function normalizeSearchText(raw: string | undefined): string {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ');
  const digits = text.replace(/\D/g, '');
  if (/^\+?[\d\s\-/().]+$/.test(text) && digits.length >= 6) return digits.replace(/^0+/, '');
  if (/^\p{L}{2}[\s-]+\d/u.test(text)) return text.replace(/[\s-]/g, '');
  return text;
}

/** Typos are looked for in names (name_search_text), so only for queries made of letters. */
const fuzzyEligible = (text: string) => text.length >= 4 && /^[\p{L}' -]+$/u.test(text);

export interface MatchPage {
  total: number;
  rows: MatchRow[];
}

@Injectable()
export class SearchService {
  constructor(private readonly search: SearchRepository) {}

  /** GET /api/search: members matching the query, each as the searcher may see them. */
  async searchMembers(user: AuthUser, query: SearchQueryDto): Promise<SearchResultListDto> {
    const text = normalizeSearchText(query.q);
    assertSearchable(text);
    const page = await this.findMatches(text, 'members', pageWindow(query), { carsFor: user.id });
    return collection(
      page.rows.map((row) => mapSearchResult(row, user.id, text)),
      page.total,
    );
  }

  /** A page of member ids without a text query: filtered and sorted, with how many match in all (staff lists). */
  listIds(
    filters: ProfileFilters,
    sort: ProfileOrder,
    window: { skip: number; take: number },
  ): Promise<{ ids: string[]; total: number }> {
    return this.search.listIds(filters, sort, window.skip, window.take);
  }

  /**
   * A ranked page of profiles matching an already normalised text (members' or staff's view):
   * substring matches on the trigram index, with similar spellings after them when there are almost
   * none (`total` then counts both).
   */
  async findMatches(
    text: string,
    scope: SearchScope,
    window: { skip: number; take: number },
    options: { filters?: ProfileFilters; sort?: ProfileOrder; carsFor?: string } = {},
  ): Promise<MatchPage> {
    const longestRun = Math.max(...alphanumericRuns(text).map((run) => run.length));
    const mode: MatchMode = longestRun < INDEXED_MIN_RUN ? 'short' : 'substring';
    const base = { text, scope, cap: SEARCH_CAP, ...window, ...options };
    const exact = await this.search.findMatches({ ...base, mode });
    if (exact.total >= FUZZY_BELOW || !fuzzyEligible(text)) return exact;
    // Almost nothing: the exact matches first, then similar spellings (which exclude them).
    const allExact =
      window.skip === 0 && window.take >= exact.total
        ? exact.rows
        : (await this.search.findMatches({ ...base, mode, skip: 0, take: FUZZY_BELOW })).rows;
    const exactInWindow = allExact.slice(window.skip, window.skip + window.take);
    const similar = await this.search.findMatches({
      ...base,
      mode: 'fuzzy',
      cap: FUZZY_CAP,
      similarityThreshold: FUZZY_THRESHOLD,
      skip: Math.max(0, window.skip - exact.total),
      take: window.take - exactInWindow.length,
    });
    return { total: exact.total + similar.total, rows: [...exactInWindow, ...similar.rows] };
  }
}
