// Where members pay the club: the account staff set under dues (table dues_settings), shown beside
// what a member owes for dues or for an event.
import { ApiProperty } from '@nestjs/swagger';

export class PaymentDetailsDto {
  @ApiProperty()
  iban: string;

  @ApiProperty({ type: String, nullable: true })
  bic: string | null;

  @ApiProperty()
  beneficiary_name: string;
}

/** The account as members see it; null until staff set an IBAN and the beneficiary's name. */
export function mapPaymentDetails(account: {
  iban: string | null;
  bic: string | null;
  beneficiaryName: string | null;
}): PaymentDetailsDto | null {
  if (!account.iban || !account.beneficiaryName) return null;
  return { iban: account.iban, bic: account.bic, beneficiary_name: account.beneficiaryName };
}
