// Staff management of the charging information (content: full), drafts included.
import { Injectable } from '@nestjs/common';
import {
  mapChargingEntryAdmin,
  type ChargingEntryAdminListResponseDto,
  type ChargingEntryAdminQueryDto,
  type ChargingEntryAdminResponseDto,
  type CreateChargingEntryAdminDto,
  type UpdateChargingEntryAdminDto,
} from './charging.dto';
import { pageWindow } from '../../common/page.dto';
import { ChargingEntryWrite, ChargingRepository } from './charging.repository';
import { notFound } from '../../common/api-error';
import { PERKS_ERRORS } from './perks-errors';

const entryNotFound = () => notFound(PERKS_ERRORS.charging_entry_not_found, 'Charging entry');

/** The columns a request sets (absent = unchanged, null = cleared). */
function toWrite(dto: UpdateChargingEntryAdminDto): ChargingEntryWrite {
  return {
    title: dto.title,
    provider: dto.provider,
    description: dto.description,
    url: dto.url,
    sortOrder: dto.sort_order,
    published: dto.published,
  };
}

@Injectable()
export class ChargingAdminService {
  constructor(private readonly charging: ChargingRepository) {}

  async listChargingEntriesAdmin(query: ChargingEntryAdminQueryDto): Promise<ChargingEntryAdminListResponseDto> {
    const { rows, total } = await this.charging.listChargingEntriesForAdmin(
      { sort: query.sort ?? 'sort_order', order: query.order ?? 'asc', q: query.q },
      pageWindow(query),
    );
    return { v: rows.map(mapChargingEntryAdmin), total };
  }

  async getChargingEntryAdmin(id: string): Promise<ChargingEntryAdminResponseDto> {
    const row = await this.charging.findChargingEntryById(id);
    if (!row) throw entryNotFound();
    return { v: mapChargingEntryAdmin(row) };
  }

  async createChargingEntryAdmin(dto: CreateChargingEntryAdminDto): Promise<ChargingEntryAdminResponseDto> {
    const row = await this.charging.createChargingEntry({ ...toWrite(dto), title: dto.title });
    return { v: mapChargingEntryAdmin(row) };
  }

  async updateChargingEntryAdmin(id: string, dto: UpdateChargingEntryAdminDto): Promise<ChargingEntryAdminResponseDto> {
    const row = await this.charging.updateChargingEntry(id, toWrite(dto));
    if (!row) throw entryNotFound();
    return { v: mapChargingEntryAdmin(row) };
  }

  async deleteChargingEntryAdmin(id: string): Promise<void> {
    if (!(await this.charging.deleteChargingEntry(id))) throw entryNotFound();
  }
}
