// Partner discounts for members. Visitors never reach this (the route needs sign-in). Codes are a
// benefit of verified membership: a signed-in member whom staff have not verified yet sees the
// offers, but every code is withheld (code null, code_hidden_reason 'unverified'), so an account
// created by anyone cannot harvest the partners' codes.
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../access/request-user';
import { dateOnly, todayIso } from '../../domain/calendar';
import { mapDiscount, type DiscountListResponseDto } from './discount.dto';
import { MAX_PER_PAGE, PageQueryDto, pageWindow } from '../../common/page.dto';
import { DiscountRepository } from './discount.repository';
import { isVerifiedMember } from '../members/members.types';

@Injectable()
export class DiscountService {
  constructor(private readonly discounts: DiscountRepository) {}

  /** Published discounts valid today (in Slovakia), in the staff's order; all of them unless paged. */
  async listDiscounts(member: AuthUser, query: PageQueryDto): Promise<DiscountListResponseDto> {
    // The guard read the member's profile on this request.
    const verified = isVerifiedMember(member.profile);
    const { rows, total } = await this.discounts.listVisibleDiscounts(
      dateOnly(todayIso()),
      pageWindow(query, MAX_PER_PAGE),
    );
    return { v: rows.map((row) => mapDiscount(row, verified)), total };
  }
}
