// Member search (spec §3 "Search result"): what one member may see of another. Fields the other
// member hides (show_email, show_phone, show_city, show_cars) are null / empty here; a member sees
// all of their own. The full VIN of someone else's car is shown only to a searcher who typed it.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CarLookDto } from '../cars/car-look.dto';
import { PageQueryDto } from '../../common/page.dto';

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

export class SearchQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    minLength: SEARCH_MIN_LENGTH,
    maxLength: SEARCH_MAX_LENGTH,
    description:
      'Name, username, city, licence plate (with or without its space), part of a VIN, car name or model; e-mail and phone only of members who show them. Accents and case are ignored; a small typo is tolerated when nothing matches exactly.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_MAX_LENGTH)
  q?: string;
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
}

export class SearchResultListDto {
  @ApiProperty({ type: () => [SearchResultDto], description: 'Best matches first: whole word, word start, anywhere, then similar spellings' })
  v: SearchResultDto[];

  @ApiProperty({ type: Number, description: 'Number of matching members, counted up to 1000 (a larger result says 1000: refine the query)' })
  total: number;
}
