// Member search (docs/product-rules.md §3 "Search result"): what one member may see of another. Fields the other
// member hides (show_email, show_phone, show_city, show_cars) are null / empty here; a member sees
// all of their own. The full VIN of someone else's car is shown only to a searcher who typed it.
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { CarLookDto } from '../cars/cars.types';
import { PageQueryDto } from '../../common/page.dto';
import { mapAvatarRef, PhotoRefDto } from '../../media/image.dto';
import type { MatchRow, MatchCarRow } from './search.repository';

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

export class SearchQueryDto extends PageQueryDto {
  @ApiProperty({
    minLength: SEARCH_MIN_LENGTH,
    maxLength: SEARCH_MAX_LENGTH,
    // At least two letters or digits somewhere (search.service.ts assertSearchable).
    pattern: '[\\p{L}\\p{N}][^\\p{L}\\p{N}]*[\\p{L}\\p{N}]',
    description:
      'Name, username, city, licence plate (with or without its space), part of a VIN, car name or model; e-mail and phone only of members who show them. Accents and case are ignored; a small typo is tolerated when nothing matches exactly. ' +
      'At least 2 letters or digits (400 errors.query_too_short otherwise).',
  })
  @IsString()
  @MaxLength(SEARCH_MAX_LENGTH)
  q: string;
}

/** What identifies a car in a search result (before its look). */
class SearchCarIdentityDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The member's own cars, and a car whose full VIN the searcher typed; otherwise null",
  })
  vin: string | null;

  @ApiProperty({ type: String, nullable: true })
  license_plate: string | null;
}

export class SearchCarDto extends CarLookDto(SearchCarIdentityDto) {
  @ApiProperty({ type: String, nullable: true, description: "The owner's name for the car" })
  name: string | null;
}

export class SearchResultDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true })
  first_name: string | null;

  @ApiProperty({ type: String, nullable: true })
  last_name: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'null unless the member shows their e-mail' })
  email: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'null unless the member shows their phone number' })
  phone_number: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'null when the member hides their city' })
  address_city: string | null;

  @ApiProperty({ type: () => [SearchCarDto], description: 'Current cars; empty when the member hides their cars' })
  cars: SearchCarDto[];

  @ApiProperty({ type: () => PhotoRefDto, nullable: true, description: 'The member’s avatar; null without one' })
  avatar: PhotoRefDto | null;
}

export class SearchResultListDto {
  @ApiProperty({
    type: () => [SearchResultDto],
    description: 'Best matches first: whole word, word start, anywhere, then similar spellings',
  })
  v: SearchResultDto[];

  @ApiProperty({
    type: Number,
    description: 'Number of matching members, counted up to 1000 (a larger result says 1000: refine the query)',
  })
  total: number;
}

/** One search result: hidden fields null (hidden cars: none) for everyone but the member themselves. */
export function mapSearchResult(row: MatchRow, viewerId: string, text: string): SearchResultDto {
  const own = row.id === viewerId;
  const typedVin = text.replace(/\s/g, '').toUpperCase();
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: own || row.show_email ? row.email : null,
    phone_number: own || row.show_phone ? row.phone_number : null,
    address_city: own || row.show_city ? row.address_city : null,
    cars: own || row.show_cars ? (row.cars ?? []).map((c) => mapSearchCar(c, own || c.vin === typedVin)) : [],
    avatar: mapAvatarRef(row.avatar_url, row.avatar_variants),
  };
}

export function mapSearchCar(row: MatchCarRow, showVin: boolean): SearchCarDto {
  return {
    vin: showVin ? row.vin : null,
    license_plate: row.license_plate,
    model: row.model,
    variant: row.variant,
    color: row.color,
    custom_color: row.custom_color,
    name: row.name,
  };
}
