import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../access/decorators';
import { ChargingEntryListResponseDto } from './charging.dto';
import { PageQueryDto } from '../../common/page.dto';
import { ChargingService } from './charging.service';

/** Charging information for members (/uzivatel/nabijanie). */
@ApiTags('charging')
@Authenticated()
@Controller('api')
export class ChargingController {
  constructor(private readonly service: ChargingService) {}

  /** Published entries in the staff's order (all of them unless `per_page` is given); markdown also as `description_html`. */
  @Get('charging')
  @ApiOkResponse({ type: ChargingEntryListResponseDto })
  listChargingEntries(@Query() query: PageQueryDto): Promise<ChargingEntryListResponseDto> {
    return this.service.listChargingEntries(query);
  }
}
