// Partner discounts for members. Visitors never reach this (the route needs sign-in). Codes are a
// benefit of verified membership: a signed-in member whom staff have not verified yet sees the
// offers, but every code is withheld (code null, code_hidden_reason 'unverified'), so an account
// created by anyone cannot harvest the partners' codes.
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../auth/request-user';
import { renderMarkdown } from '../../common/markdown';
import { dateOnly, isoDate, todayIso } from '../../domain/calendar';
import type { DiscountDto, DiscountListResponseDto } from './discount.dto';
import { MAX_PER_PAGE, PageQueryDto, pageWindow } from '../../common/page.dto';
import { DiscountRepository, DiscountRow } from './discount.repository';

/** A discount as members see it; `showCode` false withholds the code of an unverified member. */
export function mapDiscount(row: DiscountRow, showCode: boolean): DiscountDto {
  return {
    id: row.id,
    partner_name: row.partnerName,
    title: row.title,
    description: row.description,
    description_html: row.description === null ? null : renderMarkdown(row.description),
    code: showCode ? row.code : null,
    code_hidden_reason: !showCode && row.code !== null ? 'unverified' : null,
    url: row.url,
    valid_until: isoDate(row.validUntil),
    logo_url: row.logoUrl,
  };
}

@Injectable()
export class DiscountService {
  constructor(private readonly discounts: DiscountRepository) {}

  /** Published discounts valid today (in Slovakia), in the staff's order; all of them unless paged. */
  async listDiscounts(member: AuthUser, query: PageQueryDto): Promise<DiscountListResponseDto> {
    const [verified, { rows, total }] = await Promise.all([
      this.discounts.isMemberVerified(member.id),
      this.discounts.listVisibleDiscounts(dateOnly(todayIso()), pageWindow(query, MAX_PER_PAGE)),
    ]);
    return { v: rows.map((row) => mapDiscount(row, verified)), total };
  }
}
