// Charging information for members (/uzivatel/nabijanie): the published entries in the staff's order.
import { Injectable } from '@nestjs/common';
import { renderMarkdown } from '../../common/markdown';
import type { ChargingEntryDto, ChargingEntryListResponseDto } from './charging.dto';
import { MAX_PER_PAGE, PageQueryDto, pageWindow } from '../../common/page.dto';
import { ChargingEntryRow, ChargingRepository } from './charging.repository';

export function mapChargingEntry(row: ChargingEntryRow): ChargingEntryDto {
  return {
    id: row.id,
    title: row.title,
    provider: row.provider,
    description: row.description,
    description_html: renderMarkdown(row.description),
    url: row.url,
  };
}

@Injectable()
export class ChargingService {
  constructor(private readonly charging: ChargingRepository) {}

  /** Published entries; all of them unless paged. */
  async listChargingEntries(query: PageQueryDto): Promise<ChargingEntryListResponseDto> {
    const { rows, total } = await this.charging.listPublishedChargingEntries(pageWindow(query, MAX_PER_PAGE));
    return { v: rows.map(mapChargingEntry), total };
  }
}
