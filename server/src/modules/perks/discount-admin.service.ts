// Staff management of partner discounts (content: full): drafts, codes and expired offers included.
import { Injectable } from '@nestjs/common';
import { dateOnly } from '../../domain/calendar';
import {
  mapDiscountAdmin,
  type CreateDiscountAdminDto,
  type DiscountAdminListResponseDto,
  type DiscountAdminQueryDto,
  type DiscountAdminResponseDto,
  type UpdateDiscountAdminDto,
} from './discount.dto';
import { pageWindow } from '../../common/page.dto';
import { DiscountRepository, DiscountWrite } from './discount.repository';
import { notFound } from '../../common/api-error';
import { PERKS_ERRORS } from './perks-errors';

const discountNotFound = () => notFound(PERKS_ERRORS.discount_not_found, 'Discount');

/** The columns a request sets (absent = unchanged, null = cleared). */
function toWrite(dto: UpdateDiscountAdminDto): DiscountWrite {
  return {
    partnerName: dto.partner_name,
    title: dto.title,
    description: dto.description,
    code: dto.code,
    url: dto.url,
    validUntil: dto.valid_until === undefined || dto.valid_until === null ? dto.valid_until : dateOnly(dto.valid_until),
    logoUrl: dto.logo_url,
    sortOrder: dto.sort_order,
    published: dto.published,
  };
}

@Injectable()
export class DiscountAdminService {
  constructor(private readonly discounts: DiscountRepository) {}

  async listDiscountsAdmin(query: DiscountAdminQueryDto): Promise<DiscountAdminListResponseDto> {
    const { rows, total } = await this.discounts.listDiscountsForAdmin(
      { sort: query.sort ?? 'sort_order', order: query.order ?? 'asc', q: query.q },
      pageWindow(query),
    );
    return { v: rows.map(mapDiscountAdmin), total };
  }

  async getDiscountAdmin(id: string): Promise<DiscountAdminResponseDto> {
    const row = await this.discounts.findDiscountById(id);
    if (!row) throw discountNotFound();
    return { v: mapDiscountAdmin(row) };
  }

  async createDiscountAdmin(dto: CreateDiscountAdminDto): Promise<DiscountAdminResponseDto> {
    const row = await this.discounts.createDiscount({
      ...toWrite(dto),
      partnerName: dto.partner_name,
      title: dto.title,
    });
    return { v: mapDiscountAdmin(row) };
  }

  async updateDiscountAdmin(id: string, dto: UpdateDiscountAdminDto): Promise<DiscountAdminResponseDto> {
    const row = await this.discounts.updateDiscount(id, toWrite(dto));
    if (!row) throw discountNotFound();
    return { v: mapDiscountAdmin(row) };
  }

  async deleteDiscountAdmin(id: string): Promise<void> {
    if (!(await this.discounts.deleteDiscount(id))) throw discountNotFound();
  }
}
