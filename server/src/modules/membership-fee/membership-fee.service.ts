// The price of membership as the public content states it: the stored text of a content page or an
// FAQ answer may hold MEMBERSHIP_FEE_PLACEHOLDER, which is replaced by a sentence naming the default
// fee plan's yearly amount (the dues settings), or by nothing while no default plan is set, so the
// content never names a price the club does not ask (membership-fee.module.ts, imported by the
// pages and FAQ modules); a change of the plans or the settings refreshes cached public pages (migration
// 20261129000200_membership_fee_text).
import { Injectable } from '@nestjs/common';
import { MembershipFeeRepository } from './membership-fee.repository';
import { formatEuro } from '../../domain/money';

export const MEMBERSHIP_FEE_PLACEHOLDER = '{{clensky-prispevok}}';
const PLACEHOLDER_AND_SPACE = /\{\{clensky-prispevok\}\}([ \t]*)/g;

@Injectable()
export class MembershipFeeService {
  constructor(private readonly fees: MembershipFeeRepository) {}

  /** The texts with the placeholder replaced (the database is read once, and only when one holds it). */
  async fill(markdowns: string[]): Promise<string[]> {
    if (!markdowns.some((m) => m.includes(MEMBERSHIP_FEE_PLACEHOLDER))) return markdowns;
    const sentence = await this.sentence();
    // Without a sentence the space that followed the placeholder goes too.
    return markdowns.map((m) =>
      m.replace(PLACEHOLDER_AND_SPACE, (_match, space: string) => (sentence ? sentence + space : '')),
    );
  }

  private async sentence(): Promise<string> {
    const cents = await this.fees.defaultPlanCents();
    return cents === null ? '' : `Ročný členský príspevok je ${formatEuro(cents)}.`;
  }
}
