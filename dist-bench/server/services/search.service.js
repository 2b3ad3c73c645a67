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
exports.SearchService = exports.FUZZY_THRESHOLD = exports.FUZZY_BELOW = exports.FUZZY_CAP = exports.SEARCH_CAP = void 0;
exports.normalizeSearchText = normalizeSearchText;
exports.mapSearchResult = mapSearchResult;
const common_1 = require("@nestjs/common");
const api_error_1 = require("../common/api-error");
const car_enums_1 = require("../domain/car-enums");
const page_dto_1 = require("../dtos/page.dto");
const search_dto_1 = require("../dtos/search.dto");
const search_repository_1 = require("../repositories/search.repository");
/** Matches read, ranked and counted per search; `total` says at most this. */
exports.SEARCH_CAP = 1000;
/**
 * Similar spellings read and ranked when the exact search found almost nothing. Word similarity is
 * computed for every row read, so this is kept small: a typo of a common surname would otherwise
 * rank thousands of namesakes.
 */
exports.FUZZY_CAP = 100;
/** Typo tolerance joins in when the exact search finds fewer members than this. */
exports.FUZZY_BELOW = 5;
/** pg_trgm word similarity a typo must reach: one wrong letter in a five-letter surname (novak/nobak = 0.5). */
exports.FUZZY_THRESHOLD = 0.5;
/** Shortest query that still has a trigram for the index. */
const INDEXED_MIN_LENGTH = 3;
/**
 * The query as it is matched: trimmed, inner spaces collapsed. A phone number as people write it
 * ("+421 905 123 456", "0905/123 456") becomes its digits without the leading 0/00/+, because
 * phone numbers are indexed as digits, so the national and international forms both match. A
 * licence plate ("KE 123AB", "KE-123", district code then digits) loses its spaces and dashes: plates
 * are indexed as written and in that compact form, so either spelling finds either.
 */
function normalizeSearchText(raw) {
    const text = (raw ?? '').trim().replace(/\s+/g, ' ');
    const digits = text.replace(/\D/g, '');
    if (/^\+?[\d\s\-/().]+$/.test(text) && digits.length >= 6)
        return digits.replace(/^0+/, '');
    if (/^\p{L}{2}[\s-]+\d/u.test(text))
        return text.replace(/[\s-]/g, '');
    return text;
}
/** Typos are looked for in names (name_search_text), so only for queries made of letters. */
const fuzzyEligible = (text) => text.length >= 4 && /^[\p{L}' -]+$/u.test(text);
let SearchService = class SearchService {
    search;
    constructor(search) {
        this.search = search;
    }
    /** GET /api/search: members matching the query, each as the searcher may see them. */
    async searchMembers(user, query) {
        const text = normalizeSearchText(query.q);
        if (text.length < search_dto_1.SEARCH_MIN_LENGTH) {
            throw new api_error_1.ApiError(400, 'errors.query_too_short', `The search query needs at least ${search_dto_1.SEARCH_MIN_LENGTH} characters`);
        }
        const page = await this.findMatches(text, 'members', (0, page_dto_1.pageWindow)(query));
        const withCars = page.rows.filter((r) => r.id === user.id || r.show_cars).map((r) => r.id);
        const cars = await this.search.findCurrentCars(withCars);
        return (0, page_dto_1.collection)(page.rows.map((row) => mapSearchResult(row, user.id, cars, text)), page.total);
    }
    /**
     * A ranked page of profiles matching an already normalised text (members' or staff's view):
     * substring matches on the trigram index, with similar spellings after them when there are almost
     * none (`total` then counts both).
     */
    async findMatches(text, scope, window, options = {}) {
        const mode = text.length < INDEXED_MIN_LENGTH ? 'short' : 'substring';
        const base = { text, scope, cap: exports.SEARCH_CAP, ...window, ...options };
        const exact = await this.search.findMatches({ ...base, mode });
        if (exact.total >= exports.FUZZY_BELOW || !fuzzyEligible(text))
            return exact;
        // Almost nothing: the exact matches first, then similar spellings (which exclude them).
        const allExact = window.skip === 0 && window.take >= exact.total ? exact.rows : (await this.search.findMatches({ ...base, mode, skip: 0, take: exports.FUZZY_BELOW })).rows;
        const exactInWindow = allExact.slice(window.skip, window.skip + window.take);
        const similar = await this.search.findMatches({
            ...base,
            mode: 'fuzzy',
            cap: exports.FUZZY_CAP,
            similarityThreshold: exports.FUZZY_THRESHOLD,
            skip: Math.max(0, window.skip - exact.total),
            take: window.take - exactInWindow.length,
        });
        return { total: exact.total + similar.total, rows: [...exactInWindow, ...similar.rows] };
    }
};
exports.SearchService = SearchService;
exports.SearchService = SearchService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [search_repository_1.SearchRepository])
], SearchService);
/** One search result: hidden fields null for everyone but the member themselves. */
function mapSearchResult(row, viewerId, cars, text) {
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
function mapSearchCar(row, showVin) {
    return {
        vin: showVin ? row.vin : null,
        license_plate: row.licensePlate,
        model: car_enums_1.carModel.fromDb(row.car.model),
        variant: row.car.variant ? car_enums_1.carVariant.fromDb(row.car.variant) : null,
        color: row.car.color ? car_enums_1.carColor.fromDb(row.car.color) : null,
        custom_color: row.car.customColor,
        name: row.name,
    };
}
//# sourceMappingURL=search.service.js.map