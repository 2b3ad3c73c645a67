import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/api-error';
import { carColor, carModel, carVariant } from '../domain/car-enums';
import { collection, pageWindow } from '../dtos/page.dto';
import { SEARCH_MIN_LENGTH, type SearchCarDto, type SearchQueryDto, type SearchResultDto, type SearchResultListDto } from '../dtos/search.dto';
import {
  type CurrentCarRow,
  type MatchMode,
  type MatchRow,
  type ProfileFilters,
  type ProfileOrder,
  type SearchScope,
  SearchRepository,
} from '../repositories/search.repository';

/** Matches read, ranked and counted per search; `total` says at most this. */
export const SEARCH_CAP = 1000;
/** Typo tolerance joins in when the exact search finds fewer members than this. */
export const FUZZY_BELOW = 5;
/** pg_trgm word similarity a typo must reach: one wrong letter in a five-letter surname (novak/nobak = 0.5). */
export const FUZZY_THRESHOLD = 0.5;
/** Shortest query that still has a trigram for the index. */
const INDEXED_MIN_LENGTH = 3;

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

/** Typos are looked for in words (names, cities, car names), not in plates, VINs, e-mails or numbers. */
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
    if (text.length < SEARCH_MIN_LENGTH) {
      throw new ApiError(400, 'errors.query_too_short', `The search query needs at least ${SEARCH_MIN_LENGTH} characters`);
    }
    const page = await this.findMatches(text, 'members', pageWindow(query));
    const withCars = page.rows.filter((r) => r.id === user.id || r.show_cars).map((r) => r.id);
    const cars = await this.search.findCurrentCars(withCars);
    return collection(
      page.rows.map((row) => mapSearchResult(row, user.id, cars, text)),
      page.total,
    );
  }

  /**
   * A ranked page of profiles matching an already normalised text (members' or staff's view):
   * substring matches on the trigram index, with similar spellings added when there are almost none.
   */
  async findMatches(
    text: string,
    scope: SearchScope,
    window: { skip: number; take: number },
    options: { filters?: ProfileFilters; sort?: ProfileOrder } = {},
  ): Promise<MatchPage> {
    const mode: MatchMode = text.length < INDEXED_MIN_LENGTH ? 'short' : 'substring';
    const base = { text, scope, cap: SEARCH_CAP, ...window, ...options };
    const exact = await this.search.findMatches({ ...base, mode });
    if (exact.total >= FUZZY_BELOW || !fuzzyEligible(text)) return exact;
    return this.search.findMatches({ ...base, mode: 'fuzzy', similarityThreshold: FUZZY_THRESHOLD });
  }
}

/** One search result: hidden fields null for everyone but the member themselves. */
export function mapSearchResult(row: MatchRow, viewerId: string, cars: CurrentCarRow[], text: string): SearchResultDto {
  const own = row.id === viewerId;
  const typedVin = text.replace(/\s/g, '').toUpperCase();
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: own || row.show_email ? row.email : null,
    phone_number: own || row.show_phone ? row.phone_number : null,
    address_city: own || row.show_city ? row.address_city : null,
    cars: own || row.show_cars ? cars.filter((c) => c.ownerId === row.id).map((c) => mapSearchCar(c, own || c.vin === typedVin)) : [],
  };
}

function mapSearchCar(row: CurrentCarRow, showVin: boolean): SearchCarDto {
  return {
    vin: showVin ? row.vin : null,
    license_plate: row.licensePlate,
    model: carModel.fromDb(row.car.model),
    variant: row.car.variant ? carVariant.fromDb(row.car.variant) : null,
    color: row.car.color ? carColor.fromDb(row.car.color) : null,
    custom_color: row.car.customColor,
    name: row.name,
  };
}
