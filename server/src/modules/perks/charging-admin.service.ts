// Staff management of the charging information (content: full), drafts included.
import { Injectable } from '@nestjs/common';
import type {
  ChargingEntryAdminDto,
  ChargingEntryAdminListResponseDto,
  ChargingEntryAdminQueryDto,
  ChargingEntryAdminResponseDto,
  CreateChargingEntryAdminDto,
  UpdateChargingEntryAdminDto,
} from './charging.dto';
import { pageWindow } from '../../common/page.dto';
import { ChargingEntryRow, ChargingEntryWrite, ChargingRepository } from './charging.repository';
import { mapChargingEntry } from './charging.service';
import { iso, notFound } from '../content/content-shared';

const entryNotFound = () => notFound('errors.charging_entry_not_found', 'Charging entry');

function mapChargingEntryAdmin(row: ChargingEntryRow): ChargingEntryAdminDto {
  return { ...mapChargingEntry(row), sort_order: row.sortOrder, published: row.published, created_at: iso(row.createdAt), updated_at: iso(row.updatedAt) };
}

/** The columns a request sets (absent = unchanged, null = cleared). */
function toWrite(dto: UpdateChargingEntryAdminDto): ChargingEntryWrite {
  return { title: dto.title, provider: dto.provider, description: dto.description, url: dto.url, sortOrder: dto.sort_order, published: dto.published };
}

@Injectable()
export class ChargingAdminService {
  constructor(private readonly charging: ChargingRepository) {}

  async listChargingEntriesAdmin(query: ChargingEntryAdminQueryDto): Promise<ChargingEntryAdminListResponseDto> {
    const { rows, total } = await this.charging.listChargingEntriesForAdmin({ sort: query.sort ?? 'sort_order', order: query.order ?? 'asc', q: query.q }, pageWindow(query));
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
