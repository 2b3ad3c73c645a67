// Charging information for members (/uzivatel/nabijanie): the published entries in the staff's order.
import { Injectable } from '@nestjs/common';
import { mapChargingEntry, type ChargingEntryListResponseDto } from './charging.dto';
import { MAX_PER_PAGE, PageQueryDto, pageWindow } from '../../common/page.dto';
import { ChargingRepository } from './charging.repository';

@Injectable()
export class ChargingService {
  constructor(private readonly charging: ChargingRepository) {}

  /** Published entries; all of them unless paged. */
  async listChargingEntries(query: PageQueryDto): Promise<ChargingEntryListResponseDto> {
    const { rows, total } = await this.charging.listPublishedChargingEntries(pageWindow(query, MAX_PER_PAGE));
    return { v: rows.map(mapChargingEntry), total };
  }
}
