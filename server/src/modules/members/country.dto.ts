// The countries an address may name (server/src/domain/countries.ts), as the profile's country
// picker offers them: the web names countries only from this list, never from the browser's data.
import { ApiProperty } from '@nestjs/swagger';
import { ListResponseDto } from '../../common/page.dto';

export class CountryDto {
  @ApiProperty({ example: 'SK', description: 'ISO 3166-1 alpha-2 code, what address_country takes' })
  code: string;

  @ApiProperty({ example: 'Slovensko', description: 'The Slovak name' })
  name: string;
}

export class CountryListResponseDto extends ListResponseDto(CountryDto) {}
