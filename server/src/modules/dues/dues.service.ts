// A member's own dues: every year's record, the club's payment details and the PAY by square text of
// what is still owed. A verified member without a record of an open year that still takes members
// (the current one or one opened ahead; verified after it was opened) gets it on first look, as
// the sweep would give it within a minute. Another member's record is answered 404, as if it did
// not exist.
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../access/request-user';
import { ApiError } from '../../common/api-error';
import { DuesRepository, type DuesRecord } from './dues.repository';
import { DuesSetupRepository } from './dues-setup.repository';
import { DuesJobsService } from './dues-jobs.service';
import { isOwing, mapDues, type DuesResponseDto, type MyDuesResponseDto } from './dues.dto';
import { mapPaymentDetails } from '../../common/payment-details.dto';
import { payBySquare } from '../../domain/pay-by-square';
import { DUES_ERRORS } from './dues-errors';
import { isVerifiedMember } from '../members/members.types';

export const duesNotFound = () => new ApiError(404, DUES_ERRORS.dues_not_found, 'Dues record not found');

@Injectable()
export class DuesService {
  constructor(
    private readonly records: DuesRepository,
    private readonly setup: DuesSetupRepository,
    private readonly jobs: DuesJobsService,
  ) {}

  async getMyDues(user: AuthUser): Promise<MyDuesResponseDto> {
    let rows = await this.records.listByUser(user.id);
    if (isVerifiedMember(user.profile)) {
      const missing = (await this.jobs.yearsTakingMembers()).filter((year) => !rows.some((r) => r.year === year));
      if (missing.length) {
        await this.jobs.createRecordsOf(missing);
        rows = await this.records.listByUser(user.id);
      }
    }
    const [current, ...past] = rows;
    const payment = mapPaymentDetails(await this.setup.settings());
    const payBySquareText =
      current && payment && isOwing(current) ? payBySquare(this.jobs.order(current, payment)) : null;
    return {
      v: {
        current: current ? mapDues(current) : null,
        past: past.map(mapDues),
        payment,
        pay_by_square: payBySquareText,
      },
    };
  }

  /** One of the member's own records (the printable confirmation); anyone else's is 404. */
  async getMyDuesRecord(user: AuthUser, id: string): Promise<DuesResponseDto> {
    const record: DuesRecord | null = await this.records.findById(id);
    if (!record || record.userId !== user.id) throw duesNotFound();
    return { v: mapDues(record) };
  }
}
