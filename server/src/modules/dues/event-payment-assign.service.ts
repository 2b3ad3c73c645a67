// An unmatched payment assigned by hand to a registration for a paid event (finance=full): the
// registrations it most likely pays for (the same reasons as for dues records, payment-suggestions.ts)
// and the assignment itself. The money counts on the registration as the statement import counts it
// (EventFeesService.applyPayments): a place paid in full gets its confirmation mail, and money for a
// registration that has ended is owed back to the payer at once.
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../access/request-user';
import { ApiError } from '../../common/api-error';
import { collection, single } from '../../common/page.dto';
import { TransactionRepository } from '../../database/transaction.repository';
import { euros } from '../../domain/money';
import { memberName } from '../../domain/member-name';
import { iso } from '../../common/iso-time';
import { EventFeesService } from '../event-fees/event-fees.service';
import { outstandingCents, type PayableRow } from '../event-fees/event-fees.types';
import { EVENTS_ERRORS } from '../events/events.types';
import type { AssignPaymentDto } from './dues-admin.dto';
import type {
  RegistrationPaymentDto,
  RegistrationPaymentResponseDto,
  RegistrationSuggestionListResponseDto,
} from './dues-assign.dto';
import { DuesPaymentRepository } from './dues-payment.repository';
import { creditedCentsOf, findPayment, paymentAssigned } from './payment-assignment';
import { suggestFor } from './payment-suggestions';

@Injectable()
export class EventPaymentAssignService {
  constructor(
    private readonly payments: DuesPaymentRepository,
    private readonly fees: EventFeesService,
    private readonly tx: TransactionRepository,
  ) {}

  /** The registrations still owed that the payment most likely pays for, best first, each with why. */
  async suggestRegistrations(paymentId: string): Promise<RegistrationSuggestionListResponseDto> {
    const payment = await findPayment(this.payments, paymentId);
    const ranked = await suggestFor(payment, {
      bySymbolOrName: (symbols, debtorName) => this.fees.owingBySymbolOrName(symbols, debtorName),
      byAmount: (cents, take) => this.fees.owingAmount(cents, take),
      rank: (row) => ({
        variableSymbol: row.variableSymbol!,
        owedCents: outstandingCents(row),
        timely: row.event.dateStart >= payment.bookedOn,
      }),
    });
    return collection(
      ranked.map((s) => ({ registration: mapRegistration(s.row), reasons: s.reasons })),
      ranked.length,
    );
  }

  /** Assigns an open payment to the registration with the given variable symbol. */
  async assign(actor: AuthUser, paymentId: string, body: AssignPaymentDto): Promise<RegistrationPaymentResponseDto> {
    const payment = await findPayment(this.payments, paymentId);
    const creditedCents = creditedCentsOf(payment, body);
    const registration = (await this.fees.byVariableSymbols([body.variable_symbol])).get(body.variable_symbol);
    // A free event's registration owes nothing, so no payment is for it.
    if (!registration || registration.amountCents === null)
      throw new ApiError(404, EVENTS_ERRORS.registration_not_found, 'No registration has this variable symbol');
    await this.tx.run(async (db) => {
      if (!(await this.payments.settle(db, paymentId, actor.id, { attendanceId: registration.id, creditedCents })))
        throw paymentAssigned();
      await this.fees.applyPayments(db, [
        { attendanceId: registration.id, cents: creditedCents ?? payment.amountCents },
      ]);
    });
    const after = (await this.fees.byVariableSymbols([body.variable_symbol])).get(body.variable_symbol)!;
    return single(mapRegistration(after));
  }
}

function mapRegistration(row: PayableRow): RegistrationPaymentDto {
  return {
    id: row.id,
    event_id: row.event.id,
    event_title: row.event.title,
    event_start: iso(row.event.dateStart),
    member: { id: row.userId, email: row.user.email, name: memberName(row.user) },
    status: row.status,
    variable_symbol: row.variableSymbol!,
    amount: euros(row.amountCents ?? 0),
    paid: euros(row.paidCents),
    outstanding: euros(outstandingCents(row)),
  };
}
